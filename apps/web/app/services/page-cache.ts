import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { isbot } from 'isbot';
import { cookieNames } from './cookies';
import { cacheControlFor, GUEST_CACHE_CONTROL, isPreviewRequest } from './http-headers';

/**
 * The guest-page response cache (issue 13's SSR budget; ADR 0017). The production server
 * (`apps/web/server.mjs`) puts it in front of React Router's handler: a hit skips routing, middleware,
 * loaders and rendering. It holds only what every guest gets the same:
 * - requests: GET or HEAD, no personal cookie (only the cookies in `NEUTRAL_COOKIES`, which no server
 *   code reads), no Authorization, no `lang`, nothing asking for preview, not the portal's own /api
 *   resources (they handle their own validators);
 * - answers: 200 with exactly the public guest Cache-Control, or 404 with the public not-found one (so
 *   never private, preview, `no-store` degraded or 5xx, never one setting a cookie), no `Vary` but on
 *   Accept-Encoding, and the request not marked degraded by the time its body ended;
 * - for the content TTL at most, within a number of entries and of bytes (least recently used out);
 *   404s apart, in a tenth of the entries, so unknown URLs only ever evict each other;
 * - one render per key at a time: requests that arrive meanwhile wait for it.
 * The key is the origin, path and query, and the page's variant: what else the server's HTML depends
 * on (`pageVariant`). The locale is Romanian for every cacheable request (a language choice is a
 * cookie or `lang`, both personal). Every answer gets its own CSP nonce: the stored body is kept split
 * at the nonce it was rendered with, and joined again with a fresh one. The parts are also kept
 * deflated one by one, so a browser that takes gzip gets a gzip stream assembled around the fresh
 * nonce (`gzipJoin`) instead of a compression of the whole page per answer.
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

/** The public Cache-Control of a guest's 404. */
const NOT_FOUND_CACHE_CONTROL = cacheControlFor('/', 404);

/** Whether an answer's headers allow sharing it with every guest (the body is checked afterwards). */
export function isShareable(response: Response): boolean {
  const { headers } = response;
  const vary = headers.get('vary');
  const cacheControl = headers.get('cache-control');
  return (
    ((response.status === 200 && cacheControl === GUEST_CACHE_CONTROL) ||
      (response.status === 404 && cacheControl === NOT_FOUND_CACHE_CONTROL)) &&
    !headers.has('set-cookie') &&
    (vary === null || vary.split(',').every((name) => name.trim().toLowerCase() === 'accept-encoding'))
  );
}

/**
 * A gzip stream of `plain` parts joined by `separator`, from the parts deflated one by one
 * (`deflatePart`): each part's deflate data, the separator as a stored block between them, a final
 * empty block, then the CRC and length of the whole. Every part was compressed on its own, so no
 * back-reference crosses a separator.
 */
export function gzipJoin(deflated: readonly Buffer[], plain: readonly Buffer[], separator: Buffer): Buffer {
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(separator.length, 1);
  stored.writeUInt16LE(~separator.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  plain.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, separator);
      crc = crc32(separator, crc);
      length += separator.length;
    }
    chunks.push(deflated[i] ?? Buffer.alloc(0));
    // Node's crc32 of an empty buffer does not always hand the running value back.
    if (part.length > 0) crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** gzip magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final, empty block with fixed Huffman codes: the end of the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** One part deflated alone, flushed to a byte boundary, unfinished: ready to be followed. */
export function deflatePart(part: Buffer): Buffer {
  return deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH });
}

/** Whether a request takes gzip (`Accept-Encoding`, without `q=0`). */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim().toLowerCase() !== 'gzip' && name?.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** The body's bytes split at the nonce it was rendered with (one part when it holds none). */
  body: Buffer[];
  /** The same parts, each deflated alone (raw deflate, ending byte-aligned without a final block). */
  deflated: Buffer[];
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
  /** Pages (200) and not-found answers (404) apart: unknown URLs only ever evict each other. */
  const partitions = {
    pages: { entries: new Map<string, Entry>(), max: options.maxEntries },
    missing: { entries: new Map<string, Entry>(), max: Math.max(1, Math.ceil(options.maxEntries / 10)) },
  };
  const partitionOf = (status: number) => (status === 404 ? partitions.missing : partitions.pages);
  const flights = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  function find(key: string): [Map<string, Entry>, Entry] | null {
    for (const { entries } of Object.values(partitions)) {
      const entry = entries.get(key);
      if (entry) return [entries, entry];
    }
    return null;
  }

  function remove(key: string): void {
    const found = find(key);
    if (!found) return;
    found[0].delete(key);
    bytes -= found[1].bytes;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    const partition = partitionOf(entry.status);
    partition.entries.set(key, entry);
    bytes += entry.bytes;
    for (const { entries, max } of [partition, partitions.missing, partitions.pages]) {
      for (const [oldest] of entries) {
        if (entries.size <= max && bytes <= options.maxBytes) break;
        remove(oldest);
      }
    }
  }

  function fresh(key: string): Entry | null {
    const found = find(key);
    if (!found) return null;
    const [entries, entry] = found;
    if (entry.expires <= now()) {
      remove(key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** A stored answer with a nonce of its own, as a new response (gzip when the browser takes it). */
  function answer(entry: Entry, request: Request): Response {
    const value = nonce();
    const headers = new Headers();
    for (const [name, header] of entry.headers) {
      headers.append(
        name,
        entry.nonceInHeaders ? header.replace(NONCE_IN_POLICY, `'nonce-${value}'`) : header,
      );
    }
    const gzip = acceptsGzip(request);
    if (gzip) headers.set('Content-Encoding', 'gzip');
    headers.set('Vary', 'Accept-Encoding');
    if (request.method === 'HEAD') return new Response(null, { status: entry.status, headers });
    const separator = Buffer.from(value);
    const body = gzip
      ? gzipJoin(entry.deflated, entry.body, separator)
      : Buffer.concat(entry.body.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
    headers.set('Content-Length', String(body.length));
    // A Buffer is a Uint8Array: Node's Response takes it as it is (no copy).
    return new Response(body as Uint8Array<ArrayBuffer>, {
      status: entry.status,
      headers,
    });
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
    const headers = [...response.headers];
    const used = NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const body = (used ? text.split(used) : [text]).map((part) => Buffer.from(part));
    const size = body.reduce((total, part) => total + part.length, 0);
    if (rendered.degraded() || size > maxEntryBytes) {
      settle(null);
    } else {
      const deflated = body.map(deflatePart);
      const entry: Entry = {
        status: response.status,
        headers,
        body,
        deflated,
        nonceInHeaders: used !== undefined,
        bytes: size + deflated.reduce((total, part) => total + part.length, 0),
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
      if (hit) return answer(hit, request);
      // A HEAD renders no body: it neither fills the cache nor waits for a GET.
      if (request.method === 'HEAD') return (await render()).response;
      const flight = flights.get(key);
      if (flight) {
        const entry = await flight;
        return entry ? answer(entry, request) : (await render()).response;
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
    size: () => ({
      entries: partitions.pages.entries.size + partitions.missing.entries.size,
      bytes,
    }),
    clear() {
      for (const { entries } of Object.values(partitions)) entries.clear();
      bytes = 0;
    },
  };
}
