import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ro from '~/i18n/ro.json';
import { createTranslate } from '~/shared/i18n/translate';
import type { LiveFeed, LiveFeedOptions, LiveFeedStatus } from '../../services/live-feed';
import { freeSeatsText } from './live-table-copy';
import { createLiveTablesStore, LIVE_FEED_GRACE_MS } from './live-tables-store';

/** A feed double: the test plays the server through the options the store passed in. */
function fakeFeed() {
  const made: { options: LiveFeedOptions; feed: LiveFeed; setStatus: (status: LiveFeedStatus) => void }[] =
    [];
  const createFeed = (options: LiveFeedOptions): LiveFeed => {
    let status: LiveFeedStatus = 'disconnected';
    const listeners = new Set<() => void>();
    const setStatus = (next: LiveFeedStatus) => {
      status = next;
      for (const listener of listeners) listener();
    };
    const feed: LiveFeed = {
      start: vi.fn(async () => setStatus('connected')),
      stop: vi.fn(async () => {
        setStatus('disconnected');
        options.onTables({});
      }),
      getTables: () => ({}),
      getStatus: () => status,
      subscribeStatus: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    made.push({ options, feed, setStatus });
    return feed;
  };
  return { made, createFeed };
}

const table = { ImsGameCode: 'bj-1', Language: 'ro', Status: 'online', SeatsAvailability: { 1: false } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createLiveTablesStore', () => {
  it('starts the feed on the first subscriber only and publishes tables and status', () => {
    const { made, createFeed } = fakeFeed();
    const store = createLiveTablesStore({ hubUrl: 'http://hub', onError: vi.fn(), createFeed });
    const first = vi.fn();
    store.subscribe(first);
    store.subscribe(vi.fn());
    expect(made).toHaveLength(1);
    const feed = made[0]!;
    expect(feed.feed.start).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('connected');
    feed.options.onTables({ 'bj-1': table });
    expect(store.getSnapshot().tables['bj-1']).toBe(table);
    feed.setStatus('reconnecting');
    expect(store.getSnapshot()).toEqual({ tables: { 'bj-1': table }, status: 'reconnecting' });
    expect(first).toHaveBeenCalledTimes(3);
  });

  it('stops only a grace period after the last subscriber leaves', () => {
    const { made, createFeed } = fakeFeed();
    const store = createLiveTablesStore({ hubUrl: 'http://hub', onError: vi.fn(), createFeed });
    const a = store.subscribe(vi.fn());
    const b = store.subscribe(vi.fn());
    a();
    b();
    b();
    vi.advanceTimersByTime(LIVE_FEED_GRACE_MS - 1);
    expect(made[0]!.feed.stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(made[0]!.feed.stop).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ tables: {}, status: 'disconnected' });
  });

  it('keeps the connection when a new page subscribes within the grace period', () => {
    const { made, createFeed } = fakeFeed();
    const store = createLiveTablesStore({ hubUrl: 'http://hub', onError: vi.fn(), createFeed });
    store.subscribe(vi.fn())();
    vi.advanceTimersByTime(LIVE_FEED_GRACE_MS / 2);
    const again = store.subscribe(vi.fn());
    vi.advanceTimersByTime(LIVE_FEED_GRACE_MS * 2);
    expect(made[0]!.feed.stop).not.toHaveBeenCalled();
    expect(made[0]!.feed.start).toHaveBeenCalledTimes(1);
    again();
    vi.advanceTimersByTime(LIVE_FEED_GRACE_MS);
    expect(made[0]!.feed.stop).toHaveBeenCalledTimes(1);
    store.subscribe(vi.fn());
    expect(made[0]!.feed.start).toHaveBeenCalledTimes(2);
    expect(made).toHaveLength(1);
  });

  it('passes feed errors to the callback', () => {
    const { made, createFeed } = fakeFeed();
    const onError = vi.fn();
    const store = createLiveTablesStore({ hubUrl: 'http://hub', onError, createFeed });
    store.subscribe(vi.fn());
    made[0]!.options.onError('errors.failed-to-connect-to-live-feed');
    expect(onError).toHaveBeenCalledWith('errors.failed-to-connect-to-live-feed');
  });
});

describe('freeSeatsText', () => {
  it.each([
    [0, 'Niciun loc liber'],
    [1, '1 loc liber'],
    [2, '2 locuri libere'],
    [7, '7 locuri libere'],
    [19, '19 locuri libere'],
    [20, '20 de locuri libere'],
    [101, '101 locuri libere'],
  ])('%i -> %s', (count, text) => {
    expect(freeSeatsText(createTranslate('ro-RO', ro), count)).toBe(text);
  });
});
