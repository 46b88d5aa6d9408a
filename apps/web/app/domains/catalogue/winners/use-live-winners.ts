import type { Lobby } from '@casino/core/filters';
import type { Winner } from '@casino/core/schemas';
import { knownWinners, type LiveWinner, WINNERS_SHOWN } from '@casino/core/winners';
import { useMemo } from 'react';
import { useCatalogue } from '~/domains/catalogue/games';
import { usePublicConfig } from '~/shared/context/public-config';
import { fetchJson } from '~/shared/data/fetch-json';
import { useQuery } from '~/shared/data/use-query';
import { useFailureToast } from '~/shared/snackbars/snackbars';
import { winnersQuery } from './api/winners';

/** Lets the first paint and the first seconds of a visit alone: winners only refresh after 30 s. */
const CATALOGUE_DELAY_MS = 10_000;

const asWinner = (winner: LiveWinner): Winner => ({ ...winner, kind: 'recent' });
const load = (url: string, signal: AbortSignal) => fetchJson(url, { signal });

/**
 * The winners a page shows: the server's, then the public winners API every 30 s, only for games the
 * lobby knows (its catalogue, which loads 10 s after the page); a failed refresh shows a toast whose
 * action tries again.
 */
export function useLiveWinners(initial: readonly LiveWinner[], lobby: Lobby): readonly LiveWinner[] {
  const { winnersApiUrl } = usePublicConfig();
  const { catalogue } = useCatalogue(lobby, { delayMs: CATALOGUE_DELAY_MS });
  const seed = useMemo(() => initial.map(asWinner), [initial]);
  const { data, error, refetch } = useQuery(winnersQuery(winnersApiUrl, load, seed));
  const known = useMemo(
    () => (catalogue ? new Map(catalogue.games.map((game) => [game.gameCode, game.name])) : null),
    [catalogue],
  );
  useFailureToast(error, 'errors.failed-to-fetch-live-winners', refetch);
  // Until a refresh brings new winners and the known games are there, the server's list stays.
  return useMemo(
    () => (data && data !== seed && known ? knownWinners(data, known, WINNERS_SHOWN) : initial),
    [data, seed, known, initial],
  );
}
