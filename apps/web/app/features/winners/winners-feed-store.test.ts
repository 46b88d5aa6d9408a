import type { Winner } from '@casino/core/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { fetchWinners, parseWinnersBody, winnersUrl } from './winners-api';
import { createWinnersFeed, type LiveWinner, WINNERS_REFRESH_MS } from './winners-feed-store';

const winner = (gameCode: string, amount = 100): Winner => ({
  gameCode,
  amount,
  currency: 'RON',
  player: 'Ion***',
  time: '2026-03-01T11:59:00.000Z',
  kind: 'recent',
});

const shown: LiveWinner = {
  id: 'slot-a-0',
  gameCode: 'slot-a',
  gameName: 'Slot A',
  player: 'Ana***',
  amount: 50,
  currency: 'RON',
  time: '2026-03-01T11:00:00.000Z',
};

const known = new Map([
  ['slot-a', 'Slot A'],
  ['slot-b', 'Slot B'],
]);

function setup(options: { initial?: LiveWinner[]; load?: () => Promise<readonly Winner[]> } = {}) {
  const { visibility, setHidden } = fakeVisibility();
  const load = vi.fn(
    options.load ?? (async () => [winner('slot-b', 10), winner('unknown'), winner('slot-a', 20)]),
  );
  const store = createWinnersFeed({ load, initial: options.initial ?? [shown], known, visibility });
  return { store, load, setHidden };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createWinnersFeed', () => {
  it('shows the server winners, then refreshes every 30 s keeping only known games', async () => {
    const { store, load } = setup();
    store.subscribe(vi.fn());
    expect(store.getSnapshot().winners).toEqual([shown]);
    await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot().winners.map((item) => [item.id, item.gameName])).toEqual([
      ['slot-b-0', 'Slot B'],
      ['slot-a-2', 'Slot A'],
    ]);
    await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches at once when the server sent no winners', async () => {
    const { store, load } = setup({ initial: [] });
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().winners).toHaveLength(2);
  });

  it('flags a failure, keeps the winners, and clears the flag when retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, load } = setup();
    load.mockRejectedValueOnce(new Error('HTTP 500'));
    store.subscribe(vi.fn());
    await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS);
    expect(store.getSnapshot()).toEqual({ winners: [shown], failed: true });
    await store.retry();
    expect(store.getSnapshot().failed).toBe(false);
    expect(store.getSnapshot().winners).toHaveLength(2);
  });

  it('waits for the known games before replacing the server winners', async () => {
    const load = vi.fn(async () => [winner('slot-b')]);
    const store = createWinnersFeed({ load, initial: [shown], known: null });
    await store.retry();
    expect(store.getSnapshot().winners).toEqual([shown]);
    store.setKnownGames(known);
    expect(store.getSnapshot().winners.map((item) => item.gameCode)).toEqual(['slot-b']);
  });

  it('caps the list at the limit', async () => {
    const load = vi.fn(async () => Array.from({ length: 20 }, () => winner('slot-a')));
    const store = createWinnersFeed({ load, initial: [], known, limit: 5 });
    await store.retry();
    expect(store.getSnapshot().winners).toHaveLength(5);
  });

  it('pauses while the tab is hidden and catches up when it comes back', async () => {
    const { store, load, setHidden } = setup();
    store.subscribe(vi.fn());
    setHidden(true);
    await vi.advanceTimersByTimeAsync(3 * WINNERS_REFRESH_MS);
    expect(load).not.toHaveBeenCalled();
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the last subscriber leaves', async () => {
    const { store, load } = setup();
    store.subscribe(vi.fn())();
    await vi.advanceTimersByTimeAsync(3 * WINNERS_REFRESH_MS);
    expect(load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('winners API', () => {
  it('parses the JSON string holding the list and drops malformed winners', () => {
    const body = JSON.stringify([winner('slot-a'), { gameCode: 'x' }]);
    expect(parseWinnersBody(body)).toEqual([winner('slot-a')]);
    expect(parseWinnersBody([winner('slot-b')])).toEqual([winner('slot-b')]);
    expect(parseWinnersBody('not json')).toBeNull();
    expect(parseWinnersBody('{"a":1}')).toBeNull();
  });

  it('asks for Romania and parses the body twice', async () => {
    const url = winnersUrl('http://winners');
    expect(url).toBe('http://winners/get-winners-live.php?country=ro');
    const fetcher = vi.fn(async () => new Response(JSON.stringify(JSON.stringify([winner('slot-a')]))));
    expect(await fetchWinners(url, fetcher as unknown as typeof fetch)).toEqual([winner('slot-a')]);
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchWinners(url, failing as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });
});
