import * as signalr from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildHubConnection,
  createLiveFeed,
  type HubConnectionLike,
  LIVE_FEED_CONNECT_ERROR,
  LIVE_FEED_DISCONNECT_ERROR,
  type LiveFeedOptions,
} from './live-feed';

type Handler = (...args: unknown[]) => void;

/** A HubConnection stand-in the test drives: server pushes, reconnects and closes. */
class FakeHub implements HubConnectionLike {
  handlers = new Map<string, Handler>();
  reconnecting: ((error?: Error) => void)[] = [];
  reconnected: ((id?: string) => void)[] = [];
  closed: ((error?: Error) => void)[] = [];
  start = vi.fn(async () => {});
  stop = vi.fn(async () => {});
  on(name: string, handler: Handler) {
    this.handlers.set(name, handler);
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnecting.push(callback);
  }
  onreconnected(callback: (id?: string) => void) {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void) {
    this.closed.push(callback);
  }
  push(name: string, payload: unknown) {
    this.handlers.get(name)?.(payload);
  }
  fireReconnecting() {
    for (const callback of this.reconnecting) callback(new Error('socket lost'));
  }
  fireReconnected() {
    for (const callback of this.reconnected) callback('id-2');
  }
  fireClose(error?: Error) {
    for (const callback of this.closed) callback(error);
  }
}

const table = (code: string, status = 'online', seats: Record<string, unknown> = { 1: false, 2: true }) => ({
  ImsGameCode: code,
  Language: 'ro',
  Status: status,
  SeatsAvailability: seats,
});

function setup(overrides: Partial<LiveFeedOptions> = {}) {
  const hubs: FakeHub[] = [];
  const onTables = vi.fn();
  const onError = vi.fn();
  const logger = { error: vi.fn() };
  const feed = createLiveFeed({
    hubUrl: 'http://hub/live',
    onTables,
    onError,
    logger,
    connect: async () => {
      const hub = new FakeHub();
      hubs.push(hub);
      return hub;
    },
    ...overrides,
  });
  return { feed, hubs, onTables, onError, logger, hub: () => hubs.at(-1) as FakeHub };
}

afterEach(() => vi.restoreAllMocks());

describe('buildHubConnection', () => {
  it('uses WebSockets, keep-alive 15 s, server timeout 30 s, reconnect 0/2/10/30 s and error logging', () => {
    const withUrl = vi.spyOn(signalr.HubConnectionBuilder.prototype, 'withUrl');
    const reconnect = vi.spyOn(signalr.HubConnectionBuilder.prototype, 'withAutomaticReconnect');
    const logging = vi.spyOn(signalr.HubConnectionBuilder.prototype, 'configureLogging');
    const connection = buildHubConnection(signalr, 'http://hub/live');
    expect(withUrl).toHaveBeenCalledWith('http://hub/live', {
      transport: signalr.HttpTransportType.WebSockets,
      timeout: 100_000,
    });
    expect(reconnect).toHaveBeenCalledWith([0, 2000, 10000, 30000]);
    expect(logging).toHaveBeenCalledWith(signalr.LogLevel.Error);
    expect(connection.keepAliveIntervalInMilliseconds).toBe(15_000);
    expect(connection.serverTimeoutInMilliseconds).toBe(30_000);
    expect(connection.state).toBe(signalr.HubConnectionState.Disconnected);
  });

  it('forwards only errors to a given logger', () => {
    const logging = vi.spyOn(signalr.HubConnectionBuilder.prototype, 'configureLogging');
    const logger = { error: vi.fn() };
    buildHubConnection(signalr, 'http://hub/live', logger);
    const adapter = logging.mock.calls[0]?.[0] as signalr.ILogger;
    adapter.log(signalr.LogLevel.Information, 'connected');
    adapter.log(signalr.LogLevel.Warning, 'slow');
    adapter.log(signalr.LogLevel.Error, 'broken');
    adapter.log(signalr.LogLevel.Critical, 'dead');
    expect(logger.error.mock.calls).toEqual([['broken'], ['dead']]);
  });
});

describe('createLiveFeed', () => {
  it('connects, takes the table list, then upserts updates keyed by game code', async () => {
    const { feed, hub, onTables } = setup();
    await feed.start();
    expect(feed.getStatus()).toBe('connected');
    hub().push('TableListInit', [table('a'), table('b', 'offline')]);
    expect(Object.keys(feed.getTables())).toEqual(['a', 'b']);
    hub().push('TableUpdate', [table('b', 'online'), table('c')]);
    expect(feed.getTables().b?.Status).toBe('online');
    expect(Object.keys(feed.getTables()).sort()).toEqual(['a', 'b', 'c']);
    hub().push('TableListInit', [table('z')]);
    expect(Object.keys(feed.getTables())).toEqual(['z']);
    expect(onTables).toHaveBeenCalledTimes(3);
    expect(onTables).toHaveBeenLastCalledWith(feed.getTables());
  });

  it('drops malformed records and ignores a push that is not a list', async () => {
    const { feed, hub, logger, onTables } = setup();
    await feed.start();
    hub().push('TableListInit', [table('a'), { ImsGameCode: 'bad' }, null, table('b')]);
    expect(Object.keys(feed.getTables())).toEqual(['a', 'b']);
    expect(logger.error).toHaveBeenCalledWith('Live feed: 2 malformed table record(s) dropped');
    hub().push('TableUpdate', { not: 'a list' });
    expect(onTables).toHaveBeenCalledTimes(1);
  });

  /** Fake timers for the retries: the delays asked for, run one by one. */
  function fakeSchedule() {
    const pending: { ms: number; run: () => void }[] = [];
    return {
      schedule: (ms: number, run: () => void) => {
        const entry = { ms, run };
        pending.push(entry);
        return () => pending.splice(pending.indexOf(entry), 1);
      },
      pending,
      async next() {
        const entry = pending.shift();
        entry?.run();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return entry?.ms;
      },
    };
  }

  it('reports a failed first connection at once and retries it on the reconnect schedule', async () => {
    const failing = new FakeHub();
    failing.start.mockRejectedValueOnce(new Error('refused')).mockRejectedValueOnce(new Error('refused'));
    const timers = fakeSchedule();
    const { feed, onError } = setup({ connect: async () => failing, schedule: timers.schedule });
    await feed.start();
    expect(onError).toHaveBeenCalledWith(LIVE_FEED_CONNECT_ERROR);
    expect(feed.getStatus()).toBe('reconnecting');
    // A start while retrying waits for the schedule.
    await feed.start();
    expect(failing.start).toHaveBeenCalledTimes(1);
    expect(await timers.next()).toBe(0);
    expect(failing.start).toHaveBeenCalledTimes(2);
    expect(await timers.next()).toBe(2_000);
    expect(failing.start).toHaveBeenCalledTimes(3);
    expect(feed.getStatus()).toBe('connected');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(timers.pending).toHaveLength(0);
  });

  it('gives up after the last delay (0, 2, 10, 30 s) and can start again later', async () => {
    const timers = fakeSchedule();
    let fail = true;
    const { feed } = setup({
      schedule: timers.schedule,
      connect: () => (fail ? Promise.reject(new Error('chunk load failed')) : Promise.resolve(new FakeHub())),
    });
    await feed.start();
    const delays = [];
    while (timers.pending.length > 0) delays.push(await timers.next());
    expect(delays).toEqual([0, 2_000, 10_000, 30_000]);
    expect(feed.getStatus()).toBe('disconnected');
    fail = false;
    await feed.start();
    expect(feed.getStatus()).toBe('connected');
  });

  it('a stop cancels the retries of a failed first connection', async () => {
    const timers = fakeSchedule();
    const connect = vi.fn(() => Promise.reject(new Error('refused')));
    const { feed } = setup({ schedule: timers.schedule, connect });
    await feed.start();
    await feed.stop();
    expect(timers.pending).toHaveLength(0);
    expect(feed.getStatus()).toBe('disconnected');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('reports a failure to load the client as a failed connection', async () => {
    const timers = fakeSchedule();
    const { feed, onError } = setup({
      schedule: timers.schedule,
      connect: () => Promise.reject(new Error('chunk load failed')),
    });
    await feed.start();
    expect(onError).toHaveBeenCalledWith(LIVE_FEED_CONNECT_ERROR);
  });

  it('goes connected -> reconnecting -> connected, and disconnected when reconnecting gives up', async () => {
    const { feed, hub, onError } = setup();
    const seen: string[] = [];
    feed.subscribeStatus(() => seen.push(feed.getStatus()));
    await feed.start();
    hub().fireReconnecting();
    hub().fireReconnected();
    hub().fireReconnecting();
    hub().fireClose(new Error('gave up'));
    expect(seen).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'connected',
      'reconnecting',
      'disconnected',
    ]);
    expect(onError).toHaveBeenCalledWith(LIVE_FEED_CONNECT_ERROR);
    await feed.start();
    expect(feed.getStatus()).toBe('connected');
  });

  it('does not start twice while connected', async () => {
    const { feed, hubs } = setup();
    await Promise.all([feed.start(), feed.start()]);
    await feed.start();
    expect(hubs).toHaveLength(1);
  });

  it('stop disconnects, clears the tables and ignores late pushes from the old connection', async () => {
    const { feed, hub, onTables, onError } = setup();
    await feed.start();
    const first = hub();
    first.push('TableListInit', [table('a')]);
    await feed.stop();
    first.fireClose();
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(feed.getStatus()).toBe('disconnected');
    expect(feed.getTables()).toEqual({});
    expect(onTables).toHaveBeenLastCalledWith({});
    first.push('TableUpdate', [table('b')]);
    expect(feed.getTables()).toEqual({});
    expect(onError).not.toHaveBeenCalled();
  });

  it('a stop issued during a start waits for it, then disconnects', async () => {
    const { feed, hubs } = setup();
    const starting = feed.start();
    const stopping = feed.stop();
    await Promise.all([starting, stopping]);
    expect(hubs[0]?.start).toHaveBeenCalledTimes(1);
    expect(hubs[0]?.stop).toHaveBeenCalledTimes(1);
    expect(feed.getStatus()).toBe('disconnected');
  });

  it('reports a failed disconnect and still clears the tables', async () => {
    const { feed, hub, onError } = setup();
    await feed.start();
    hub().push('TableListInit', [table('a')]);
    hub().stop.mockRejectedValueOnce(new Error('socket stuck'));
    await feed.stop();
    expect(onError).toHaveBeenCalledWith(LIVE_FEED_DISCONNECT_ERROR);
    expect(feed.getTables()).toEqual({});
    expect(feed.getStatus()).toBe('disconnected');
  });
});
