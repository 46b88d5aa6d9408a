/**
 * Live feed hub client (catalogue.md sections 4, 9): SignalR over WebSockets with the spec's timings;
 * every record is parsed with core's schema and a malformed one dropped. The SignalR client is imported
 * lazily on the first start, so it stays out of the first-visit bundle (ADR 0006; start, stop and
 * reconnect choices: ADR 0071).
 */
import { type LiveFeedEvent, type LiveTables, liveTablesReducer } from '@casino/core/live-tables';
import { LiveTable, parseList } from '@casino/core/schemas';
import type { HubConnection, ILogger } from '@microsoft/signalr';

export const LIVE_FEED_EVENTS = { init: 'TableListInit', update: 'TableUpdate' } as const;
export const LIVE_FEED_RECONNECT_DELAYS_MS: readonly number[] = [0, 2_000, 10_000, 30_000];
export const LIVE_FEED_KEEP_ALIVE_MS = 15_000;
export const LIVE_FEED_SERVER_TIMEOUT_MS = 30_000;
export const LIVE_FEED_HTTP_TIMEOUT_MS = 100_000;

export const LIVE_FEED_CONNECT_ERROR = 'errors.failed-to-connect-to-live-feed';
export const LIVE_FEED_DISCONNECT_ERROR = 'errors.failed-to-disconnect-from-live-feed';
export type LiveFeedErrorKey = typeof LIVE_FEED_CONNECT_ERROR | typeof LIVE_FEED_DISCONNECT_ERROR;

export type LiveFeedStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface LiveFeedLogger {
  error(message: string, detail?: unknown): void;
}

/** The part of SignalR's HubConnection the feed uses (tests pass a fake). */
export type HubConnectionLike = Pick<
  HubConnection,
  'on' | 'onreconnecting' | 'onreconnected' | 'onclose' | 'start' | 'stop'
>;

type SignalR = Pick<
  typeof import('@microsoft/signalr'),
  'HubConnectionBuilder' | 'HttpTransportType' | 'LogLevel'
>;

/** The hub connection with the spec's settings; `signalr` is the (lazily loaded) client module. */
export function buildHubConnection(signalr: SignalR, hubUrl: string, logger?: LiveFeedLogger): HubConnection {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = signalr;
  const errorsOnly: ILogger | undefined = logger && {
    log(level, message) {
      if (level >= LogLevel.Error && level !== LogLevel.None) logger.error(message);
    },
  };
  return new HubConnectionBuilder()
    .withUrl(hubUrl, { transport: HttpTransportType.WebSockets, timeout: LIVE_FEED_HTTP_TIMEOUT_MS })
    .withKeepAliveInterval(LIVE_FEED_KEEP_ALIVE_MS)
    .withServerTimeout(LIVE_FEED_SERVER_TIMEOUT_MS)
    .withAutomaticReconnect([...LIVE_FEED_RECONNECT_DELAYS_MS])
    .configureLogging(errorsOnly ?? LogLevel.Error)
    .build();
}

async function connectLazily(hubUrl: string, logger?: LiveFeedLogger): Promise<HubConnectionLike> {
  const signalr = await import('@microsoft/signalr');
  return buildHubConnection(signalr, hubUrl, logger);
}

export interface LiveFeedOptions {
  hubUrl: string;
  /** Every change of the stored tables (keyed by game code), including the clear on stop. */
  onTables: (tables: LiveTables) => void;
  onError: (key: LiveFeedErrorKey) => void;
  logger?: LiveFeedLogger;
  /** Builds the connection; the default loads SignalR lazily. */
  connect?: (hubUrl: string, logger?: LiveFeedLogger) => Promise<HubConnectionLike>;
  /** Runs `then` after `ms` (tests pass fake timers); returns the cancel. */
  schedule?: (ms: number, then: () => void) => () => void;
}

export interface LiveFeed {
  /** Connects; never rejects (a failure goes to `onError`). Does nothing while connected. */
  start(): Promise<void>;
  /** Disconnects and clears the stored tables; never rejects. */
  stop(): Promise<void>;
  getTables(): LiveTables;
  getStatus(): LiveFeedStatus;
  /** Called on every status change; returns the unsubscribe function. */
  subscribeStatus(listener: () => void): () => void;
}

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { hubUrl, onTables, onError, logger } = options;
  const connect = options.connect ?? connectLazily;
  const schedule =
    options.schedule ??
    ((ms: number, then: () => void) => {
      const timer = setTimeout(then, ms);
      return () => clearTimeout(timer);
    });
  /** The retries of a failed first connection: which delay is next, and its cancel. */
  let retry: { index: number; cancel: () => void } | null = null;
  const statusListeners = new Set<() => void>();
  let connection: HubConnectionLike | null = null;
  let tables: LiveTables = {};
  let status: LiveFeedStatus = 'disconnected';
  let queue: Promise<void> = Promise.resolve();

  const setStatus = (next: LiveFeedStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const apply = (event: LiveFeedEvent) => {
    tables = liveTablesReducer(tables, event);
    onTables(tables);
  };

  const receive = (hub: HubConnectionLike, type: 'init' | 'update') => (payload: unknown) => {
    if (hub !== connection) return;
    const parsed = parseList(LiveTable, payload);
    if (!parsed) {
      logger?.error(`Live feed: ${type} without a table list was ignored`);
      return;
    }
    if (parsed.rejected > 0) logger?.error(`Live feed: ${parsed.rejected} malformed table record(s) dropped`);
    apply({ type, tables: parsed.items });
  };

  /** One connection attempt: true when connected. */
  const attempt = async (): Promise<boolean> => {
    try {
      const hub = await connect(hubUrl, logger);
      connection = hub;
      hub.on(LIVE_FEED_EVENTS.init, receive(hub, 'init'));
      hub.on(LIVE_FEED_EVENTS.update, receive(hub, 'update'));
      hub.onreconnecting(() => {
        if (hub === connection) setStatus('reconnecting');
      });
      hub.onreconnected(() => {
        if (hub === connection) setStatus('connected');
      });
      hub.onclose((error) => {
        if (hub !== connection) return;
        connection = null;
        setStatus('disconnected');
        if (error) onError(LIVE_FEED_CONNECT_ERROR);
      });
      await hub.start();
      setStatus('connected');
      return true;
    } catch (error) {
      logger?.error('Live feed: connection failed', error);
      connection = null;
      return false;
    }
  };

  /** The next retry of a failed first connection, on the reconnect schedule; then it gives up. */
  const retryLater = (index: number) => {
    const delay = LIVE_FEED_RECONNECT_DELAYS_MS[index];
    if (delay === undefined) {
      retry = null;
      setStatus('disconnected');
      return;
    }
    setStatus('reconnecting');
    const current = {
      index,
      cancel: schedule(delay, () => {
        void enqueue(async () => {
          if (retry !== current) return;
          if (await attempt()) retry = null;
          else if (retry === current) retryLater(index + 1);
        });
      }),
    };
    retry = current;
  };

  const open = async () => {
    if (connection || retry) return;
    setStatus('connecting');
    if (await attempt()) return;
    onError(LIVE_FEED_CONNECT_ERROR);
    retryLater(0);
  };

  const close = async () => {
    retry?.cancel();
    retry = null;
    const hub = connection;
    // Forgotten first, so the close callback of a deliberate stop is not taken for a failure.
    connection = null;
    try {
      if (hub) await hub.stop();
    } catch (error) {
      logger?.error('Live feed: disconnect failed', error);
      onError(LIVE_FEED_DISCONNECT_ERROR);
    }
    setStatus('disconnected');
    if (Object.keys(tables).length > 0) apply({ type: 'clear' });
  };

  const enqueue = (operation: () => Promise<void>) => {
    queue = queue.then(operation);
    return queue;
  };

  return {
    start: () => enqueue(open),
    stop: () => enqueue(close),
    getTables: () => tables,
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
