import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { fetchWinners, winnersUrl } from './winners-api';
import { createWinnersFeed, type KnownGames, type LiveWinner, WINNERS_SHOWN } from './winners-feed-store';

export interface WinnersFeed {
  winners: readonly LiveWinner[];
  /** The last refresh failed: show the try-again toast with `retry`. */
  failed: boolean;
  /** Fetches now; resolves whether it succeeded (show the toast again when not). */
  retry: () => Promise<boolean>;
}

/** Game code to name, for `useWinnersFeed` (e.g. from the client catalogue's games). */
export function knownGamesOf(games: readonly { gameCode: string; name: string }[]): KnownGames {
  return new Map(games.map((game) => [game.gameCode, game.name]));
}

/**
 * The server-rendered winners, refreshed every 30 s from the public winners API once the known games
 * are there (null while the catalogue loads). Pass a memoised map.
 */
export function useWinnersFeed(
  initial: readonly LiveWinner[],
  knownGames: KnownGames | null,
  options: { limit?: number; country?: string } = {},
): WinnersFeed {
  const { winnersApiUrl } = usePublicConfig();
  const url = winnersUrl(winnersApiUrl, options.country);
  const [store] = useState(() =>
    createWinnersFeed({
      load: () => fetchWinners(url),
      initial,
      known: knownGames,
      limit: options.limit ?? WINNERS_SHOWN,
    }),
  );
  useEffect(() => store.setKnownGames(knownGames), [store, knownGames]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { winners: snapshot.winners, failed: snapshot.failed, retry: store.retry };
}
