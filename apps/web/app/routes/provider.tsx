import { GameListing } from '~/domains/catalogue/games';
import { loadTaxonomyPage } from '~/domains/catalogue/taxonomy/index.server';
import { useFilterPage } from '~/features/filters';
import { contentContext, lobbyContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/provider';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTaxonomyPage(context.get(contentContext), 'provider', {
    slug: params.slug,
    path: new URL(request.url).pathname,
    lobby: context.get(lobbyContext),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useFilterPage('casino', { provider: { [loaderData.id]: true } });
  return (
    <GameListing
      title={loaderData.title}
      games={loaderData.games}
      back={{ to: portalPath('/furnizori'), label: t('pages.providers') }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
