import { LRUCache } from 'lru-cache';
import type { SharedStore } from './shared-store.server';

/**
 * A content API client with an in-memory cache per path, locale and status, so a failing or slow content
 * platform costs no page: checked before cached, stale-while-revalidate, stale-if-error, per-key back-off,
 * a budget, bounds per kind, and an optional shared tier in Redis. Why each: ADR 0016, ADR 0021, ADRs 0061
 * and 0064 (one refresh per key in the fleet).
 * Pure of configuration so it is unit-tested directly.
 */
export interface ContentClientOptions {
  baseUrl: string;
  ttlMs: number;
  staleMs: number;
  timeoutMs: number;
  /** How long the last good answer is served while its refreshes fail. Default 6 hours. */
  staleIfErrorMs?: number;
  /**
   * Back-off after a failure: the first delay and the longest (before jitter). Default 1 s and the
   * fresh time, so a call recovers within one TTL after its fault clears.
   */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Most answers kept per kind; the least recently stored go first. */
  maxEntries?: number;
  /** Most negative answers (404) kept per kind. */
  maxNegativeEntries?: number;
  /** Told how each call was answered (the server's metrics count them); `kind` names the endpoint. */
  onOutcome?: (kind: string, outcome: ContentOutcome) => void;
  /** The shared tier under the memory (see above); none by default. */
  shared?: SharedTier;
}

/** An answer as the shared tier holds it: the decoded body (checked again when read), or a 404. */
export interface SharedRecord {
  storedAt: number;
  body: unknown;
  notFound?: boolean;
}

/** The content client's shared tier: its answers as `SharedRecord`s. */
export type SharedTier = SharedStore<SharedRecord>;

/**
 * How a call was answered: from the fresh cache; stale while one request refreshes it; after waiting
 * for a request (`miss`, a 404 included) or for the shared tier (`shared-hit`); the last good answer because the platform failed or backs
 * off (`stale-if-error`); nothing in time for an optional call (`budget-exceeded`, the last good
 * answer served if there is one); a failure with nothing to serve (`error`).
 */
export type ContentOutcome =
  | 'fresh'
  | 'stale'
  | 'miss'
  | 'shared-hit'
  | 'stale-if-error'
  | 'budget-exceeded'
  | 'error'
  /** Not an answer: a shared record of the wrong shape, dropped (the call goes on upstream). */
  | 'shared-invalid';

export interface ContentQuery {
  locale: string;
  status: string;
  [key: string]: string;
}

export interface ContentGetOptions<T> {
  /**
   * Checks and converts the decoded body before it is cached; `undefined` means the wrong shape (a
   * failure). Not called for a 404, which answers `null`.
   */
  parse?: (body: unknown) => T | undefined;
  /** The cache partition (default: the path). */
  kind?: string;
  /**
   * The longest the caller waits for a request (an optional call's budget): past it the last good
   * answer is served, or the call fails with "Over budget"; the request goes on and fills the cache.
   */
  budgetMs?: number;
  /**
   * Called when the answer is not a current one: the last good answer served because the platform
   * failed, backs off or is over budget (stale-if-error). The page serving it is degraded.
   */
  onStale?: () => void;
}

export class ContentRequestError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

interface Entry {
  /** The last good answer (absent until one arrived). */
  value?: unknown;
  storedAt: number;
  inFlight?: Promise<Loaded>;
  failures: number;
  retryAt: number;
  lastError?: unknown;
}

/** What a refresh settles with: the answer, and where it came from. */
interface Loaded {
  value: unknown;
  source: 'upstream' | 'shared';
}

export interface ContentClient {
  /** The parsed body, `null` for a 404, or a `ContentRequestError` when nothing good can be served. */
  get<T = unknown>(path: string, query: ContentQuery, options?: ContentGetOptions<T>): Promise<T | null>;
  /** Keys held: good answers, and negative answers with the keys being loaded or backing off. */
  size(): { entries: number; negative: number };
  clear(): void;
}

const HOUR_MS = 3_600_000;
const OVER_BUDGET = 'Over budget';
/** How often a process waiting for another's refresh of a key looks for its answer. */
const LOCK_POLL_MS = 50;

export function createContentClient(options: ContentClientOptions): ContentClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const onOutcome = options.onOutcome ?? (() => {});
  const staleIfErrorMs = options.staleIfErrorMs ?? 6 * HOUR_MS;
  const backoffBaseMs = options.backoffBaseMs ?? 1000;
  const backoffMaxMs = options.backoffMaxMs ?? Math.max(backoffBaseMs, options.ttlMs);
  const maxEntries = options.maxEntries ?? 1000;
  const maxNegative = options.maxNegativeEntries ?? Math.max(1, Math.floor(maxEntries / 4));
  /** Per kind: the positive answers (and pending keys), and the negative answers apart. */
  const kinds = new Map<string, { entries: LRUCache<string, Entry>; negative: LRUCache<string, Entry> }>();

  function partition(kind: string) {
    let found = kinds.get(kind);
    if (!found) {
      // Recency is the last store (a refresh stores again): reads `peek`, as the cache's own map did.
      found = {
        entries: new LRUCache<string, Entry>({ max: maxEntries }),
        negative: new LRUCache<string, Entry>({ max: maxNegative }),
      };
      kinds.set(kind, found);
    }
    return found;
  }

  function urlFor(path: string, query: ContentQuery): string {
    const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    return `${options.baseUrl}${path}?${params.toString()}`;
  }

  /** The upstream answer, parsed, with the body it was parsed from (what the shared tier keeps). */
  async function request<T>(
    url: string,
    parse?: (body: unknown) => T | undefined,
  ): Promise<{ value: T | null; record: Omit<SharedRecord, 'storedAt'> }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ContentRequestError(url, null, error instanceof Error ? error.message : String(error));
    }
    if (response.status === 404) return { value: null, record: { body: null, notFound: true } };
    if (!response.ok) throw new ContentRequestError(url, response.status, `HTTP ${response.status}`);
    const text = await response.text();
    if (text.trim() === '') throw new ContentRequestError(url, response.status, 'Empty body');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContentRequestError(url, response.status, 'Malformed JSON');
    }
    const parsed = parse ? parse(body) : (body as T);
    if (parsed === undefined) throw new ContentRequestError(url, response.status, 'Wrong shape');
    return { value: parsed, record: { body } };
  }

  const backoff = (failures: number) =>
    Math.min(backoffMaxMs, backoffBaseMs * 2 ** (failures - 1)) * (0.5 + random() / 2);

  function lookup(kind: string, key: string): Entry | undefined {
    const { entries, negative } = partition(kind);
    return entries.peek(key) ?? negative.peek(key);
  }

  /** A shared record as an answer: `undefined` when it has the wrong shape (never served). */
  function fromShared<T>(record: SharedRecord, parse?: (body: unknown) => T | undefined) {
    if (record.notFound) return { value: null, storedAt: record.storedAt };
    const value = parse ? parse(record.body) : (record.body as T);
    return value === undefined ? undefined : { value, storedAt: record.storedAt };
  }

  /**
   * One refresh: through the shared tier when there is one (see the top of this file), else upstream.
   * On an upstream failure, a shared answer newer than the one in memory becomes the last good one.
   *
   * A fleet calls the content API once per key and TTL, as one process does (issue 43 item 3, ADR
   * 0064): an answer taken from the tier keeps the time it was fetched (its remaining freshness, not a
   * TTL started again); a process that does not get the lock serves the stale answer and leaves the
   * refresh to the holder; and the lock's holder reads the tier again before calling upstream: between
   * its first read and its lock, another holder may have written its answer and freed the lock (on a
   * busy host that window is tens of milliseconds, and it took a third of a fleet's calls).
   */
  async function load<T>(
    kind: string,
    key: string,
    entry: Entry,
    parse?: (body: unknown) => T | undefined,
  ): Promise<{ value: T | null; storedAt: number; source: 'upstream' | 'shared' }> {
    const shared = options.shared;
    // An answer is as old as the moment it was asked for: its time is taken when the refresh starts
    // (or this process gets the lock it waited for), so the time of the call and of the Redis calls
    // before it (longer on a busy process, whose answers wait behind renders) is not added to every
    // TTL, and a busy process refreshes a key as often as an idle one.
    let askedAt = now();
    if (!shared) return { ...(await request(key, parse)), storedAt: askedAt, source: 'upstream' };
    type Held = { value: T | null; storedAt: number };
    const own: Held | undefined =
      'value' in entry ? { value: entry.value as T | null, storedAt: entry.storedAt } : undefined;
    let invalidCounted = false;
    /** The shared answer when it is newer than `than` (what this process knows best so far). */
    const newerShared = async (than: Held | undefined): Promise<Held | undefined> => {
      const record = await shared.get(key);
      const held = record && fromShared(record, parse);
      if (record && !held && !invalidCounted) {
        // Counted once per refresh, however often this refresh reads it.
        invalidCounted = true;
        onOutcome(kind, 'shared-invalid');
      }
      return held && (!than || held.storedAt > than.storedAt) ? held : undefined;
    };
    const isFresh = (held: Held) => now() - held.storedAt < options.ttlMs;
    const newer = await newerShared(own);
    if (newer && isFresh(newer)) return { ...newer, source: 'shared' };
    const latest = newer ?? own;
    const servable = latest !== undefined && now() - latest.storedAt < options.ttlMs + options.staleMs;
    const lockMs = options.timeoutMs + 1000;
    // A lock whose answer came late (a slow Redis, a busy process): with an answer still within
    // stale-while-revalidate, it is served and the refresh left to a holder (a second call to the
    // content API is what a late lock cost a busy fleet); with none, this process refreshes.
    let locked = (await shared.lock(key, lockMs)) ?? !servable;
    if (!locked) {
      // Another process refreshes this key: what is still within stale-while-revalidate is served
      // (the shared record, or this process's own), else its answer is awaited (an answer newer
      // than what this process knows), or the lock it frees, for the content timeout at most.
      if (servable) return { ...latest, source: 'shared' };
      const until = Date.now() + options.timeoutMs;
      while (!locked && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
        const answered = await newerShared(latest);
        if (answered) return { ...answered, source: 'shared' };
        locked = (await shared.lock(key, lockMs)) ?? true;
      }
      askedAt = now();
    }
    try {
      // The holder may have written its answer and freed the lock between this one's read and lock.
      const meanwhile = await newerShared(latest);
      if (meanwhile && isFresh(meanwhile)) return { ...meanwhile, source: 'shared' };
      const answer = await request(key, parse);
      void shared.set(key, { ...answer.record, storedAt: askedAt }, staleIfErrorMs);
      return { value: answer.value, storedAt: askedAt, source: 'upstream' };
    } catch (error) {
      if (newer) {
        entry.value = newer.value;
        entry.storedAt = newer.storedAt;
      }
      throw error;
    } finally {
      if (locked) void shared.unlock(key);
    }
  }

  function refresh<T>(kind: string, key: string, parse?: (body: unknown) => T | undefined): Promise<Loaded> {
    const { entries, negative } = partition(kind);
    const entry = lookup(kind, key) ?? { storedAt: 0, failures: 0, retryAt: 0 };
    if (entry.inFlight) return entry.inFlight;
    const inFlight = load(kind, key, entry, parse).then(
      ({ value, storedAt, source }) => {
        const settled: Entry = { value, storedAt, failures: 0, retryAt: 0 };
        entries.delete(key);
        negative.delete(key);
        (value === null ? negative : entries).set(key, settled);
        return { value, source };
      },
      (error: unknown) => {
        entry.inFlight = undefined;
        entry.failures += 1;
        entry.retryAt = now() + backoff(entry.failures);
        entry.lastError = error;
        throw error;
      },
    );
    entry.inFlight = inFlight;
    // A key being loaded (or backing off) sits with the negative answers until it has a good one, so
    // a flood of unknown URLs never evicts good answers.
    if (!entries.peek(key)) negative.set(key, entry);
    return inFlight;
  }

  /** The request, or an "Over budget" failure once `budgetMs` passes (the request goes on). */
  function withinBudget(pending: Promise<unknown>, url: string, budgetMs: number | undefined) {
    if (budgetMs === undefined) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ContentRequestError(url, null, OVER_BUDGET)), budgetMs);
    });
    // A late failure is already recorded by the refresh (back-off); nobody waits for it here.
    pending.catch(() => {});
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  }

  return {
    async get<T>(path: string, query: ContentQuery, getOptions: ContentGetOptions<T> = {}) {
      const kind = getOptions.kind ?? path;
      const key = urlFor(path, query);
      const entry = lookup(kind, key);
      const t = now();
      const hasValue = entry !== undefined && 'value' in entry;
      const age = hasValue ? t - entry.storedAt : Number.POSITIVE_INFINITY;
      const backingOff = entry !== undefined && entry.failures > 0 && t < entry.retryAt;
      const lastGood = (outcome: ContentOutcome = 'stale-if-error', from = entry) => {
        onOutcome(kind, outcome);
        getOptions.onStale?.();
        return from?.value as T | null;
      };
      if (hasValue && age < options.ttlMs) {
        onOutcome(kind, 'fresh');
        return entry.value as T | null;
      }
      if (hasValue && age < options.ttlMs + options.staleMs) {
        if (!backingOff)
          refresh(kind, key, getOptions.parse).catch(() => {
            // A failed background refresh keeps serving the last good answer (and backs off).
          });
        onOutcome(kind, 'stale');
        return entry.value as T | null;
      }
      if (hasValue && backingOff && age < staleIfErrorMs) return lastGood();
      if (backingOff && !entry.inFlight) {
        onOutcome(kind, 'error');
        throw entry.lastError;
      }
      try {
        const { value, source } = (await withinBudget(
          refresh(kind, key, getOptions.parse),
          key,
          getOptions.budgetMs,
        )) as Loaded;
        onOutcome(kind, source === 'shared' ? 'shared-hit' : 'miss');
        return value as T | null;
      } catch (error) {
        const overBudget = error instanceof ContentRequestError && error.message === OVER_BUDGET;
        // Stale-if-error: the last good answer, for hours, rather than an error page (the shared
        // tier's, when the failed refresh found one newer than the memory's).
        const latest = lookup(kind, key);
        if (latest && 'value' in latest && now() - latest.storedAt < staleIfErrorMs)
          return lastGood(overBudget ? 'budget-exceeded' : undefined, latest);
        onOutcome(kind, overBudget ? 'budget-exceeded' : 'error');
        throw error;
      }
    },
    size() {
      let entries = 0;
      let negative = 0;
      for (const partition of kinds.values()) {
        entries += partition.entries.size;
        negative += partition.negative.size;
      }
      return { entries, negative };
    },
    clear() {
      kinds.clear();
    },
  };
}
