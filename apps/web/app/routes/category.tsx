import { isPersonalisedCategoryType } from '@casino/core/personal-categories';
import { GameListing } from '~/features/games/game-listing';
import { tilesFor } from '~/features/games/listing.server';
import { getCategories, getSeo } from '~/services/content.server';
import { contentContext, lobbyContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/category';

/** A category of the casino lobby (/categorii) or of the live lobby (/cazinou-live/categorii). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const path = new URL(request.url).pathname;
  const lobby = context.get(lobbyContext);
  const category = (await getCategories(ctx)).find(
    (item) => item.slug === params.slug && item.lobby === lobby && !isPersonalisedCategoryType(item.type),
  );
  if (!category) notFound(path);
  const [games, seo] = await Promise.all([tilesFor(ctx, category.games), getSeo(ctx, category.seoId)]);
  return { id: category.id, title: category.title, lobby, games, seo } as const;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const back =
    loaderData.lobby === 'live'
      ? { to: '/cazinou-live', label: t('menu.liveLobby') }
      : { to: '/', label: t('menu.lobby') };
  return (
    <GameListing
      title={loaderData.title}
      games={loaderData.games}
      back={back}
      filters={{ lobby: loaderData.lobby, overrides: { category: { [loaderData.id]: true } } }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
