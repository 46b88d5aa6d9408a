import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { isbot } from 'isbot';
import { cookieNames } from '../cookies';
import { cacheControlFor, GUEST_CACHE_CONTROL, isApiResource, isPreviewRequest } from './http-headers.server';
import type { SharedStore } from './shared-store.server';

/**
 * The guest-page response cache in front of React Router's handler (issue 13's SSR budget): a hit skips
 * routing, loaders and rendering. It holds only what every guest gets the same, keeps each answer split at
 * its CSP nonce so every hit gets a fresh one, and writes hits as stored chunks, never a copy per answer.
 * What is cacheable, the key and the memory rules: ADR 0017; the fleet's shared tier in Redis (a page one
 * process rendered served by all, one render per page in the fleet): ADR 0064.
 */

/** Cookies a guest may carry that no server code reads: the page is the same with or without them. */
export const NEUTRAL_COOKIES: readonly string[] = ['cookie_consent'];
/** Analytics cookies set by the tag manager in the browser (`_ga`, `_ga_XYZ`, `_gid`, `_gcl_au`…). */
const ANALYTICS_COOKIE = /^_(ga(_.+)?|gid|gcl_.+)$/;

/** Header of the nonce an HTML answer was rendered with (read from its Content-Security-Policy). */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;

/**
 * What the cache reads of a request: a web Request, or the server's view of Node's own request (so a
 * hit costs no web Request, Headers or stream).
 */
export interface CacheRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null; has(name: string): boolean };
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * What the server's HTML depends on besides the URL: crawlers get every widget rendered and the
 * whole document at once (root and lobby loaders, `entry.server.tsx`). Server code that reads another
 * request header must add it here (or send `Vary`, which keeps its answers out of the cache).
 */
export function pageVariant(request: CacheRequest): string {
  return isbot(request.headers.get('user-agent')) ? 'bot' : 'browser';
}

/** The cache key of a request, or null when its answer may be personal (never stored, never served). */
export function pageCacheKey(request: CacheRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('authorization')) return null;
  const names = cookieNames(request.headers.get('cookie'));
  if (names.some((name) => !NEUTRAL_COOKIES.includes(name) && !ANALYTICS_COOKIE.test(name))) return null;
  const url = new URL(request.url);
  if (isApiResource(url) || url.searchParams.has('lang') || isPreviewRequest(url)) return null;
  return `${url.origin}${url.pathname}${url.search} ${pageVariant(request)}`;
}

/** The public Cache-Control of a guest's 404. */
const NOT_FOUND_CACHE_CONTROL = cacheControlFor('/', 404);

/** Whether an answer's headers allow sharing it with every guest (the body is checked afterwards). */
export function isShareable(response: Response): boolean {
  return isShareableHead(response.status, response.headers);
}

function isShareableHead(status: number, headers: Headers): boolean {
  const vary = headers.get('vary');
  const cacheControl = headers.get('cache-control');
  return (
    ((status === 200 && cacheControl === GUEST_CACHE_CONTROL) ||
      (status === 404 && cacheControl === NOT_FOUND_CACHE_CONTROL)) &&
    !headers.has('set-cookie') &&
    (vary === null || vary.split(',').every((name) => name.trim().toLowerCase() === 'accept-encoding'))
  );
}

/**
 * A gzip stream of `plain` parts joined by `separator`, from the parts deflated one by one
 * (`deflatePart`): each part's deflate data, the separator as a stored block between them, a final
 * empty block, then the CRC and length of the whole. Every part was compressed on its own, so no
 * back-reference crosses a separator. Given as the chunks to write in order: the deflated parts
 * themselves (not copied) and a few bytes of framing.
 */
export function gzipChunks(
  deflated: readonly Buffer[],
  plain: readonly Buffer[],
  separator: Buffer,
): Buffer[] {
  // Pooled (allocUnsafe), every byte written: a Buffer.alloc is an array buffer of its own per answer.
  const stored = Buffer.allocUnsafe(5);
  stored.writeUInt8(0, 0);
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
    chunks.push(deflated[i] ?? EMPTY);
    // Node's crc32 of an empty buffer does not always hand the running value back.
    if (part.length > 0) crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return chunks;
}

/** `gzipChunks` as one buffer. */
export function gzipJoin(deflated: readonly Buffer[], plain: readonly Buffer[], separator: Buffer): Buffer {
  return Buffer.concat(gzipChunks(deflated, plain, separator));
}

const EMPTY = Buffer.alloc(0);

/** gzip magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final, empty block with fixed Huffman codes: the end of the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** One part deflated alone, flushed to a byte boundary, unfinished: ready to be followed. */
export function deflatePart(part: Buffer): Buffer {
  return deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH });
}

/**
 * Parts copied into one buffer of their exact size, as views of it. Each output of zlib's sync calls is
 * a view of a 16 KiB buffer of its own (its output chunk), whatever its length: a page's 25 small parts
 * deflated held 400 KiB, three times what they weigh, and the cache's byte bound did not see it.
 */
export function packed(parts: readonly Buffer[]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  return parts.map((part) => {
    part.copy(whole, offset);
    offset += part.length;
    return whole.subarray(offset - part.length, offset);
  });
}

/** A body's bytes in one buffer of their own, split at `separator` (views of it, separator left out). */
function splitAt(bytes: Buffer, separator: string | undefined): Buffer[] {
  const whole =
    bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength
      ? bytes
      : (packed([bytes])[0] as Buffer);
  if (!separator) return [whole];
  const parts: Buffer[] = [];
  let from = 0;
  for (
    let at = whole.indexOf(separator, 0, 'latin1');
    at !== -1;
    at = whole.indexOf(separator, from, 'latin1')
  ) {
    parts.push(whole.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(whole.subarray(from));
  return parts;
}

/** Whether a request takes gzip (`Accept-Encoding`, without `q=0`). */
function acceptsGzip(request: CacheRequest): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim().toLowerCase() !== 'gzip' && name?.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/** Headers each answer sets itself (the encoding, length and Vary of the body it sends). */
const REPLACED_HEADERS = new Set(['content-encoding', 'content-length', 'vary']);

/** A guest's page as the shared tier holds it: what a render answered, as text, and when. */
export interface SharedPage {
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** More headers than a page has: a record with more is not one of the portal's. */
const MAX_SHARED_HEADERS = 64;

/**
 * A value read from the shared tier as a page, or `undefined` when it does not have a page's shape
 * (another version's writer, a hand edit). What it holds is checked again before it is served.
 */
export function parseSharedPage(value: unknown): SharedPage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { storedAt, status, headers, body } = value as Record<string, unknown>;
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return undefined;
  if (status !== 200 || typeof body !== 'string') return undefined;
  const isPair = (pair: unknown) =>
    Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string');
  if (!Array.isArray(headers) || headers.length > MAX_SHARED_HEADERS || !headers.every(isPair))
    return undefined;
  return { storedAt, status, headers: headers as [string, string][], body };
}

/** How a cacheable page was answered through `handle`: from the shared tier, or rendered. */
export type PageOutcome = 'shared-hit' | 'render' | 'shared-invalid';

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
  /** The shared tier under the memory (see above); none by default. */
  shared?: SharedStore<SharedPage>;
  /** How long a process waits for another's render of a page before it renders it itself. */
  sharedWaitMs?: number;
  /** How long a page's lock holds at most (a render that never ends frees it then). */
  sharedLockMs?: number;
  /** Told how each cacheable page that missed the memory was answered (the server's metrics). */
  onOutcome?: (outcome: PageOutcome) => void;
}

/** How often a process waiting for another's render of a page looks for it. */
const SHARED_POLL_MS = 50;
/** Clocks of a fleet's machines differ: a page stored this far in the future is still taken. */
const CLOCK_SKEW_MS = 1000;

/** One rendering of a request: its answer and whether content code marked the request degraded. */
export interface Rendered {
  response: Response;
  /** Read once the body has ended: fallbacks served while streaming count too. */
  degraded: () => boolean;
}

/** A stored answer with a nonce of its own, ready to write: its head, and its body as chunks in order. */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  /** The body's chunks (the stored parts, the nonce, gzip framing); null for a HEAD. */
  body: Buffer[] | null;
}

export interface PageCache {
  /** The stored answer to a request, or null when it is not cacheable or not stored (fresh). */
  lookup(request: CacheRequest): CachedAnswer | null;
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
  const onOutcome = options.onOutcome ?? (() => {});
  const sharedWaitMs = options.sharedWaitMs ?? 1000;
  const sharedLockMs = options.sharedLockMs ?? 10_000;
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

  /** A stored answer with a nonce of its own (gzip when the browser takes it), as chunks. */
  function prepare(entry: Entry, request: CacheRequest): CachedAnswer {
    const value = nonce();
    const headers: [string, string][] = [];
    for (const [name, header] of entry.headers) {
      if (REPLACED_HEADERS.has(name)) continue;
      headers.push([
        name,
        entry.nonceInHeaders ? header.replace(NONCE_IN_POLICY, `'nonce-${value}'`) : header,
      ]);
    }
    const gzip = acceptsGzip(request);
    if (gzip) headers.push(['content-encoding', 'gzip']);
    headers.push(['vary', 'Accept-Encoding']);
    if (request.method === 'HEAD') return { status: entry.status, headers, body: null };
    const separator = Buffer.from(value);
    const body = gzip
      ? gzipChunks(entry.deflated, entry.body, separator)
      : entry.body.flatMap((part, i) => (i === 0 ? [part] : [separator, part]));
    headers.push(['content-length', String(body.reduce((total, chunk) => total + chunk.length, 0))]);
    return { status: entry.status, headers, body };
  }

  /** The same answer as a web Response (one buffer: a Buffer is a Uint8Array, taken without a copy). */
  function answer(entry: Entry, request: CacheRequest): Response {
    const { status, headers, body } = prepare(entry, request);
    return new Response(body && (Buffer.concat(body) as Uint8Array<ArrayBuffer>), { status, headers });
  }

  /**
   * An entry of a rendered body that every guest gets, stored until `expires`; null when it is too
   * large to keep.
   */
  function entryOf(status: number, headers: Headers, text: string, expires: number): Entry | null {
    const used = NONCE_IN_POLICY.exec(headers.get('content-security-policy') ?? '')?.[1];
    const body = splitAt(Buffer.from(text), used);
    const size = body[0]?.buffer.byteLength ?? 0;
    if (size > maxEntryBytes) return null;
    const deflated = packed(body.map(deflatePart));
    return {
      status,
      headers: [...headers],
      body,
      deflated,
      nonceInHeaders: used !== undefined,
      bytes: size + (deflated[0]?.buffer.byteLength ?? 0),
      expires,
    };
  }

  /**
   * Renders a request; stores its answer when shareable (and hands it to `share` with its text).
   * Resolves the flight with the entry or null.
   */
  async function renderAndStore(
    key: string,
    render: () => Promise<Rendered>,
    settle: (entry: Entry | null) => void,
    share?: (entry: Entry, text: string) => void,
  ): Promise<Response> {
    onOutcome('render');
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
    const entry = rendered.degraded()
      ? null
      : entryOf(response.status, response.headers, text, now() + options.ttlMs);
    if (entry && options.ttlMs > 0) {
      store(key, entry);
      share?.(entry, text);
    }
    settle(entry);
    const { status, statusText, headers } = response;
    return new Response(text, { status, statusText, headers });
  }

  /** The shared tier's page for `key` as an entry: null when there is none, it is stale or not fit. */
  async function sharedEntry(tier: SharedStore<SharedPage>, key: string): Promise<Entry | null> {
    const page = await tier.get(key);
    if (!page) return null;
    const t = now();
    // Its own time, not a TTL from now: every process lets it go when the writer does.
    const expires = Math.min(page.storedAt, t) + options.ttlMs;
    if (expires <= t) return null;
    let headers: Headers;
    try {
      headers = new Headers(page.headers);
    } catch {
      headers = new Headers({ 'cache-control': 'invalid' });
    }
    const entry =
      isShareableHead(page.status, headers) && page.storedAt <= t + CLOCK_SKEW_MS
        ? entryOf(page.status, headers, page.body, expires)
        : null;
    if (!entry) onOutcome('shared-invalid');
    return entry;
  }

  /** A memory miss with a shared tier: the fleet's page, or one render of it in the fleet at a time. */
  async function throughShared(
    tier: SharedStore<SharedPage>,
    key: string,
    request: CacheRequest,
    render: () => Promise<Rendered>,
    settle: (entry: Entry | null) => void,
  ): Promise<Response> {
    let taken = await sharedEntry(tier, key);
    let locked = false;
    if (!taken) {
      // A lock whose answer came late: the page is rendered (there is nothing to serve meanwhile).
      locked = (await tier.lock(key, sharedLockMs)) ?? true;
      const until = Date.now() + sharedWaitMs;
      while (!locked && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
        taken = await sharedEntry(tier, key);
        if (taken) break;
        locked = (await tier.lock(key, sharedLockMs)) ?? true;
      }
      // The holder may have written its page and freed the lock between the first read and the lock.
      if (!taken) taken = await sharedEntry(tier, key);
    }
    if (taken) {
      if (locked) void tier.unlock(key);
      store(key, taken);
      settle(taken);
      onOutcome('shared-hit');
      return answer(taken, request);
    }
    try {
      return await renderAndStore(key, render, settle, (entry, text) => {
        // Pages only: not-found answers stay in each process's memory.
        if (entry.status !== 200) return;
        const { status, headers } = entry;
        const storedAt = entry.expires - options.ttlMs;
        void tier.set(key, { storedAt, status, headers, body: text }, options.ttlMs);
      });
    } finally {
      if (locked) void tier.unlock(key);
    }
  }

  return {
    lookup(request) {
      const key = pageCacheKey(request);
      const hit = key === null ? null : fresh(key);
      return hit ? prepare(hit, request) : null;
    },
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
          if (flights.get(key) === landed) flights.delete(key);
          resolve(entry);
        };
      });
      flights.set(key, landed);
      if (options.shared && options.ttlMs > 0) {
        try {
          return await throughShared(options.shared, key, request, render, settle);
        } catch (error) {
          settle(null);
          throw error;
        }
      }
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
