import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedRecord, SharedTier } from './content-client.server';
import type { SharedStore } from './shared-store.server';

/**
 * The shared tier in Redis of the content cache and the guest-page cache (issue 43; ADRs 0061, 0064):
 * one connection per process, a store per cache. Redis down, slow or flushed costs no page: every call
 * has a budget and any failure is a miss, so the process falls back to its memory and the content API.
 * Outage logging and counting: ADR 0061.
 */
export interface RedisTierOptions {
  url: string;
  budgetMs: number;
  /** Namespace of the keys (several sites can share one Redis). */
  prefix?: string;
  /** A call failed (`error`: Redis refused, closed, unreachable) or went over its budget (`timeout`). */
  onError?: (kind: 'error' | 'timeout') => void;
  logger?: Pick<Console, 'warn' | 'info'>;
}

const CONNECT_TIMEOUT_MS = 2000;
const SLOW_LOG_INTERVAL_MS = 60_000;

class OverBudget extends Error {
  constructor(budgetMs: number) {
    super(`over its ${budgetMs} ms budget`);
  }
}

/** Deletes the lock only if this process still holds it. */
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/** A content record (`{storedAt, body}` or a 404), or `undefined` when the value is not one. */
export function decodeContentRecord(record: unknown): SharedRecord | undefined {
  if (!record || typeof record !== 'object' || !('body' in record)) return undefined;
  const { storedAt, body, notFound } = record as Record<string, unknown>;
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return undefined;
  return notFound === true ? { storedAt, body: null, notFound: true } : { storedAt, body };
}

/** A process's connection to Redis: a store per kind of record, each under its own prefix. */
export interface SharedRedis {
  /** Records of one kind under `prefix`: JSON in Redis, `decode`d when read (a miss when not one). */
  store<R>(prefix: string, decode: (value: unknown) => R | undefined): SharedStore<R>;
  close(): void;
}

/** The content cache's tier alone, on a connection of its own (the tier's tests). */
export function createRedisTier(options: RedisTierOptions): SharedTier & { close(): void } {
  const redis = connectRedis(options);
  return { ...redis.store(options.prefix ?? 'portal:content:', decodeContentRecord), close: redis.close };
}

export function connectRedis(options: Omit<RedisTierOptions, 'prefix'>): SharedRedis {
  const logger = options.logger ?? console;
  const owner = randomUUID();
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 5000),
  });
  let down = false;
  let slowLoggedAt = Number.NEGATIVE_INFINITY;
  // The first connection is not an outage: until it is made (or its timeout passes), calls are
  // quiet misses.
  const connectBy = Date.now() + CONNECT_TIMEOUT_MS;
  let connected = false;
  redis.once('ready', () => {
    connected = true;
  });
  // Each failed call reports itself; the client's own error events would repeat them.
  redis.on('error', () => {});

  /** `run` within the budget; `fallback` when it fails, `late` (default `fallback`) when it is late. */
  async function call<T>(run: () => Promise<T>, fallback: T, late: () => T = () => fallback): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const result = await Promise.race([
        run(),
        new Promise<never>((_, reject) => {
          // After a render held the event loop past the budget, Redis' reply may be waiting in the
          // socket: the poll phase reads it before setImmediate runs, so only a late Redis is late.
          // Twice: React renders a page in a chain of immediates, and a reply that came during the one
          // queued before this check's is read by the next poll phase, before the second runs.
          timer = setTimeout(
            () => setImmediate(() => setImmediate(() => reject(new OverBudget(options.budgetMs)))),
            options.budgetMs,
          );
        }),
      ]);
      if (down) {
        down = false;
        logger.info('[shared-cache] Redis answers again');
      }
      return result;
    } catch (error) {
      if (!connected && Date.now() < connectBy) return fallback;
      options.onError?.(error instanceof OverBudget ? 'timeout' : 'error');
      // A late answer is not an outage (a busy process or network): logged at most once a minute.
      if (error instanceof OverBudget) {
        if (Date.now() - slowLoggedAt >= SLOW_LOG_INTERVAL_MS) {
          slowLoggedAt = Date.now();
          logger.warn(`[shared-cache] a Redis call went ${error.message}: a miss (logged once a minute)`);
        }
        return late();
      }
      if (!down) {
        down = true;
        logger.warn(
          `[shared-cache] Redis failed (${error instanceof Error ? error.message : error}): serving from memory and the content API until it is back`,
        );
      }
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    store<R>(prefix: string, decode: (value: unknown) => R | undefined): SharedStore<R> {
      const lockKey = (key: string) => `${prefix}lock:${key}`;
      const unlock = (key: string) =>
        call(async () => {
          await redis.eval(UNLOCK, 1, lockKey(key), owner);
        }, undefined);
      return {
        get: (key) =>
          call(async () => {
            const raw = await redis.get(prefix + key);
            if (raw === null) return undefined;
            try {
              return decode(JSON.parse(raw));
            } catch {
              return undefined;
            }
          }, undefined),
        set: (key, record, ttlMs) =>
          call(async () => {
            await redis.set(prefix + key, JSON.stringify(record), 'PX', Math.max(1, Math.round(ttlMs)));
          }, undefined),
        lock: (key, ttlMs) =>
          call(
            async () => (await redis.set(lockKey(key), owner, 'PX', Math.round(ttlMs), 'NX')) === 'OK',
            true,
            // Redis is slow, not down: the SET may have been done. Given back (after it, on the same
            // connection), so that a lock nobody knows it holds does not stop every refresh of the key.
            () => {
              void unlock(key);
              return undefined;
            },
          ),
        unlock,
      };
    },
    close: () => redis.disconnect(),
  };
}
