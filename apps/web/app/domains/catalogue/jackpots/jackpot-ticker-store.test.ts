import { JACKPOT_LOW_TICK_MS, JACKPOT_TOP_TICK_MS, jackpotTickerTotal } from '@casino/core/jackpot-ticker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { reserveWidthCh, tweenAmount } from './jackpot-amount-format';
import type { JackpotCard } from './jackpot-card';
import { amountsByGameCode, createJackpotTickerStore, seededSnapshot } from './jackpot-ticker-store';

const card = (id: string, amounts: number[], gameCodes = [`${id}-game`]): JackpotCard => ({
  id,
  slug: id,
  title: id,
  currency: 'RON',
  total: amounts.reduce((sum, amount) => sum + amount, 0),
  levels: amounts.map((amount, index) => ({ name: `L${index}`, amount })),
  gameCodes,
});

function setup() {
  const { visibility, setHidden, listeners } = fakeVisibility();
  const store = createJackpotTickerStore({ visibility, random: () => 0.5 });
  return { store, setHidden, visibilityListeners: listeners };
}

const total = (store: ReturnType<typeof setup>['store'], id = 'mega') =>
  jackpotTickerTotal(store.getSnapshot().ticker, id);

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the page jackpot ticker', () => {
  it('climbs from 99% on core ticks while someone watches', async () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.receive([card('mega', [100_000, 5_000, 500, 50])]);
    const start = total(store);
    expect(start).toBe(104_494.5);
    await vi.advanceTimersByTimeAsync(JACKPOT_LOW_TICK_MS);
    const afterLow = total(store);
    expect(afterLow).toBeGreaterThan(start);
    await vi.advanceTimersByTimeAsync(JACKPOT_TOP_TICK_MS);
    expect(total(store)).toBeGreaterThan(afterLow);
    expect(total(store)).toBeLessThanOrEqual(105_550);
    expect(listener).toHaveBeenCalled();
    expect(amountsByGameCode(store.getSnapshot())['mega-game']).toBe(total(store));
  });

  it('ignores an empty answer, keeping the levels and game codes it has', () => {
    const { store } = setup();
    store.receive([card('mega', [1_000])]);
    store.receive([]);
    expect(store.getSnapshot().ticker.levels).toHaveLength(1);
    expect(store.getSnapshot().jackpots).toHaveLength(1);
  });

  it('pauses ticking while the tab is hidden, and starts paused in a hidden tab', async () => {
    const { store, setHidden } = setup();
    setHidden(true);
    store.subscribe(vi.fn());
    store.receive([card('mega', [100_000])]);
    const frozen = total(store);
    await vi.advanceTimersByTimeAsync(10 * JACKPOT_TOP_TICK_MS);
    expect(total(store)).toBe(frozen);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(JACKPOT_TOP_TICK_MS);
    expect(total(store)).toBeGreaterThan(frozen);
  });

  it('stops every timer and the visibility watch when the last subscriber leaves', async () => {
    const { store, visibilityListeners } = setup();
    const leave = store.subscribe(vi.fn());
    store.receive([card('mega', [100_000])]);
    leave();
    const frozen = total(store);
    await vi.advanceTimersByTimeAsync(10 * JACKPOT_TOP_TICK_MS);
    expect(total(store)).toBe(frozen);
    expect(visibilityListeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the server snapshot shows the same 99% start as the client', () => {
    const snapshot = seededSnapshot([card('mega', [2_000])]);
    expect(jackpotTickerTotal(snapshot.ticker, 'mega')).toBe(1_980);
  });
});

describe('jackpot amount formatting', () => {
  it('tweens with ease-out in cents and lands exactly on the target', () => {
    expect(tweenAmount(100, 200, 0)).toBe(100);
    expect(tweenAmount(100, 200, 0.5)).toBe(187.5);
    expect(tweenAmount(100, 200, 1)).toBe(200);
    expect(tweenAmount(100, 200, 3)).toBe(200);
  });

  it('reserves the width of the largest amount it will show', () => {
    expect(reserveWidthCh([99_000.5, 100_000], 'RON')).toBe('100.000,00 RON'.length);
  });
});
