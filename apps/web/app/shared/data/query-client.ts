/**
 * The portal's one client data layer: every piece of server data the browser holds is a query in this
 * cache, keyed by an array. Pure of React and the DOM (visibility, timers and the clock are injected),
 * so it is tested alone; `use-query.ts` binds it to React. In-house after TanStack Query's model,
 * which the first-visit budget could not afford: ADR 0008 (features, measurements), ADR 0069.
 */
import { cappedDelay } from '@casino/core/app-version';
import type { PageVisibility } from '~/shared/hooks/page-visibility';

export type QueryKey = readonly (string | number | boolean | null)[];

export interface QueryOptions<T> {
  key: QueryKey;
  /** Loads the data; rejects on failure. Not called for a query that only has a `live` source. */
  fetch?: (signal: AbortSignal) => Promise<T>;
  /** How long data stays fresh (no refetch on watch or on the tab coming back). Default 0. */
  staleMs?: number;
  /** Refetch this often while watched and the tab is visible. */
  pollMs?: number;
  /** Failed attempts retried this many times, after 1 s, 2 s, 4 s, ... (at most 30 s). Default 2. */
  retry?: number;
  /** Kept this long after the last watcher leaves. Default 5 minutes. */
  keepMs?: number;
  /** False: never fetched while false (e.g. until a dependency is known). Default true. */
  enabled?: boolean;
  /** Data the server rendered with: shown at once and during hydration. */
  initialData?: T;
  /** When `initialData` was current (default: when the query was first seen). */
  initialDataUpdatedAt?: number;
  /**
   * A source that pushes data (a feed): started with the first watcher, stopped `keepMs` after the last
   * leaves (so a move between two pages that both watch keeps it). Returns the stop function.
   */
  live?: (push: (data: T) => void) => () => void;
}

export type QueryStatus = 'pending' | 'success' | 'error';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** When the data was last received (0: never). */
  updatedAt: number;
  fetching: boolean;
}

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  options: QueryOptions<unknown>;
  watchers: number;
  listeners: Set<() => void>;
  invalidated: boolean;
  attemptedAt: number;
  inFlight: { promise: Promise<unknown>; controller: AbortController } | null;
  pollTimer: ReturnType<typeof setTimeout> | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  keepTimer: ReturnType<typeof setTimeout> | null;
  stopLive: (() => void) | null;
}

export interface DataClientOptions {
  visibility: PageVisibility;
  /** The window regaining focus (another window was in front): stale watched queries load again. */
  onFocus?: (listener: () => void) => () => void;
  now?: () => number;
}

const DEFAULT_KEEP_MS = 5 * 60_000;
const DEFAULT_RETRY = 2;
const MAX_RETRY_DELAY_MS = 30_000;

const PENDING: QueryState<never> = Object.freeze({
  data: undefined,
  error: null,
  status: 'pending',
  updatedAt: 0,
  fetching: false,
});

const KEY_PARTS = new Set(['string', 'number', 'boolean']);

/**
 * Async data keys are strings and handlers functions (shell.md section 5), checked at run time too, as
 * a key or a loader can come from data (a shelf's code, a route's parameter): a key names its data with
 * a string first, then plain values; `fetch` and `live`, when given, are functions. Checked once, when
 * a key is first seen.
 */
function checkQuery(options: QueryOptions<unknown>): void {
  const { key, fetch, live } = options as { key: unknown; fetch?: unknown; live?: unknown };
  const keyOk =
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    key.every((part) => part === null || KEY_PARTS.has(typeof part));
  if (!keyOk) throw new TypeError(`Data key must be a name and plain values: ${String(key)}`);
  for (const [name, handler] of [
    ['fetch', fetch],
    ['live', live],
  ] as const)
    if (handler !== undefined && typeof handler !== 'function')
      throw new TypeError(`Data handler ${name} for ${key[0]} must be a function`);
}

export function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
}

/** A query's first state: the server's data when it rendered with some, else pending. */
function firstState(options: QueryOptions<unknown>, now: () => number): QueryState<unknown> {
  if (options.initialData === undefined) return PENDING;
  return {
    data: options.initialData,
    error: null,
    status: 'success',
    updatedAt: options.initialDataUpdatedAt ?? now(),
    fetching: false,
  };
}

/** The entry's state with `next` applied; every listener is told. */
function publish(entry: Entry, next: Partial<QueryState<unknown>>): void {
  entry.state = { ...entry.state, ...next };
  for (const listener of [...entry.listeners]) listener();
}

/** Data received (an answer, a live push, a local update). */
function receive(entry: Entry, data: unknown, now: () => number): void {
  publish(entry, { data, error: null, status: 'success', updatedAt: now(), fetching: false });
}

function clearTimer(entry: Entry, timer: 'pollTimer' | 'retryTimer' | 'keepTimer'): void {
  const handle = entry[timer];
  if (handle !== null) clearTimeout(handle);
  entry[timer] = null;
}

/** Cancels the request in flight, whose answer is then ignored. */
function abortLoad(entry: Entry): void {
  entry.inFlight?.controller.abort();
  entry.inFlight = null;
}

/** The queries by key, with their loads, polls, retries, live sources and removal timers. */
class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #visibility: PageVisibility;
  readonly #now: () => number;

  constructor(visibility: PageVisibility, now: () => number) {
    this.#visibility = visibility;
    this.#now = now;
  }

  /** The entry of a query, created (checked, and kept `keepMs` unless watched) when first seen. */
  entryFor(options: QueryOptions<unknown>): Entry {
    const hash = hashKey(options.key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      checkQuery(options);
      entry = {
        key: options.key,
        state: firstState(options, this.#now),
        options,
        watchers: 0,
        listeners: new Set(),
        invalidated: false,
        attemptedAt: 0,
        inFlight: null,
        pollTimer: null,
        retryTimer: null,
        keepTimer: null,
        stopLive: null,
      };
      this.#entries.set(hash, entry);
      this.scheduleRemoval(entry);
    }
    return entry;
  }

  find(key: QueryKey): Entry | undefined {
    return this.#entries.get(hashKey(key));
  }

  /** The entries under `prefix`, as they are now. */
  under(prefix: QueryKey): Entry[] {
    return [...this.#entries.values()].filter((entry) => startsWith(entry.key, prefix));
  }

  isStale(entry: Entry): boolean {
    return (
      entry.invalidated ||
      entry.state.updatedAt === 0 ||
      this.#now() - entry.state.updatedAt >= (entry.options.staleMs ?? 0)
    );
  }

  /** Watches a query: loads it when stale, polls, starts its live source. Returns the unwatch. */
  watch(options: QueryOptions<unknown>, listener: () => void): () => void {
    const entry = this.entryFor(options);
    entry.options = options;
    entry.listeners.add(listener);
    entry.watchers += 1;
    clearTimer(entry, 'keepTimer');
    if (entry.options.live && !entry.stopLive)
      entry.stopLive = entry.options.live((data) => receive(entry, data, this.#now));
    this.refreshIfStale(entry);
    this.schedulePoll(entry);
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      entry.listeners.delete(listener);
      entry.watchers -= 1;
      if (entry.watchers > 0) return;
      clearTimer(entry, 'pollTimer');
      clearTimer(entry, 'retryTimer');
      this.scheduleRemoval(entry);
    };
  }

  scheduleRemoval(entry: Entry): void {
    clearTimer(entry, 'keepTimer');
    if (entry.watchers > 0) return;
    entry.keepTimer = setTimeout(
      () => {
        entry.keepTimer = null;
        if (entry.watchers > 0) return;
        entry.stopLive?.();
        entry.stopLive = null;
        this.drop(entry);
      },
      cappedDelay(entry.options.keepMs ?? DEFAULT_KEEP_MS),
    );
  }

  drop(entry: Entry): void {
    abortLoad(entry);
    clearTimer(entry, 'pollTimer');
    clearTimer(entry, 'retryTimer');
    clearTimer(entry, 'keepTimer');
    this.#entries.delete(hashKey(entry.key));
  }

  /** The next poll, counted from the last answer; a load in flight schedules it when it settles. */
  schedulePoll(entry: Entry): void {
    clearTimer(entry, 'pollTimer');
    const { pollMs, enabled = true } = entry.options;
    if (!pollMs || !enabled || entry.inFlight || entry.retryTimer) return;
    if (entry.watchers === 0 || this.#visibility.hidden()) return;
    // Counted from the last attempt: a failed poll waits a whole period before the next try.
    const due = cappedDelay(Math.max(entry.state.updatedAt, entry.attemptedAt) + pollMs - this.#now());
    entry.pollTimer = setTimeout(() => {
      entry.pollTimer = null;
      void this.load(entry).catch(() => {});
    }, due);
  }

  /**
   * One load and its retries, with the options it started with: a watcher that subscribes meanwhile
   * without a fetch or a retry count (a shelf only reading the list) replaces the entry's options, and
   * the failure must not read those (it retried without a fetch and the query stayed loading for ever).
   */
  load(entry: Entry, attempt = 0, options: QueryOptions<unknown> = entry.options): Promise<unknown> {
    const { fetch } = options;
    if (!fetch) return Promise.resolve(entry.state.data);
    if (entry.inFlight) return entry.inFlight.promise;
    clearTimer(entry, 'retryTimer');
    const controller = new AbortController();
    entry.attemptedAt = this.#now();
    publish(entry, { fetching: true });
    const promise = fetch(controller.signal).then(
      (data) => this.#loaded(entry, controller, data),
      (error: unknown) => this.#failed(entry, controller, error, attempt, options),
    );
    entry.inFlight = { promise, controller };
    return promise;
  }

  /** An answer: kept unless its request was cancelled or replaced meanwhile. */
  #loaded(entry: Entry, controller: AbortController, data: unknown): unknown {
    if (entry.inFlight?.controller !== controller) return data;
    entry.inFlight = null;
    entry.invalidated = false;
    receive(entry, data, this.#now);
    this.schedulePoll(entry);
    return data;
  }

  /** A failure: retried with backoff while watched, else the error is the query's (data kept). */
  #failed(
    entry: Entry,
    controller: AbortController,
    error: unknown,
    attempt: number,
    options: QueryOptions<unknown>,
  ): never {
    if (entry.inFlight?.controller !== controller) throw error;
    entry.inFlight = null;
    const retries = options.retry ?? DEFAULT_RETRY;
    if (attempt < retries && entry.watchers > 0) {
      const delay = Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
      entry.retryTimer = setTimeout(() => {
        entry.retryTimer = null;
        void this.load(entry, attempt + 1, options).catch(() => {});
      }, delay);
      throw error;
    }
    publish(entry, {
      error,
      status: entry.state.data === undefined ? 'error' : entry.state.status,
      fetching: false,
    });
    this.schedulePoll(entry);
    throw error;
  }

  refreshIfStale(entry: Entry): void {
    if ((entry.options.enabled ?? true) && entry.options.fetch && this.isStale(entry) && !entry.inFlight)
      void this.load(entry).catch(() => {});
  }

  /** The tab hidden: polls pause. Shown again: stale watched queries load, polls resume. */
  followVisibility(): void {
    for (const entry of this.#entries.values()) {
      if (entry.watchers === 0) continue;
      if (this.#visibility.hidden()) {
        clearTimer(entry, 'pollTimer');
        continue;
      }
      this.refreshIfStale(entry);
      this.schedulePoll(entry);
    }
  }

  /** The window regained focus: stale watched queries load again (when the tab shows). */
  refreshOnFocus(): void {
    if (this.#visibility.hidden()) return;
    for (const entry of this.#entries.values()) if (entry.watchers > 0) this.refreshIfStale(entry);
  }
}

export type DataClient = ReturnType<typeof createDataClient>;

export function createDataClient({ visibility, onFocus, now = Date.now }: DataClientOptions) {
  const cache = new QueryCache(visibility, now);
  visibility.subscribe(() => cache.followVisibility());
  onFocus?.(() => cache.refreshOnFocus());

  return {
    /** The query's state now (a stable object until it changes). */
    getState<T>(options: QueryOptions<T>): QueryState<T> {
      return cache.entryFor(options as QueryOptions<unknown>).state as QueryState<T>;
    },

    /** Watches a query: loads it when stale, polls, starts its live source. Returns the unwatch. */
    watch<T>(options: QueryOptions<T>, listener: () => void): () => void {
      return cache.watch(options as QueryOptions<unknown>, listener);
    },

    /** Loads now (or joins the request in flight), unless fresh; `force` loads even when fresh. */
    fetch<T>(options: QueryOptions<T>, { force = false } = {}): Promise<T> {
      const entry = cache.entryFor(options as QueryOptions<unknown>);
      entry.options = { ...entry.options, ...options } as QueryOptions<unknown>;
      if (!force && !cache.isStale(entry) && entry.state.status === 'success')
        return Promise.resolve(entry.state.data as T);
      return cache.load(entry) as Promise<T>;
    },

    getData<T>(key: QueryKey): T | undefined {
      return cache.find(key)?.state.data as T | undefined;
    },

    /** Replaces a query's data (a live push, or an optimistic update); cancels a request in flight. */
    setData<T>(key: QueryKey, update: T | ((current: T | undefined) => T)): void {
      const entry = cache.entryFor({ key });
      abortLoad(entry);
      const current = entry.state.data as T | undefined;
      const data = typeof update === 'function' ? (update as (value: T | undefined) => T)(current) : update;
      receive(entry, data, now);
    },

    /** Marks every query under `prefix` stale; watched ones load again at once. */
    invalidate(prefix: QueryKey): void {
      for (const entry of cache.under(prefix)) {
        entry.invalidated = true;
        if (entry.watchers > 0) cache.refreshIfStale(entry);
      }
    },

    /** Forgets every query under `prefix` (a player's data on logout): watchers see it pending. */
    remove(prefix: QueryKey): void {
      for (const entry of cache.under(prefix)) {
        abortLoad(entry);
        entry.invalidated = false;
        publish(entry, PENDING);
        if (entry.watchers === 0) cache.drop(entry);
      }
    },
  };
}

/**
 * An optimistic change of a query's data (a mutation): applied now, and the returned function puts
 * the previous data back when the mutation fails.
 */
export function optimisticUpdate<T>(
  client: DataClient,
  key: QueryKey,
  update: (current: T | undefined) => T,
): () => void {
  const previous = client.getData<T>(key);
  client.setData<T>(key, update);
  return () => client.setData<T | undefined>(key, previous);
}
