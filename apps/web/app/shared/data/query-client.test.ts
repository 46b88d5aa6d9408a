import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { createDataClient, optimisticUpdate, type QueryOptions } from './query-client';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function setup() {
  const { visibility, setHidden } = fakeVisibility();
  const client = createDataClient({ visibility, now: () => Date.now() });
  return { client, setHidden };
}

/** A fetcher whose calls answer in order (a value, or an Error to reject with). */
function answers<T>(...values: (T | Error)[]) {
  return vi.fn(async (_signal: AbortSignal) => {
    const next = values.length > 1 ? values.shift() : values[0];
    if (next instanceof Error) throw next;
    return next as T;
  });
}

describe('the data client', () => {
  it('refuses a key that is not a name and plain values, or a handler that is not a function (shell.md section 5)', () => {
    const { client } = setup();
    const refused = [
      { key: 'games' },
      { key: [] },
      { key: [42, 'ro'] },
      { key: ['games', { lobby: 'casino' }] },
      { key: ['games', undefined] },
      { key: ['games'], fetch: 'https://content.test/games' },
      { key: ['feed'], live: {} },
    ] as unknown as QueryOptions<unknown>[];
    for (const query of refused)
      expect(() => client.watch(query, vi.fn()), JSON.stringify(query)).toThrow(TypeError);
    expect(() => client.setData(['games', 'ro', 1, true, null], [])).not.toThrow();
    expect(() => client.watch({ key: ['games', 'ro'], fetch: answers([]) }, vi.fn())).not.toThrow();
  });

  it('loads a watched query once, however many watch it, and shares the answer', async () => {
    const { client } = setup();
    const fetch = answers(['a']);
    const query: QueryOptions<string[]> = { key: ['games', 'ro'], fetch };
    const first = vi.fn();
    client.watch(query, first);
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getState(query)).toMatchObject({ data: ['a'], status: 'success', fetching: false });
    expect(first).toHaveBeenCalled();
  });

  it('keeps data fresh for staleMs: a new watcher within it loads nothing, after it loads again', async () => {
    const { client } = setup();
    const fetch = answers(1, 2);
    const query = { key: ['x'], fetch, staleMs: 10_000 };
    const stop = client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    stop();
    client.watch(query, vi.fn());
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getData(['x'])).toBe(2);
  });

  it('polls while watched and visible, pauses while hidden, and catches up when the tab returns', async () => {
    const { client, setHidden } = setup();
    const fetch = answers('v');
    const stop = client.watch({ key: ['poll'], fetch, pollMs: 30_000 }, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('loads a stale watched query again when the window regains focus, a fresh one not', async () => {
    const { visibility } = fakeVisibility();
    const focus = new Set<() => void>();
    const client = createDataClient({
      visibility,
      onFocus: (listener) => {
        focus.add(listener);
        return () => focus.delete(listener);
      },
      now: () => Date.now(),
    });
    const fetch = answers(1, 2);
    client.watch({ key: ['balance'], fetch, staleMs: 10_000 }, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    for (const listener of focus) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    for (const listener of focus) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getData(['balance'])).toBe(2);
  });

  it('retries a failure after 1 s and 2 s, then reports it and keeps the last data', async () => {
    const { client } = setup();
    const failure = new Error('HTTP 500');
    const fetch = answers<string>('old', failure, failure, failure);
    const query = { key: ['r'], fetch, pollMs: 60_000 };
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.getState(query)).toMatchObject({ data: 'old', error: null, fetching: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(client.getState(query)).toMatchObject({
      data: 'old',
      error: failure,
      status: 'success',
      fetching: false,
    });
  });

  it('a first load that fails is an error state', async () => {
    const { client } = setup();
    const failure = new Error('down');
    const query = { key: ['e'], fetch: answers<string>(failure), retry: 0 };
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState(query)).toMatchObject({ status: 'error', error: failure, data: undefined });
  });

  it('a load keeps its own fetch and retries when a watcher without them subscribes while it runs', async () => {
    // The gateway fault matrix (ADR 0022): a shelf watching the player's games (no fetch, no retry)
    // subscribed while the list's own load (retry 0) was in flight; the failure then read the
    // watcher's options, scheduled a retry without a fetch, and the query stayed loading for ever.
    const { client } = setup();
    const failure = new Error('HTTP 500');
    const fetch = answers<string[]>(failure);
    const query = { key: ['player', 'demo', 'player-games'], fetch, retry: 0 };
    const loading = client.fetch(query).catch((error: unknown) => error);
    const listener = vi.fn();
    client.watch({ key: query.key, enabled: false }, listener);
    expect(await loading).toBe(failure);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getState(query)).toMatchObject({ status: 'error', error: failure, fetching: false });
    expect(listener).toHaveBeenCalled();
  });

  it('retries a load with its own fetch even when a watcher without one subscribed meanwhile', async () => {
    const { client } = setup();
    const failure = new Error('down');
    const fetch = answers<string>(failure, 'back');
    const query = { key: ['balance'], fetch, retry: 1 };
    client.watch(query, vi.fn());
    client.watch({ key: query.key, enabled: false }, vi.fn());
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getState(query)).toMatchObject({ status: 'success', data: 'back', fetching: false });
  });

  it('starts from server-rendered data and loads only once it is stale', async () => {
    const { client } = setup();
    const fetch = answers(['fresh']);
    const query = { key: ['w'], fetch, initialData: ['server'], staleMs: 30_000 };
    client.watch(query, vi.fn());
    expect(client.getState(query).data).toEqual(['server']);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    await client.fetch(query);
    expect(client.getState(query).data).toEqual(['fresh']);
  });

  it('does not load a disabled query', async () => {
    const { client } = setup();
    const fetch = answers(1);
    client.watch({ key: ['off'], fetch, enabled: false, pollMs: 1000 }, vi.fn());
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('invalidates by key prefix: watched queries load again, others when next watched', async () => {
    const { client } = setup();
    const mine = answers('a', 'b');
    const other = answers('x', 'y');
    client.watch({ key: ['player', 'demo', 'favourites'], fetch: mine, staleMs: Infinity }, vi.fn());
    client.watch({ key: ['games'], fetch: other, staleMs: Infinity }, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    client.invalidate(['player', 'demo']);
    await vi.advanceTimersByTimeAsync(0);
    expect(mine).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
    expect(client.getData(['player', 'demo', 'favourites'])).toBe('b');
  });

  it('removes by key prefix: watchers see the query pending and an answer in flight is dropped', async () => {
    const { client } = setup();
    let release: (value: string) => void = () => {};
    const fetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const query = { key: ['player', 'demo', 'balance'], fetch };
    client.watch(query, vi.fn());
    client.remove(['player']);
    release('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState(query)).toMatchObject({ status: 'pending', data: undefined });
  });

  it('forgets an unwatched query after keepMs', async () => {
    const { client } = setup();
    const fetch = answers('a');
    const query = { key: ['k'], fetch, keepMs: 1000, staleMs: Infinity };
    client.watch(query, vi.fn())();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getData(['k'])).toBe('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getData(['k'])).toBeUndefined();
  });

  it('runs a live source while watched, and stops it keepMs after the last watcher leaves', async () => {
    const { client } = setup();
    let push: (value: number) => void = () => {};
    const stopLive = vi.fn();
    const live = vi.fn((send: (value: number) => void) => {
      push = send;
      return stopLive;
    });
    const query = { key: ['tables'], live, keepMs: 10_000 };
    const a = client.watch(query, vi.fn());
    expect(client.getState(query).status).toBe('pending');
    push(7);
    expect(client.getState(query)).toMatchObject({ data: 7, status: 'success' });
    a();
    await vi.advanceTimersByTimeAsync(5000);
    client.watch(query, vi.fn());
    expect(live).toHaveBeenCalledTimes(1);
    expect(stopLive).not.toHaveBeenCalled();
  });

  it('an optimistic update shows at once and rolls back on failure', async () => {
    const { client } = setup();
    const query = { key: ['fav'], fetch: answers(['a']), staleMs: Infinity };
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    const rollback = optimisticUpdate<string[]>(client, ['fav'], (current) => ['b', ...(current ?? [])]);
    expect(client.getData(['fav'])).toEqual(['b', 'a']);
    rollback();
    expect(client.getData(['fav'])).toEqual(['a']);
  });
});
