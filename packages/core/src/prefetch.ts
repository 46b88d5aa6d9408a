/**
 * Loading rules (shell.md and catalogue.md section 9): a link's route data is prefetched 1 s after the
 * link shows unless the connection is slow-2g; there is no prefetch on data saver or 2g; at most 4
 * route preloads run at once. Pure: the portal reads the connection, owns the timers and the requests.
 */

/** The Network Information API's fields the rule reads (navigator.connection, Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  /** 'slow-2g' | '2g' | '3g' | '4g' */
  effectiveType?: string;
}

export const PAYLOAD_PREFETCH_DELAY_MS = 1000;
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;

/**
 * How long after a link shows its route data is prefetched, or null for never. A browser that does not
 * tell its connection (no navigator.connection: Safari, Firefox) prefetches.
 */
export function payloadPrefetchDelay(connection: ConnectionHints | null | undefined): number | null {
  if (connection?.saveData === true) return null;
  const type = connection?.effectiveType;
  if (type === 'slow-2g' || type === '2g') return null;
  return PAYLOAD_PREFETCH_DELAY_MS;
}

/**
 * Route preloads with at most `limit` in flight. Each key (a page's path) is preloaded once per page
 * load: asking again for a key that is waiting, running or done does nothing. `request` and `settle`
 * return the keys to start now.
 */
export class PreloadQueue {
  private readonly waiting: string[] = [];
  private readonly running = new Set<string>();
  private readonly seen = new Set<string>();

  constructor(private readonly limit: number = MAX_CONCURRENT_ROUTE_PRELOADS) {}

  request(key: string): string[] {
    if (this.seen.has(key)) return [];
    this.seen.add(key);
    this.waiting.push(key);
    return this.fill();
  }

  /** A preload finished (loaded or failed): its place goes to the next waiting key. */
  settle(key: string): string[] {
    if (!this.running.delete(key)) return [];
    return this.fill();
  }

  /** The keys in flight, in the order they started. */
  active(): string[] {
    return [...this.running];
  }

  private fill(): string[] {
    const started: string[] = [];
    while (this.running.size < this.limit && this.waiting.length > 0) {
      const key = this.waiting.shift() as string;
      this.running.add(key);
      started.push(key);
    }
    return started;
  }
}
