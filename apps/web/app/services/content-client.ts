/**
 * A content API client with an in-memory cache per path, locale and status: fresh answers for `ttlMs`,
 * then served stale for up to `staleMs` while one background request refreshes them; one request in
 * flight per key. Failures are never cached. Pure of configuration so it is unit-tested directly.
 */
export interface ContentClientOptions {
  baseUrl: string;
  ttlMs: number;
  staleMs: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Most answers kept; the least recently stored go first (redirect lookups are per path). */
  maxEntries?: number;
}

export interface ContentQuery {
  locale: string;
  status: string;
  [key: string]: string;
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
  value?: unknown;
  storedAt: number;
  inFlight?: Promise<unknown>;
}

export interface ContentClient {
  /** The decoded JSON body, or a `ContentRequestError`. `null` for a 404. */
  get(path: string, query: ContentQuery): Promise<unknown>;
  clear(): void;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 5000;

  function store(key: string, entry: Entry) {
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }

  function urlFor(path: string, query: ContentQuery): string {
    const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    return `${options.baseUrl}${path}?${params.toString()}`;
  }

  async function request(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ContentRequestError(url, null, error instanceof Error ? error.message : String(error));
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ContentRequestError(url, response.status, `HTTP ${response.status}`);
    const text = await response.text();
    if (text.trim() === '') throw new ContentRequestError(url, response.status, 'Empty body');
    try {
      return JSON.parse(text);
    } catch {
      throw new ContentRequestError(url, response.status, 'Malformed JSON');
    }
  }

  function refresh(key: string, url: string): Promise<unknown> {
    const entry = cache.get(key);
    if (entry?.inFlight) return entry.inFlight;
    const inFlight = request(url).then(
      (value) => {
        store(key, { value, storedAt: now() });
        return value;
      },
      (error: unknown) => {
        const current = cache.get(key);
        if (current) delete current.inFlight;
        if (current && !('value' in current)) cache.delete(key);
        throw error;
      },
    );
    store(key, { ...(entry ?? { storedAt: 0 }), inFlight });
    return inFlight;
  }

  return {
    get(path, query) {
      const url = urlFor(path, query);
      const entry = cache.get(url);
      if (entry && 'value' in entry) {
        const age = now() - entry.storedAt;
        if (age < options.ttlMs) return Promise.resolve(entry.value);
        if (age < options.ttlMs + options.staleMs) {
          refresh(url, url).catch(() => {
            // A failed background refresh keeps serving the stale answer until it expires.
          });
          return Promise.resolve(entry.value);
        }
      }
      return refresh(url, url);
    },
    clear() {
      cache.clear();
    },
  };
}
