/**
 * Hooks over the page's jackpot ticker. The server and the hydrating client show the ticker started from
 * the loader's jackpot cards (99% of the real amounts, core's start of the climb), so the markup matches
 * and nothing jumps when the browser takes over; the jackpots query then refreshes it every 30 s.
 */
import { type JackpotTickerState, jackpotTickerTotal } from '@casino/core/jackpot-ticker';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useQuery } from '~/shared/data/use-query';
import { notify } from '~/shared/snackbars/snackbar-store';
import { JACKPOTS_ERROR, jackpotsQuery } from './api/jackpots';
import type { JackpotCard } from './jackpot-card';
import {
  amountsByGameCode,
  createJackpotTickerStore,
  type JackpotTickerSnapshot,
  seededSnapshot,
} from './jackpot-ticker-store';

export interface JackpotTickerView {
  /** The ticking total of a jackpot; null when neither the server nor a refresh knows it. */
  total(jackpotId: string): number | null;
  /** The real total it climbs to: pass it to JackpotAmount's `reserveFor`. */
  target(jackpotId: string): number | null;
  /** The ticking amount per game code (a game in several jackpots shows the largest). */
  byGameCode: Readonly<Record<string, number>>;
}

/** One ticker per page, shared by every widget, card and tile badge. */
const pageTicker = createJackpotTickerStore();
const NO_CARDS: readonly JackpotCard[] = [];
/** A run of failed refreshes is reported once. */
let failing = false;

/** The jackpots query, feeding the page's ticker; a failure is the spec's toast. */
function useJackpotsRefresh(cards: readonly JackpotCard[]): void {
  const { contentApiUrl } = usePublicConfig();
  const ctx = useContentContext();
  const { data, error } = useQuery(jackpotsQuery(contentApiUrl, ctx, [...cards]));
  useEffect(() => {
    if (data) pageTicker.receive(data);
  }, [data]);
  useEffect(() => {
    if (!error) {
      if (data) failing = false;
      return;
    }
    if (failing) return;
    failing = true;
    console.error('Jackpots: refresh failed', error);
    notify({ type: 'alert', title: JACKPOTS_ERROR, limit: 1 });
  }, [error, data]);
}

function knows(ticker: JackpotTickerState, jackpotId: string): boolean {
  return ticker.levels.some((level) => level.jackpotId === jackpotId);
}

function realTotal(ticker: JackpotTickerState, jackpotId: string): number {
  let total = 0;
  for (const level of ticker.levels) if (level.jackpotId === jackpotId) total += level.real;
  return total;
}

function tickerView(snapshot: JackpotTickerSnapshot, fallback: JackpotTickerSnapshot): JackpotTickerView {
  const source = (jackpotId: string) =>
    knows(snapshot.ticker, jackpotId)
      ? snapshot.ticker
      : knows(fallback.ticker, jackpotId)
        ? fallback.ticker
        : null;
  return {
    total(jackpotId) {
      const ticker = source(jackpotId);
      return ticker ? jackpotTickerTotal(ticker, jackpotId) : null;
    },
    target(jackpotId) {
      const ticker = source(jackpotId);
      return ticker ? realTotal(ticker, jackpotId) : null;
    },
    byGameCode: amountsByGameCode(snapshot),
  };
}

/**
 * The ticker for a page's jackpot cards (the server's). Pass a stable array (the loader's): a new one is
 * new data. It ticks while `watching` (the totals are on screen, useOnScreen): with no total in view the
 * page's ticker stops, and the next look shows the total climbed on since, rolling up to it.
 */
export function useJackpotTicker(
  cards: readonly JackpotCard[] = NO_CARDS,
  watching = true,
): JackpotTickerView {
  useJackpotsRefresh(cards);
  const fallback = useMemo(() => seededSnapshot(cards), [cards]);
  // The server's cards start an empty ticker as the component subscribes, so nothing jumps.
  const subscribe = useCallback(
    (listener: () => void) => {
      if (cards.length > 0 && pageTicker.getSnapshot().ticker.levels.length === 0) pageTicker.receive(cards);
      return watching ? pageTicker.subscribe(listener) : () => {};
    },
    [cards, watching],
  );
  // Off screen it keeps what it last showed, though tile badges may keep the page's ticker going and
  // the component render for another reason (a refresh): nothing changes where nobody looks.
  const shown = useRef<JackpotTickerSnapshot | null>(null);
  const getSnapshot = useCallback(() => {
    if (watching || shown.current === null) shown.current = pageTicker.getSnapshot();
    return shown.current;
  }, [watching]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, () => fallback);
  return useMemo(() => tickerView(snapshot, fallback), [snapshot, fallback]);
}

/** The ticking jackpot amount of one game (a tile badge), or null; re-renders only when it changes. */
export function useGameJackpotAmount(gameCode: string): number | null {
  useJackpotsRefresh(NO_CARDS);
  return useSyncExternalStore(
    pageTicker.subscribe,
    () => amountsByGameCode(pageTicker.getSnapshot())[gameCode] ?? null,
    () => null,
  );
}
