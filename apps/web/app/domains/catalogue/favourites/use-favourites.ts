/**
 * The logged-in player's favourites for a shelf or a page (`/utilizator/preferate`, the live lobby's
 * favourites): game codes, newest first, null until loaded (and for guests). Given a lobby and its
 * games (the lobby's catalogue), only that lobby's favourites: live favourites on the live lobby.
 * The loading code comes with the first player who needs it (a guest's first visit does not carry it).
 */
import { favouritesInLobby } from '@casino/core/favourites';
import type { Lobby } from '@casino/core/filters';
import type { GameType } from '@casino/core/schemas';
import { useEffect, useMemo } from 'react';
import { usePlayerQuery } from '~/domains/player/player-watch';
import { usePlayerName } from '~/domains/player/session';
import { favouritesQuery } from './favourites-model';

const pageFavourites = () => import('./page-favourites').then((module) => module.favourites);

export interface UseFavourites {
  codes: string[] | null;
  /** The load failed (its toast with try again was shown). */
  failed: boolean;
  retry: () => Promise<boolean>;
}

export function useFavourites(
  options: { lobby?: Lobby; games?: ReadonlyMap<string, { type: GameType }> } = {},
): UseFavourites {
  const player = usePlayerName();
  // Watched without loading by itself (and without the gateway client, which a guest's first visit
  // does not carry): the page's favourites load it once and report a failure once.
  const { data, status: loadStatus } = usePlayerQuery(favouritesQuery, player);
  useEffect(() => {
    if (player) void pageFavourites().then((favourites) => favourites.ensure(player));
  }, [player]);
  const { lobby, games } = options;
  const codes = useMemo(() => {
    if (!player || !data) return null;
    return lobby && games ? favouritesInLobby(data, games, lobby) : data;
  }, [player, data, lobby, games]);
  return {
    codes,
    failed: player !== null && loadStatus === 'error',
    retry: async () => (player ? (await pageFavourites()).load(player, true) : false),
  };
}
