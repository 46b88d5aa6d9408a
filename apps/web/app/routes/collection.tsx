import { GameListing } from '~/domains/catalogue/games';
import { loadTaxonomyPage } from '~/domains/catalogue/taxonomy/index.server';
import { useFilterPage } from '~/features/filters';
import { contentContext, lobbyContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/collection';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTaxonomyPage(context.get(contentContext), 'collection', {
    slug: params.slug,
    path: new URL(request.url).pathname,
    lobby: context.get(lobbyContext),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useFilterPage('casino', { collection: { [loaderData.id]: true } });
  return (
    <GameListing
      title={loaderData.title}
      games={loaderData.games}
      back={{ to: portalPath('/colectii'), label: t('pages.collections') }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
