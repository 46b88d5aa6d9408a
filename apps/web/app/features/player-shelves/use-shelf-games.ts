/**
 * The games of one personal shelf or page for the logged-in player (catalogue.md sections 4 and 9):
 * the lists its type needs are loaded (only those), the lobby's catalogue turns codes into tiles and
 * scores the recommendations, and a recommendation shelf keeps its seed for the page (a refresh picks
 * another, preferring a game that seeds no other shelf; disabled when every game already seeds one).
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import type { Lobby } from '@casino/core/filters';
import { LIVE_ONLY_PERSONAL_TYPES } from '@casino/core/personal-categories';
import {
  canRefreshSeed,
  type PersonalShelfType,
  type PlayerShelfInputs,
  personalShelfCodes,
  personalShelfNeeds,
  recommendationPool,
} from '@casino/core/personal-shelves';
import { pickSeed } from '@casino/core/recommendations';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFavourites } from '~/domains/catalogue/favourites';
import { type GameTileData, toGameTile, useCatalogue } from '~/domains/catalogue/games';
import {
  type PlayerListName,
  type PlayerLists,
  playerListQueries,
  playerLists,
  setPlayerListsContent,
} from '~/domains/player/lists';
import { usePlayerQuery } from '~/domains/player/player-watch';
import { usePlayerName } from '~/domains/player/session';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { createStore } from '~/shared/ui/create-store';
import { RECOMMENDATION_TYPES } from './shelf-rules';

/** The seed of each recommendation shelf on the page, by slot. */
const seeds = createStore<Readonly<Record<string, string>>>({});

/** The lobby whose games a type lists: the live-only types and live recommendations list live games. */
export function lobbyOfType(type: PersonalShelfType): Lobby {
  return type === 'because-you-like-live' || (LIVE_ONLY_PERSONAL_TYPES as readonly string[]).includes(type)
    ? 'live'
    : 'casino';
}

function usePlayerList<N extends PlayerListName>(
  name: N,
  player: string | null,
  needed: boolean,
): { data: PlayerLists[N] | null; failed: boolean } {
  const active = needed && player !== null;
  // Watched only; `playerLists.ensure` loads it.
  const { data, status } = usePlayerQuery(playerListQueries[name], player);
  useEffect(() => {
    if (active && player) playerLists.ensure(name, player);
  }, [active, name, player]);
  return { data: active ? (data ?? null) : null, failed: active && status === 'error' };
}

export interface ShelfGames {
  /** The shelf's tiles in order; null while what it needs loads. */
  games: GameTileData[] | null;
  /** Something it needs failed to load (its toast with try again was shown). */
  failed: boolean;
  /** A recommendation shelf with its seed: it shows a refresh. */
  refreshable: boolean;
  /** Picks another seed; null (the refresh disabled) when every game of the pool already seeds a shelf. */
  refresh: (() => void) | null;
}

export function useShelfGames(type: PersonalShelfType, slot: string): ShelfGames {
  const player = usePlayerName();
  const { contentApiUrl } = usePublicConfig();
  const { locale, status: contentStatus } = useContentContext();
  setPlayerListsContent({ baseUrl: contentApiUrl, locale, status: contentStatus });

  const needs = personalShelfNeeds(type);
  const favourites = useFavourites();
  const playerGames = usePlayerList('player-games', player, needs.includes('player-games'));
  const gameResults = usePlayerList('game-results', player, needs.includes('game-results'));
  const special = usePlayerList('special-categories', player, needs.includes('special-categories'));
  const personalised = usePlayerList('personalised-games', player, needs.includes('personalised-games'));
  const { catalogue, failed: catalogueFailed } = useCatalogue(lobbyOfType(type));

  const byCode = useMemo(
    () => new Map<string, CatalogueGame>((catalogue?.games ?? []).map((game) => [game.gameCode, game])),
    [catalogue],
  );
  const inputs: PlayerShelfInputs = useMemo(
    () => ({
      favourites: needs.includes('favourites') ? favourites.codes : null,
      playerGames: playerGames.data,
      gameResults: gameResults.data,
      special: special.data,
      personalised: personalised.data,
    }),
    [needs, favourites.codes, playerGames.data, gameResults.data, special.data, personalised.data],
  );

  const recommendation = RECOMMENDATION_TYPES.has(type);
  const pool = useMemo(
    () => (recommendation && catalogue ? recommendationPool(type, inputs, byCode) : []),
    [recommendation, catalogue, type, inputs, byCode],
  );
  const allSeeds = useSyncExternalStore(seeds.subscribe, seeds.get, seeds.get);
  const seed = allSeeds[slot] ?? null;
  // The first seed once the pool is known, and a new one when the pool lost it (an unfavourited game).
  // The other shelves' seeds are read when the effect runs, not from this render: shelves whose pools
  // arrive in one update pick one after another, each seeing the seeds picked before it.
  useEffect(() => {
    if (!recommendation || pool.length === 0 || (seed !== null && pool.includes(seed))) return;
    const current = seeds.get();
    const othersSeeds = new Set(Object.entries(current).flatMap(([id, code]) => (id === slot ? [] : [code])));
    const picked = pickSeed(
      pool.map((gameCode) => ({ gameCode })),
      othersSeeds,
      Math.random,
    );
    if (picked) seeds.set({ ...current, [slot]: picked.gameCode });
  }, [recommendation, pool, seed, slot]);
  useEffect(
    () => () => {
      const { [slot]: _left, ...rest } = seeds.get();
      seeds.set(rest);
    },
    [slot],
  );

  const games = useMemo(() => {
    if (!catalogue || !player) return null;
    if (recommendation && pool.length > 0 && seed === null) return null;
    const codes = personalShelfCodes(type, inputs, byCode, seed);
    if (codes === null) return null;
    return codes.flatMap((code) => {
      const game = byCode.get(code);
      return game ? [toGameTile(game)] : [];
    });
  }, [catalogue, player, recommendation, pool, seed, type, inputs, byCode]);

  const inUse = useMemo(() => new Set(Object.values(allSeeds)), [allSeeds]);
  const refresh =
    recommendation && seed !== null && canRefreshSeed(pool, inUse)
      ? () => {
          const current = seeds.get();
          const taken = new Set(Object.values(current));
          const picked = pickSeed(
            pool.filter((code) => !taken.has(code)).map((gameCode) => ({ gameCode })),
            taken,
            Math.random,
          );
          if (picked) seeds.set({ ...current, [slot]: picked.gameCode });
        }
      : null;

  return {
    games,
    refreshable: recommendation && seed !== null,
    failed:
      catalogueFailed ||
      (needs.includes('favourites') && favourites.failed) ||
      playerGames.failed ||
      gameResults.failed ||
      special.failed ||
      personalised.failed,
    refresh,
  };
}
