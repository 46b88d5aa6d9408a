/**
 * The page's jackpot ticker (catalogue.md sections 4 and 9): core's jackpot-ticker functions over the
 * jackpots the data layer brings. Totals climb locally: the top levels tick every interval/6 and the
 * low levels every interval/10 of the 10 s base interval (core's JACKPOT_TOP_TICK_MS and
 * JACKPOT_LOW_TICK_MS), only while someone watches and the tab is visible. This is page state, not
 * server data: the refresh every 30 s is the jackpots query's.
 */
import {
  createJackpotTicker,
  JACKPOT_LOW_TICK_MS,
  JACKPOT_TOP_TICK_MS,
  type JackpotTickerState,
  jackpotAmountsByGameCode,
  receiveJackpots,
  tickLowLevels,
  tickTopLevels,
} from '@casino/core/jackpot-ticker';
import {
  documentVisibility,
  type PageVisibility,
  subscribeWhileVisible,
} from '~/shared/hooks/page-visibility';
import type { JackpotCard } from './jackpot-card';

export interface JackpotTickerSnapshot {
  ticker: JackpotTickerState;
  /** The jackpots' game codes from the last non-empty answer (none before the first). */
  jackpots: readonly Pick<JackpotCard, 'id' | 'gameCodes'>[];
}

export interface JackpotTickerStore {
  /** Ref-counted: ticking runs while there is a subscriber and the tab is visible. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): JackpotTickerSnapshot;
  /** New jackpots (a refresh, or the server's cards): an empty list is ignored. */
  receive(cards: readonly JackpotCard[]): void;
}

const asTickerJackpots = (cards: readonly JackpotCard[]) =>
  cards.map((card) => ({ id: card.id, jackpotLevels: card.levels }));

/** The ticker started from the server's cards at time 0: what the server and the hydrating client show. */
export function seededSnapshot(cards: readonly JackpotCard[]): JackpotTickerSnapshot {
  return { ticker: receiveJackpots(createJackpotTicker(), asTickerJackpots(cards), 0), jackpots: [] };
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

export function createJackpotTickerStore(
  options: { now?: () => number; random?: () => number; visibility?: PageVisibility } = {},
): JackpotTickerStore {
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const visibility = options.visibility ?? documentVisibility;
  const listeners = new Set<() => void>();
  let snapshot: JackpotTickerSnapshot = { ticker: createJackpotTicker(), jackpots: [] };
  let received: readonly JackpotCard[] | null = null;
  let timers: ReturnType<typeof setInterval>[] = [];

  const publish = (next: JackpotTickerSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const tick = (advance: (ticker: JackpotTickerState) => JackpotTickerState) => () => {
    if (snapshot.ticker.levels.length > 0) publish({ ...snapshot, ticker: advance(snapshot.ticker) });
  };
  const pause = () => {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  };
  const follow = () => {
    if (visibility.hidden()) return pause();
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
    ];
  };

  return {
    subscribe: subscribeWhileVisible(listeners, visibility, follow, pause),
    getSnapshot: () => snapshot,
    receive(cards) {
      if (cards === received) return;
      received = cards;
      publish({
        ticker: receiveJackpots(snapshot.ticker, asTickerJackpots(cards), now()),
        jackpots: cards.length > 0 ? cards : snapshot.jackpots,
      });
    },
  };
}
