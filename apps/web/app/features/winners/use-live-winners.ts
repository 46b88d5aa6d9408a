import { useEffect, useMemo } from 'react';
import { useCatalogue } from '~/features/games/use-catalogue';
import { notify } from '~/shared/snackbars/snackbar-store';
import { knownGamesOf, useWinnersFeed } from './use-winners-feed';
import type { LiveWinner } from './winners-feed-store';

/** Lets the first paint and the first seconds of a visit alone: winners only refresh after 30 s. */
const CATALOGUE_DELAY_MS = 10_000;

/**
 * The winners a page shows: the server's, then the public winners API every 30 s, only for games the
 * lobby knows; a failed refresh shows a toast whose action tries again.
 */
export function useLiveWinners(initial: readonly LiveWinner[], lobby: 'casino' | 'live') {
  const { catalogue } = useCatalogue(lobby, { delayMs: CATALOGUE_DELAY_MS });
  const known = useMemo(() => (catalogue ? knownGamesOf(catalogue.games) : null), [catalogue]);
  const feed = useWinnersFeed(initial, known);
  const { failed, retry } = feed;
  useEffect(() => {
    if (!failed) return;
    notify({
      type: 'alert',
      title: 'errors.failed-to-fetch-live-winners',
      actionText: 'errors.tryAgain',
      limit: 1,
      onAction: () => void retry(),
    });
  }, [failed, retry]);
  return feed.winners;
}
