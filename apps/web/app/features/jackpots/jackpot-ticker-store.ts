/**
 * The jackpot ticker as an external store (catalogue.md sections 4 and 9), driving core's jackpot-ticker
 * functions: a refresh at most every 30 s (a failure leaves the refresh time unset, so the next call
 * retries), the top levels tick every interval/6 and the low levels every interval/10 of the 10 s base
 * interval (core's JACKPOT_TOP_TICK_MS and JACKPOT_LOW_TICK_MS). Timers run only while someone
 * subscribes and the tab is visible; a tab coming back refreshes at once when the 30 s have passed.
 *
 * Choice where the spec is silent: a run of failed refreshes reports the error once, not every 30 s.
 */

import {
  createJackpotTicker,
  JACKPOT_LOW_TICK_MS,
  JACKPOT_REFRESH_MS,
  JACKPOT_TOP_TICK_MS,
  type JackpotTickerState,
  jackpotAmountsByGameCode,
  receiveJackpots,
  shouldRefreshJackpots,
  type TickerJackpot,
  tickLowLevels,
  tickTopLevels,
} from '@casino/core/jackpot-ticker';
import type { Jackpot } from '@casino/core/schemas';
import {
  documentVisibility,
  type PageVisibility,
  subscribeWhileVisible,
} from '~/shared/hooks/page-visibility';
import { notify } from '~/shared/snackbars/snackbar-store';
import { JACKPOTS_ERROR } from './jackpots-api';

export interface JackpotTickerSnapshot {
  ticker: JackpotTickerState;
  /** The jackpots' game codes from the last non-empty fetch (none before the first). */
  jackpots: readonly Pick<Jackpot, 'id' | 'gameCodes'>[];
}

export interface JackpotTickerStore {
  /** Ref-counted: ticking and refreshing run while there is a subscriber and the tab is visible. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): JackpotTickerSnapshot;
  /**
   * Seeds from server-rendered jackpots, only while the store has nothing yet. A seed with every
   * jackpot's game codes counts as a refresh; without them the first subscriber still fetches them.
   */
  seed(jackpots: readonly SeedJackpot[]): void;
  /** Fetches when core's 30 s rule allows it; never rejects. */
  refresh(): Promise<void>;
}

export type SeedJackpot = TickerJackpot & { gameCodes?: readonly string[] };

export interface JackpotTickerStoreOptions {
  load: () => Promise<readonly Jackpot[]>;
  onError: (key: typeof JACKPOTS_ERROR) => void;
  now?: () => number;
  random?: () => number;
  visibility?: PageVisibility;
}

/** The ticker seeded from server data at time 0: what the server and the hydrating client show. */
export function seededSnapshot(jackpots: readonly TickerJackpot[]): JackpotTickerSnapshot {
  return { ticker: receiveJackpots(createJackpotTicker(), jackpots, 0), jackpots: [] };
}

const amountsCache = new WeakMap<JackpotTickerSnapshot, Readonly<Record<string, number>>>();

/** The ticking amount per game code, computed once per snapshot. */
export function amountsByGameCode(snapshot: JackpotTickerSnapshot): Readonly<Record<string, number>> {
  let amounts = amountsCache.get(snapshot);
  if (!amounts) {
    amounts = jackpotAmountsByGameCode(snapshot.ticker, snapshot.jackpots);
    amountsCache.set(snapshot, amounts);
  }
  return amounts;
}

export function createJackpotTickerStore(options: JackpotTickerStoreOptions): JackpotTickerStore {
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const visibility = options.visibility ?? documentVisibility;
  const listeners = new Set<() => void>();
  let snapshot: JackpotTickerSnapshot = { ticker: createJackpotTicker(), jackpots: [] };
  let timers: ReturnType<typeof setInterval>[] = [];
  let inflight: Promise<void> | null = null;
  let failing = false;

  const publish = (next: JackpotTickerSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const tick = (advance: (ticker: JackpotTickerState) => JackpotTickerState) => () => {
    if (snapshot.ticker.levels.length > 0) publish({ ...snapshot, ticker: advance(snapshot.ticker) });
  };

  const refresh = (): Promise<void> => {
    if (inflight) return inflight;
    if (!shouldRefreshJackpots(snapshot.ticker, now())) return Promise.resolve();
    inflight = options
      .load()
      .then(
        (jackpots) => {
          failing = false;
          publish({
            ticker: receiveJackpots(snapshot.ticker, jackpots, now()),
            jackpots: jackpots.length > 0 ? jackpots : snapshot.jackpots,
          });
        },
        (error: unknown) => {
          console.error('Jackpots: refresh failed', error);
          publish({ ...snapshot, ticker: receiveJackpots(snapshot.ticker, null, now()) });
          if (!failing) options.onError(JACKPOTS_ERROR);
          failing = true;
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  const pause = () => {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  };

  const resume = () => {
    if (timers.length > 0) return;
    timers = [
      setInterval(
        tick((ticker) => tickTopLevels(ticker, now())),
        JACKPOT_TOP_TICK_MS,
      ),
      setInterval(
        tick((ticker) => tickLowLevels(ticker, now(), random)),
        JACKPOT_LOW_TICK_MS,
      ),
      setInterval(() => void refresh(), JACKPOT_REFRESH_MS),
    ];
    void refresh();
  };

  const followVisibility = () => {
    if (visibility.hidden()) pause();
    else resume();
  };

  return {
    subscribe: subscribeWhileVisible(listeners, visibility, followVisibility, pause),
    getSnapshot: () => snapshot,
    seed(jackpots) {
      if (jackpots.length === 0) return;
      if (snapshot.ticker.levels.length > 0 || snapshot.ticker.lastRefreshAt !== null || inflight) return;
      const ticker = receiveJackpots(snapshot.ticker, jackpots, now());
      const codes = jackpots.flatMap(({ id, gameCodes }) =>
        gameCodes ? [{ id, gameCodes: [...gameCodes] }] : [],
      );
      publish(
        codes.length === jackpots.length
          ? { ticker, jackpots: codes }
          : { ticker: { ...ticker, lastRefreshAt: null }, jackpots: snapshot.jackpots },
      );
    },
    refresh,
  };
}

const stores = new Map<string, JackpotTickerStore>();

/** One store per jackpots address (locale and status are in it), shared by the whole page. */
export function jackpotTickerStore(url: string, load: () => Promise<readonly Jackpot[]>): JackpotTickerStore {
  let store = stores.get(url);
  if (!store) {
    store = createJackpotTickerStore({
      load,
      // errors.failed-to-fetch-jackpots is a toast (catalogue.md section 8).
      onError: (key) => notify({ type: 'alert', title: key, limit: 1 }),
    });
    stores.set(url, store);
  }
  return store;
}
