import type { CatalogueGame } from '@casino/core/catalogue';
import { activeFilterCount } from '@casino/core/filter-state';
import { applyFilters } from '@casino/core/filters';
import { applyLiveFilters } from '@casino/core/live-filters';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type GameTileData, LazyVirtualGameGrid, toGameTile, useCatalogue } from '~/domains/catalogue/games';
import { lobbyCatalogue } from '~/domains/catalogue/games/index.server';
import { useLiveFilterData } from '~/domains/catalogue/live-tables';
import { useAppliedFilters, useFilterPage } from '~/features/filters';
import { getLayout, getSeo } from '~/platform/server/content.server';
import { contentContext, lobbyContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/all-games';

/** Games rendered on the server before the full catalogue arrives in the browser. */
const FIRST_PAGE = 24;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const lobby = context.get(lobbyContext);
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

/** The casino's games through the applied filters. */
function useCasinoGames(games: CatalogueGame[] | null): GameTileData[] | null {
  const { applied, overrides } = useAppliedFilters();
  return useMemo(
    () => (games ? applyFilters(games, applied, overrides).map(toGameTile) : null),
    [games, applied, overrides],
  );
}

/** The live games merged with their tables from the live feed, through the live filters. */
function useLiveGames(games: CatalogueGame[] | null): GameTileData[] | null {
  const { applied, overrides } = useAppliedFilters();
  const live = useLiveFilterData(games ?? NO_GAMES);
  return useMemo(
    () => (games ? applyLiveFilters(live.games, applied, overrides).map(toGameTile) : null),
    [games, live.games, applied, overrides],
  );
}

const NO_GAMES: CatalogueGame[] = [];

export default function AllGames({ loaderData }: Route.ComponentProps) {
  // The server's first games fill a phone's first screens and the count is the server's: the catalogue
  // (the rest of the games, what the filters count) loads when the player nears their end, or at once
  // when filters are in use or the end is near already (a desktop); the filter and search panels load
  // it when opened (ADR 0054).
  const [near, setNear] = useState(false);
  const { applied, overrides } = useAppliedFilters();
  const { catalogue } = useCatalogue(loaderData.lobby, {
    wanted: near || activeFilterCount(applied, overrides) > 0,
  });
  const more = useCallback(() => setNear(true), []);
  // The catalogue comes from a store whose updates render at once, in the task that delivers it; the
  // grid of thousands of games renders in the background instead, in slices between input and paint.
  const games = useDeferredValue(catalogue?.games ?? null);
  // Until the deferred games come, the grid has more games than it shows; `more` goes with them, in
  // the same background render, so the urgent one leaves the grid alone (ADR 0029).
  const gridMore = games ? undefined : more;
  return loaderData.lobby === 'live' ? (
    <LiveAllGames loaderData={loaderData} games={games} more={gridMore} />
  ) : (
    <CasinoAllGames loaderData={loaderData} games={games} more={gridMore} />
  );
}

type AllGamesProps = {
  loaderData: Route.ComponentProps['loaderData'];
  games: CatalogueGame[] | null;
  more: (() => void) | undefined;
};

// Memoised: the render with the catalogue just arrived keeps the deferred games it had, so the grid is
// left as it is and renders once, in the background, with the games (ADR 0029).
const CasinoAllGames = memo(function CasinoAllGames({ loaderData, games, more }: AllGamesProps) {
  return <AllGamesView loaderData={loaderData} tiles={useCasinoGames(games)} more={more} />;
});

const LiveAllGames = memo(function LiveAllGames({ loaderData, games, more }: AllGamesProps) {
  return <AllGamesView loaderData={loaderData} tiles={useLiveGames(games)} more={more} />;
});

/** All games of a lobby, filtered by the applied filters, virtualised. */
function AllGamesView({
  loaderData,
  tiles,
  more,
}: {
  loaderData: AllGamesProps['loaderData'];
  tiles: GameTileData[] | null;
  more: AllGamesProps['more'];
}) {
  const t = useT();
  const { lobby } = loaderData;
  useFilterPage(lobby);
  const title = t(lobby === 'live' ? 'pages.allLiveGames' : 'pages.allGames');
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header listing__header--toolbar">
        <div>
          <h1 id="page-title">{title}</h1>
          <p className="listing__count" aria-live="polite">
            {t('games.count', { count: tiles?.length ?? loaderData.total })}
          </p>
        </div>
      </header>
      {tiles?.length === 0 ? (
        <p className="empty-state">{t('filters.noGames')}</p>
      ) : (
        // One grid from the server's first games to the whole catalogue: its tiles stay as they are.
        <LazyVirtualGameGrid
          games={tiles ?? loaderData.firstPage}
          label={title}
          plain={FIRST_PAGE}
          more={more}
        />
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
