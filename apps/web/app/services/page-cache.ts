import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { GUEST_CACHE_CONTROL, isPreviewRequest } from './http-headers';

/**
 * The guest-page response cache (issue 13's SSR budget; ADR 0017). The production server
 * (`apps/web/server.mjs`) puts it in front of React Router's handler: a hit skips routing, middleware,
 * loaders and rendering. It holds only what every guest gets the same:
 * - requests: GET or HEAD, no personal cookie (only the cookies in `NEUTRAL_COOKIES`, which no server
 *   code reads), no Authorization, no `lang`, nothing asking for preview, not the portal's own /api
 *   resources (they handle their own validators);
 * - answers: 200 with exactly the public guest Cache-Control (so never private, preview, `no-store`
 *   degraded or 5xx, never one setting a cookie), no `Vary` but on Accept-Encoding, and the request not
 *   marked degraded by the time its body ended;
 * - for the content TTL at most, within a number of entries and of bytes (least recently used out);
 * - one render per key at a time: requests that arrive meanwhile wait for it.
 * The key is the origin, path and query, and the page's variant: what else the server's HTML depends
 * on (`pageVariant`). The locale is Romanian for every cacheable request (a language choice is a
 * cookie or `lang`, both personal). Every answer gets its own CSP nonce: the stored body is kept split
 * at the nonce it was rendered with, and joined again with a fresh one.
 */

/** Cookies a guest may carry that no server code reads: the page is the same with or without them. */
export const NEUTRAL_COOKIES: readonly string[] = ['cookie_consent'];
/** Analytics cookies set by the tag manager in the browser (`_ga`, `_ga_XYZ`, `_gid`, `_gcl_au`…). */
const ANALYTICS_COOKIE = /^_(ga(_.+)?|gid|gcl_.+)$/;

/** Header of the nonce an HTML answer was rendered with (read from its Content-Security-Policy). */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * What the server's HTML depends on besides the URL: crawlers get every widget rendered and the
 * whole document at once (root and lobby loaders, `entry.server.tsx`). Server code that reads another
 * request header must add it here (or send `Vary`, which keeps its answers out of the cache).
 */
export function pageVariant(request: Request): string {
  return isbot(request.headers.get('user-agent')) ? 'bot' : 'browser';
}

/** The cache key of a request, or null when its answer may be personal (never stored, never served). */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('authorization')) return null;
  const names = cookieNames(request.headers.get('cookie'));
  if (names.some((name) => !NEUTRAL_COOKIES.includes(name) && !ANALYTICS_COOKIE.test(name))) return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/') || url.searchParams.has('lang') || isPreviewRequest(url)) return null;
  return `${url.origin}${url.pathname}${url.search} ${pageVariant(request)}`;
}

/** Whether an answer's headers allow sharing it with every guest (the body is checked afterwards). */
export function isShareable(response: Response): boolean {
  const { headers } = response;
  const vary = headers.get('vary');
  return (
    response.status === 200 &&
    headers.get('cache-control') === GUEST_CACHE_CONTROL &&
    !headers.has('set-cookie') &&
    (vary === null || vary.split(',').every((name) => name.trim().toLowerCase() === 'accept-encoding'))
  );
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** The body's bytes split at the nonce it was rendered with (one part when it holds none). */
  body: Buffer[];
  /** Where the nonce stood in the headers (the Content-Security-Policy). */
  nonceInHeaders: boolean;
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  /** How long an answer is served (the content TTL). */
  ttlMs: number;
  maxEntries: number;
  /** Total of the stored bodies, in bytes (of UTF-8: what they hold in memory). */
  maxBytes: number;
  /** A body larger than this is never stored. */
  maxEntryBytes?: number;
  now?: () => number;
  nonce?: () => string;
}

/** One rendering of a request: its answer and whether content code marked the request degraded. */
export interface Rendered {
  response: Response;
  /** Read once the body has ended: fallbacks served while streaming count too. */
  degraded: () => boolean;
}

export interface PageCache {
  /** The answer to a request: from the cache, or rendered (and stored when every guest gets it). */
  handle(request: Request, render: () => Promise<Rendered>): Promise<Response>;
  /** Entries and bytes held (for tests and the server log). */
  size(): { entries: number; bytes: number };
  clear(): void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const nonce = options.nonce ?? createNonce;
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function fresh(key: string): Entry | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now()) {
      remove(key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** A stored answer with a nonce of its own, as a new response. */
  function answer(entry: Entry, method: string): Response {
    const value = nonce();
    const headers = new Headers();
    for (const [name, header] of entry.headers) {
      headers.append(
        name,
        entry.nonceInHeaders ? header.replace(NONCE_IN_POLICY, `'nonce-${value}'`) : header,
      );
    }
    if (method === 'HEAD') return new Response(null, { status: entry.status, headers });
    const separator = Buffer.from(value);
    const parts = entry.body.flatMap((part, i) => (i === 0 ? [part] : [separator, part]));
    return new Response(Buffer.concat(parts), { status: entry.status, headers });
  }

  /** Renders a request; stores its answer when shareable. Resolves the flight with the entry or null. */
  async function renderAndStore(
    key: string,
    render: () => Promise<Rendered>,
    settle: (entry: Entry | null) => void,
  ): Promise<Response> {
    let rendered: Rendered;
    try {
      rendered = await render();
    } catch (error) {
      settle(null);
      throw error;
    }
    const { response } = rendered;
    if (!isShareable(response) || !response.body) {
      settle(null);
      return response;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      settle(null);
      throw error;
    }
    const size = Buffer.byteLength(text);
    const headers = [...response.headers];
    const used = NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    if (rendered.degraded() || size > maxEntryBytes) {
      settle(null);
    } else {
      const entry: Entry = {
        status: response.status,
        headers,
        body: (used ? text.split(used) : [text]).map((part) => Buffer.from(part)),
        nonceInHeaders: used !== undefined,
        bytes: size,
        expires: now() + options.ttlMs,
      };
      if (options.ttlMs > 0) store(key, entry);
      settle(entry);
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }

  return {
    async handle(request, render) {
      const key = pageCacheKey(request);
      if (key === null) return (await render()).response;
      const hit = fresh(key);
      if (hit) return answer(hit, request.method);
      // A HEAD renders no body: it neither fills the cache nor waits for a GET.
      if (request.method === 'HEAD') return (await render()).response;
      const flight = flights.get(key);
      if (flight) {
        const entry = await flight;
        return entry ? answer(entry, request.method) : (await render()).response;
      }
      let settle: (entry: Entry | null) => void = () => {};
      const landed = new Promise<Entry | null>((resolve) => {
        settle = (entry) => {
          flights.delete(key);
          resolve(entry);
        };
      });
      flights.set(key, landed);
      return renderAndStore(key, render, settle);
    },
    size: () => ({ entries: entries.size, bytes }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
