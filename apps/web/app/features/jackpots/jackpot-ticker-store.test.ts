import {
  JACKPOT_LOW_TICK_MS,
  JACKPOT_REFRESH_MS,
  JACKPOT_TOP_TICK_MS,
  jackpotTickerTotal,
} from '@casino/core/jackpot-ticker';
import type { Jackpot } from '@casino/core/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { reserveWidthCh, tweenAmount } from './jackpot-amount-format';
import { amountsByGameCode, createJackpotTickerStore, seededSnapshot } from './jackpot-ticker-store';
import { fetchJackpots, jackpotsUrl } from './jackpots-api';

const jackpot = (id: string, amounts: number[], gameCodes = [`${id}-game`]): Jackpot => ({
  id,
  slug: id,
  title: id,
  currency: 'RON',
  gameCodes,
  jackpotLevels: amounts.map((amount, index) => ({ name: `L${index}`, amount })),
  image: null,
  seoId: null,
});

function setup(load = vi.fn(async (): Promise<Jackpot[]> => [jackpot('mega', [100_000, 5_000, 500, 50])])) {
  const { visibility, setHidden, listeners } = fakeVisibility();
  const onError = vi.fn();
  const store = createJackpotTickerStore({ load, onError, visibility, random: () => 0.5 });
  return { store, load, onError, setHidden, visibilityListeners: listeners };
}

const total = (store: ReturnType<typeof setup>['store'], id = 'mega') =>
  jackpotTickerTotal(store.getSnapshot().ticker, id);

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('createJackpotTickerStore', () => {
  it('fetches on the first subscriber and climbs from 99% on core ticks', async () => {
    const { store, load } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    const start = total(store);
    expect(start).toBe(104_494.5);
    await vi.advanceTimersByTimeAsync(JACKPOT_LOW_TICK_MS);
    const afterLow = total(store);
    expect(afterLow).toBeGreaterThan(start);
    await vi.advanceTimersByTimeAsync(JACKPOT_TOP_TICK_MS);
    expect(total(store)).toBeGreaterThan(afterLow);
    expect(total(store)).toBeLessThanOrEqual(105_550);
    expect(listener).toHaveBeenCalled();
  });

  it('refreshes at most every 30 s', async () => {
    const { store, load } = setup();
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS - 1);
    await store.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reports a failure once per run of failures and retries on the next call', async () => {
    const load = vi.fn(async (): Promise<Jackpot[]> => {
      throw new Error('HTTP 503');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, onError } = setup(load);
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith('errors.failed-to-fetch-jackpots');
    expect(store.getSnapshot().ticker.lastRefreshAt).toBeNull();
    await store.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
    load.mockResolvedValueOnce([jackpot('mega', [1_000])]);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(total(store)).toBe(990);
    load.mockRejectedValueOnce(new Error('HTTP 500'));
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(total(store)).toBeGreaterThanOrEqual(990);
  });

  it('ignores an empty answer but counts it as a refresh', async () => {
    const { store, load } = setup();
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    load.mockResolvedValueOnce([]);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(store.getSnapshot().ticker.levels).toHaveLength(4);
    expect(store.getSnapshot().jackpots).toHaveLength(1);
    await store.refresh();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('pauses ticking and refreshing while the tab is hidden', async () => {
    const { store, load, setHidden } = setup();
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    const frozen = total(store);
    await vi.advanceTimersByTimeAsync(5 * JACKPOT_REFRESH_MS);
    expect(total(store)).toBe(frozen);
    expect(load).toHaveBeenCalledTimes(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(JACKPOT_LOW_TICK_MS);
    expect(total(store)).toBeGreaterThan(frozen);
  });

  it('starts paused when subscribed in a hidden tab', async () => {
    const { store, load, setHidden } = setup();
    setHidden(true);
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops every timer and the visibility watch when the last subscriber leaves', async () => {
    const { store, load, visibilityListeners } = setup();
    const leave = store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    leave();
    const frozen = total(store);
    await vi.advanceTimersByTimeAsync(3 * JACKPOT_REFRESH_MS);
    expect(total(store)).toBe(frozen);
    expect(load).toHaveBeenCalledTimes(1);
    expect(visibilityListeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a seed with game codes counts as the refresh; one without them still fetches', async () => {
    const seeded = setup();
    seeded.store.seed([{ id: 'mega', jackpotLevels: [{ name: 'L0', amount: 1_000 }], gameCodes: ['g1'] }]);
    seeded.store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(seeded.load).not.toHaveBeenCalled();
    expect(total(seeded.store)).toBe(990);
    expect(amountsByGameCode(seeded.store.getSnapshot())).toEqual({ g1: 990 });
    seeded.store.seed([{ id: 'other', jackpotLevels: [{ name: 'L0', amount: 5 }] }]);
    expect(total(seeded.store, 'other')).toBe(0);

    const partial = setup();
    partial.store.seed([{ id: 'mega', jackpotLevels: [{ name: 'L0', amount: 1_000 }] }]);
    expect(total(partial.store)).toBe(990);
    partial.store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(partial.load).toHaveBeenCalledTimes(1);
    expect(amountsByGameCode(partial.store.getSnapshot())['mega-game']).toBeGreaterThan(0);
  });

  it('the server snapshot shows the same 99% start as the client', () => {
    const snapshot = seededSnapshot([{ id: 'mega', jackpotLevels: [{ name: 'L0', amount: 2_000 }] }]);
    expect(jackpotTickerTotal(snapshot.ticker, 'mega')).toBe(1_980);
  });
});

describe('fetchJackpots', () => {
  it('asks the content API with locale and status and drops malformed jackpots', async () => {
    const fetcher = vi.fn(
      async () => new Response(JSON.stringify([jackpot('mega', [10]), { id: 'broken' }]), { status: 200 }),
    );
    const url = jackpotsUrl('http://content', 'ro', 'published');
    expect(url).toBe('http://content/Jackpots?locale=ro&status=published');
    const jackpots = await fetchJackpots(url, fetcher as unknown as typeof fetch);
    expect(jackpots.map((item) => item.id)).toEqual(['mega']);
  });

  it('throws on an HTTP error or a body that is not a list', async () => {
    const failing = vi.fn(async () => new Response('{}', { status: 502 }));
    await expect(fetchJackpots('http://x', failing as unknown as typeof fetch)).rejects.toThrow('HTTP 502');
    const odd = vi.fn(async () => new Response('{"items":[]}', { status: 200 }));
    await expect(fetchJackpots('http://x', odd as unknown as typeof fetch)).rejects.toThrow('list');
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
