import { useMemo } from 'react';
import { VirtualGameGrid } from '~/features/all-games/virtual-game-grid';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { lobbyCatalogue } from '~/features/games/catalogue.server';
import { GameGrid } from '~/features/games/game-grid';
import { toGameTile } from '~/features/games/game-tile-data';
import { useCatalogue } from '~/features/games/use-catalogue';
import { useT } from '~/features/i18n/i18n';
import { pageMeta } from '~/features/seo/meta';
import { getLayout, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import type { Route } from './+types/all-games';

/** Games rendered on the server before the full catalogue arrives in the browser. */
const FIRST_PAGE = 24;

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const lobby = new URL(request.url).pathname.includes('/cazinou-live/') ? 'live' : 'casino';
  const [games, layout] = await Promise.all([lobbyCatalogue(ctx, lobby), getLayout(ctx, 'AllGames')]);
  const seo = lobby === 'casino' ? await getSeo(ctx, layout?.seoId) : null;
  return { lobby, total: games.length, firstPage: games.slice(0, FIRST_PAGE).map(toGameTile), seo } as const;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    seo: loaderData?.seo,
    titleKey: loaderData?.lobby === 'live' ? 'pages.allLiveGames' : 'pages.allGames',
  });
}

export default function AllGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { games } = useCatalogue(loaderData.lobby);
  const tiles = useMemo(() => games?.map(toGameTile) ?? null, [games]);
  const title = t(loaderData.lobby === 'live' ? 'pages.allLiveGames' : 'pages.allGames');
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{title}</h1>
        <p className="listing__count">{t('games.count', { count: tiles?.length ?? loaderData.total })}</p>
      </header>
      {tiles ? (
        <VirtualGameGrid games={tiles} label={title} />
      ) : (
        <GameGrid games={loaderData.firstPage} label={title} />
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
