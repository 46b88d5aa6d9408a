import { GameListing } from '~/domains/catalogue/games';
import { loadTaxonomyPage } from '~/domains/catalogue/taxonomy/index.server';
import { useFilterPage } from '~/features/filters';
import { contentContext, lobbyContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/category';

/** A category of the casino lobby (/categorii) or of the live lobby (/cazinou-live/categorii). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTaxonomyPage(context.get(contentContext), 'category', {
    slug: params.slug,
    path: new URL(request.url).pathname,
    lobby: context.get(lobbyContext),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lobby } = loaderData;
  useFilterPage(lobby, { category: { [loaderData.id]: true } });
  const back =
    lobby === 'live'
      ? { to: portalPath('/cazinou-live'), label: t('menu.liveLobby') }
      : { to: portalPath('/'), label: t('menu.lobby') };
  return <GameListing title={loaderData.title} games={loaderData.games} back={back} />;
}

export const ErrorBoundary = RouteErrorBoundary;
