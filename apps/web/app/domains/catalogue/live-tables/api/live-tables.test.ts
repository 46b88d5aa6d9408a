import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ro from '~/i18n/ro.json';
import {
  createLiveFeed,
  type HubConnectionLike,
  type LiveFeed,
  type LiveFeedOptions,
  type LiveFeedStatus,
} from '~/platform/browser/live-feed';
import { createDataClient } from '~/shared/data/query-client';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { createTranslate } from '~/shared/i18n/translate';
import { snackbarStore } from '~/shared/snackbars/snackbar-store';
import { freeSeatsText } from '../live-table-copy';
import { LIVE_FEED_GRACE_MS, liveTablesQuery, NO_LIVE_TABLES } from './live-tables';

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

function setup() {
  const { visibility } = fakeVisibility();
  const client = createDataClient({ visibility });
  const { made, createFeed } = fakeFeed();
  const query = liveTablesQuery('http://hub', createFeed);
  return { client, made, query };
}

describe('the live tables query', () => {
  it('starts the feed with the first watcher only and publishes tables and status', () => {
    const { client, made, query } = setup();
    expect(client.getState(query).data).toEqual(NO_LIVE_TABLES);
    client.watch(query, vi.fn());
    client.watch(query, vi.fn());
    expect(made).toHaveLength(1);
    made[0]!.options.onTables({ 'bj-1': table });
    made[0]!.setStatus('connected');
    expect(client.getState(query).data).toEqual({ tables: { 'bj-1': table }, status: 'connected' });
  });

  it('stops only a grace period after the last watcher leaves', async () => {
    const { client, made, query } = setup();
    const a = client.watch(query, vi.fn());
    const b = client.watch(query, vi.fn());
    a();
    b();
    await vi.advanceTimersByTimeAsync(LIVE_FEED_GRACE_MS - 1);
    expect(made[0]!.feed.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(made[0]!.feed.stop).toHaveBeenCalledOnce();
  });

  it('keeps the connection when a new page watches within the grace period', async () => {
    const { client, made, query } = setup();
    client.watch(query, vi.fn())();
    await vi.advanceTimersByTimeAsync(LIVE_FEED_GRACE_MS / 2);
    client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(LIVE_FEED_GRACE_MS);
    expect(made).toHaveLength(1);
    expect(made[0]!.feed.stop).not.toHaveBeenCalled();
  });

  it('shows feed errors as toasts', () => {
    const { client, made, query } = setup();
    client.watch(query, vi.fn());
    made[0]!.options.onError('errors.failed-to-connect-to-live-feed');
    expect(snackbarStore.get().items.map((item) => item.title)).toContain(
      'errors.failed-to-connect-to-live-feed',
    );
  });
});

describe('the live feed disconnect toast (catalogue.md section 8)', () => {
  it('a disconnect that fails, after the last live page, shows errors.failed-to-disconnect-from-live-feed', async () => {
    const { visibility } = fakeVisibility();
    const client = createDataClient({ visibility });
    const stop = vi.fn(async () => {
      throw new Error('socket stuck');
    });
    const hub = {
      on: vi.fn(),
      onreconnecting: vi.fn(),
      onreconnected: vi.fn(),
      onclose: vi.fn(),
      start: vi.fn(async () => {}),
      stop,
    } as unknown as HubConnectionLike;
    const query = liveTablesQuery('http://hub/disconnect', (options) =>
      createLiveFeed({ ...options, logger: { error: () => {} }, connect: async () => hub }),
    );
    const unwatch = client.watch(query, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    unwatch();
    await vi.advanceTimersByTimeAsync(LIVE_FEED_GRACE_MS);
    expect(stop).toHaveBeenCalledOnce();
    const toast = snackbarStore
      .get()
      .items.find((item) => item.title === 'errors.failed-to-disconnect-from-live-feed');
    expect(toast).toMatchObject({ type: 'alert' });
    // The toast's Romanian text.
    expect(createTranslate('ro-RO', ro)(toast!.title)).toBe('Deconectarea de la mesele live a eșuat.');
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
