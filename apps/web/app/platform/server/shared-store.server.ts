/**
 * A cache shared by the processes of a fleet (Redis, ADR 0061 and 0064): records of one kind under
 * keys, with a lock per key so that one process at a time refreshes it. The content client and the
 * guest-page cache use it; `shared-tier.server.ts` adapts Redis to it, the tests keep one in memory.
 * No method throws: a failure, a late answer or a record of the wrong shape is a miss.
 */
export interface SharedStore<R> {
  /** The record under `key`; `undefined` when there is none, it is not one, or the tier fails. */
  get(key: string): Promise<R | undefined>;
  /** Stores `record` for `ttlMs`. */
  set(key: string, record: R, ttlMs: number): Promise<void>;
  /**
   * Whether this process may refresh `key` (for `ttlMs` at most): `true` when the tier fails (an
   * outage: nobody can take turns, each process refreshes for itself), `undefined` when its answer
   * came too late to tell (the lock it may have taken is given back; the caller decides).
   */
  lock(key: string, ttlMs: number): Promise<boolean | undefined>;
  unlock(key: string): Promise<void>;
}
