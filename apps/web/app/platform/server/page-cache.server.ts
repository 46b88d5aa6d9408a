import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { isbot } from 'isbot';
import { cookieNames } from '../cookies';
import { cacheControlFor, GUEST_CACHE_CONTROL, isApiResource, isPreviewRequest } from './http-headers.server';

/**
 * The guest-page response cache in front of React Router's handler (issue 13's SSR budget): a hit skips
 * routing, loaders and rendering. It holds only what every guest gets the same, keeps each answer split at
 * its CSP nonce so every hit gets a fresh one, and writes hits as stored chunks, never a copy per answer.
 * What is cacheable, the key and the memory rules: ADR 0017.
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

/**
 * The stored answers, least recently used first: pages (200) and not-found answers (404) apart, so
 * unknown URLs only ever evict each other, within a number of entries each and of bytes in all.
 */
class AnswerStore {
  private readonly partitions: { entries: Map<string, Entry>; max: number }[];
  private readonly pages: { entries: Map<string, Entry>; max: number };
  private readonly missing: { entries: Map<string, Entry>; max: number };
  private readonly maxBytes: number;
  private readonly now: () => number;
  bytes = 0;

  constructor(maxEntries: number, maxBytes: number, now: () => number) {
    this.pages = { entries: new Map(), max: maxEntries };
    this.missing = { entries: new Map(), max: Math.max(1, Math.ceil(maxEntries / 10)) };
    this.partitions = [this.pages, this.missing];
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get size(): number {
    return this.pages.entries.size + this.missing.entries.size;
  }

  /** The entry of `key` while it is fresh, now the most recently used; an expired one goes. */
  fresh(key: string): Entry | null {
    const found = this.find(key);
    if (!found) return null;
    const [entries, entry] = found;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return null;
    }
    // Most recently used last: eviction takes the first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** Stores an entry, then evicts the least recently used until every bound holds. */
  store(key: string, entry: Entry): void {
    this.remove(key);
    const partition = entry.status === 404 ? this.missing : this.pages;
    partition.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const { entries, max } of [partition, this.missing, this.pages]) {
      for (const [oldest] of entries) {
        if (entries.size <= max && this.bytes <= this.maxBytes) break;
        this.remove(oldest);
      }
    }
  }

  clear(): void {
    for (const { entries } of this.partitions) entries.clear();
    this.bytes = 0;
  }

  private find(key: string): [Map<string, Entry>, Entry] | null {
    for (const { entries } of this.partitions) {
      const entry = entries.get(key);
      if (entry) return [entries, entry];
    }
    return null;
  }

  private remove(key: string): void {
    const found = this.find(key);
    if (!found) return;
    found[0].delete(key);
    this.bytes -= found[1].bytes;
  }
}

/** A stored answer with the nonce `value` (gzip when the browser takes it), as chunks. */
function prepare(entry: Entry, request: CacheRequest, value: string): CachedAnswer {
  const headers: [string, string][] = [];
  for (const [name, header] of entry.headers) {
    if (REPLACED_HEADERS.has(name)) continue;
    headers.push([name, entry.nonceInHeaders ? header.replace(NONCE_IN_POLICY, `'nonce-${value}'`) : header]);
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
function answer(entry: Entry, request: CacheRequest, value: string): Response {
  const { status, headers, body } = prepare(entry, request, value);
  return new Response(body && (Buffer.concat(body) as Uint8Array<ArrayBuffer>), { status, headers });
}

/**
 * The entry for a shareable answer's body, split at the nonce it was rendered with and deflated part
 * by part; null when the request was marked degraded or the body is larger than `maxEntryBytes`.
 */
function entryFor(
  rendered: Rendered,
  text: string,
  { expires, maxEntryBytes }: { expires: number; maxEntryBytes: number },
): Entry | null {
  const { response } = rendered;
  const used = NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const body = splitAt(Buffer.from(text), used);
  const size = body[0]?.buffer.byteLength ?? 0;
  if (rendered.degraded() || size > maxEntryBytes) return null;
  const deflated = packed(body.map(deflatePart));
  return {
    status: response.status,
    headers: [...response.headers],
    body,
    deflated,
    nonceInHeaders: used !== undefined,
    bytes: size + (deflated[0]?.buffer.byteLength ?? 0),
    expires,
  };
}

/** One render per key at a time: a request that comes meanwhile waits for the first one's entry. */
class Flights {
  private readonly flights = new Map<string, Promise<Entry | null>>();

  get(key: string): Promise<Entry | null> | undefined {
    return this.flights.get(key);
  }

  /** Starts the flight of `key`; the returned function lands it (with the entry stored, or null). */
  start(key: string): (entry: Entry | null) => void {
    let settle: (entry: Entry | null) => void = () => {};
    const landed = new Promise<Entry | null>((resolve) => {
      settle = (entry) => {
        this.flights.delete(key);
        resolve(entry);
      };
    });
    this.flights.set(key, landed);
    return settle;
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const nonce = options.nonce ?? createNonce;
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
  const answers = new AnswerStore(options.maxEntries, options.maxBytes, now);
  const flights = new Flights();

  /** Renders a request; stores its answer when shareable. Lands the flight with the entry or null. */
  async function renderAndStore(
    key: string,
    render: () => Promise<Rendered>,
    settle: (entry: Entry | null) => void,
  ): Promise<Response> {
    let rendered: Rendered;
    let text: string;
    try {
      rendered = await render();
      if (!isShareable(rendered.response) || !rendered.response.body) {
        settle(null);
        return rendered.response;
      }
      text = await rendered.response.text();
    } catch (error) {
      settle(null);
      throw error;
    }
    const { response } = rendered;
    const entry = entryFor(rendered, text, { expires: now() + options.ttlMs, maxEntryBytes });
    if (entry && options.ttlMs > 0) answers.store(key, entry);
    settle(entry);
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
  }

  return {
    lookup(request) {
      const key = pageCacheKey(request);
      const hit = key === null ? null : answers.fresh(key);
      return hit ? prepare(hit, request, nonce()) : null;
    },
    async handle(request, render) {
      const key = pageCacheKey(request);
      if (key === null) return (await render()).response;
      const hit = answers.fresh(key);
      if (hit) return answer(hit, request, nonce());
      // A HEAD renders no body: it neither fills the cache nor waits for a GET.
      if (request.method === 'HEAD') return (await render()).response;
      const flight = flights.get(key);
      if (flight) {
        const entry = await flight;
        return entry ? answer(entry, request, nonce()) : (await render()).response;
      }
      return renderAndStore(key, render, flights.start(key));
    },
    size: () => ({ entries: answers.size, bytes: answers.bytes }),
    clear: () => answers.clear(),
  };
}
