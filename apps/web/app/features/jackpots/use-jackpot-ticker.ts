/**
 * Hooks over the shared jackpot ticker. The server and the hydrating client show the ticker seeded from
 * the loader's jackpots (99% of the real amounts, core's start of the climb), so the markup matches and
 * nothing jumps when the client store takes over.
 */
import { type JackpotTickerState, jackpotTickerTotal } from '@casino/core/jackpot-ticker';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { useLocale } from '~/shared/i18n/i18n';
import {
  amountsByGameCode,
  type JackpotTickerSnapshot,
  type JackpotTickerStore,
  jackpotTickerStore,
  type SeedJackpot,
  seededSnapshot,
} from './jackpot-ticker-store';
import { fetchJackpots, jackpotsUrl } from './jackpots-api';

export interface JackpotTickerView {
  /** The ticking total of a jackpot; null when neither the seed nor a fetch knows it. */
  total(jackpotId: string): number | null;
  /** The real total it climbs to: pass it to JackpotAmount's `reserveFor`. */
  target(jackpotId: string): number | null;
  /** The ticking amount per game code (a game in several jackpots shows the largest). */
  byGameCode: Readonly<Record<string, number>>;
}

const NO_SEED: readonly SeedJackpot[] = [];

/** Server jackpot cards (levels with an amount, game codes when the card has them) as ticker seed. */
export function tickerSeed(
  cards: readonly {
    id: string;
    levels: readonly { name: string; amount: number }[];
    gameCodes?: readonly string[];
  }[],
): SeedJackpot[] {
  return cards.map((card) => ({
    id: card.id,
    jackpotLevels: [...card.levels],
    ...(card.gameCodes ? { gameCodes: card.gameCodes } : {}),
  }));
}

function useStore(): JackpotTickerStore {
  const { contentApiUrl } = usePublicConfig();
  const locale = useLocale();
  const status = useShell()?.preview ? 'draft' : 'published';
  const url = jackpotsUrl(contentApiUrl, locale, status);
  return jackpotTickerStore(url, () => fetchJackpots(url));
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
 * Subscribes the component to the ticker (starting it), seeded with the server's jackpots. Pass a
 * stable array (e.g. memoised `tickerSeed(loaderData.jackpots)`): a new one re-subscribes.
 */
export function useJackpotTicker(seed: readonly SeedJackpot[] = NO_SEED): JackpotTickerView {
  const store = useStore();
  const fallback = useMemo(() => seededSnapshot(seed), [seed]);
  // Seeding before subscribing keeps the first refresh 30 s away instead of fetching what SSR just sent.
  const subscribe = useCallback(
    (listener: () => void) => {
      store.seed(seed);
      return store.subscribe(listener);
    },
    [store, seed],
  );
  const snapshot = useSyncExternalStore(subscribe, store.getSnapshot, () => fallback);
  return useMemo(() => tickerView(snapshot, fallback), [snapshot, fallback]);
}

/** The ticking jackpot amount of one game (a tile badge), or null; re-renders only when it changes. */
export function useGameJackpotAmount(gameCode: string): number | null {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => amountsByGameCode(store.getSnapshot())[gameCode] ?? null,
    () => null,
  );
}
