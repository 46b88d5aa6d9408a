/**
 * Where the portal may send a browser (issue 14 item 1; ADR 0015, ADR 0065): a path on the portal's own
 * origin or an address on an allowed origin, nothing else. Browsers drop tabs and line breaks and read
 * `//` or `/\` as another host, so a path with a control character (raw or decoded) or without exactly
 * one leading slash is refused.
 */

/**
 * The WHATWG URL parser, the one browsers apply to a Location header: present wherever core runs
 * (browsers, Node), but outside core's standard library, so its shape is declared here.
 */
interface ParsedUrl {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
}
declare const URL: new (url: string, base?: string) => ParsedUrl;

/** Longest target we follow: an address longer than this is not a link anybody wrote. */
export const MAX_TARGET_LENGTH = 2048;
/** Longest route segment (a slug or a game code). */
export const MAX_SEGMENT_LENGTH = 200;

/** Control characters (C0, DEL, C1): browsers strip some and servers choke on others. */
const CONTROL = /\p{Cc}/u;
/** Any control, format (bidi overrides, zero-width), surrogate, private-use or unassigned character. */
const INVISIBLE = /\p{C}/u;
const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/** `decodeURIComponent` that answers null for a malformed escape instead of throwing. */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A route parameter (already decoded by the router) that may become one segment of a path: not
 * empty, not `.` or `..`, no slash or backslash, no control or invisible character, at most 200
 * characters. Real slugs and game codes always pass.
 */
export function isSafeSegment(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    value.length <= MAX_SEGMENT_LENGTH &&
    value !== '.' &&
    value !== '..' &&
    !/[/\\]/.test(value) &&
    !INVISIBLE.test(value)
  );
}

/** `/a/b` from segments, each percent-encoded; null when any segment is not {@link isSafeSegment}. */
export function pathFromSegments(segments: readonly string[]): string | null {
  if (!segments.every(isSafeSegment)) return null;
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/**
 * Whether a request path (as sent, percent-encoded) must not be served: a malformed escape, or a
 * control character once decoded (`/%0a`, `/%09/evil.com`). Such a path answers 404 before any route
 * runs.
 */
export function isHostilePath(pathname: string): boolean {
  if (CONTROL.test(pathname)) return true;
  const decoded = decodeOrNull(pathname);
  return decoded === null || CONTROL.test(decoded);
}

/** Whether a path starts with exactly one slash (`//x` and `/\x` name another host to a browser). */
function isRooted(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/**
 * A same-origin path (with query and hash) for a target that is one, normalised (dot segments
 * resolved, unsafe characters percent-encoded); null for anything else: an absolute or
 * protocol-relative address, a path that does not start with exactly one slash (before or after
 * decoding), a control character (raw or encoded), or more than 2048 characters.
 */
export function safeLocalPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  if (!isRooted(target) || isHostilePath(target)) return null;
  const decoded = decodeOrNull(target.split(/[?#]/)[0] ?? '');
  if (decoded === null || !isRooted(decoded)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || !isRooted(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A redirect the portal may answer or follow. */
export interface RedirectTarget {
  /** A same-origin path for an internal target; the absolute address of an external one. */
  href: string;
  internal: boolean;
}

export interface RedirectPolicy {
  /** The portal's own origin (`https://casino.example.ro`). */
  origin: string;
  /** External origins a redirect may go to (from configuration, {@link parseOrigins}). */
  allowedOrigins: readonly string[];
}

/**
 * Where a redirect may go: a same-origin path ({@link safeLocalPath}; an absolute address on the
 * portal's own origin counts as one), or an absolute http(s) address without credentials on an
 * allowed origin. Null for every other target (`javascript:`, `//evil.com`, `/\t/evil.com`, an origin
 * nobody configured).
 */
export function redirectTarget(
  target: string | null | undefined,
  policy: RedirectPolicy,
): RedirectTarget | null {
  if (typeof target !== 'string') return null;
  const trimmed = target.trim();
  if (trimmed.startsWith('/')) {
    const path = safeLocalPath(trimmed);
    return path ? { href: path, internal: true } : null;
  }
  if (trimmed.length > MAX_TARGET_LENGTH || CONTROL.test(trimmed) || !/^https?:\/\//i.test(trimmed))
    return null;
  const url = httpUrl(trimmed);
  if (!url) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === originOf(policy.origin)) {
    const path = safeLocalPath(`${url.pathname}${url.search}${url.hash}`);
    return path ? { href: path, internal: true } : null;
  }
  return policy.allowedOrigins.includes(url.origin) ? { href: url.href, internal: false } : null;
}

/** A link the portal may render: a same-origin path (internal) or an absolute address (external). */
export type SafeHref = RedirectTarget;

/**
 * A link the portal may render (CMS links and slides, menu and message links, launch templates): the
 * one rule for targets that come from outside. Only http(s) is followed. A target on the portal's own
 * origin (a path, or an address resolved against `origin`) is internal, as a path that starts with
 * exactly one slash; any other http(s) address is external, whatever its origin (a link, unlike a
 * redirect, is one the player chooses to follow). `javascript:`, `data:`, other schemes and unparsable
 * targets give null.
 */
export function safeHref(
  target: string | null | undefined,
  origin: string = PLACEHOLDER_ORIGIN,
): SafeHref | null {
  if (typeof target !== 'string' || target.trim() === '') return null;
  const url = httpUrl(target.trim(), origin);
  if (!url) return null;
  if (url.origin !== originOf(origin)) return { href: url.href, internal: false };
  // `http://portal//evil.com` has the path `//evil.com`: written as a link, that is another host.
  return isRooted(url.pathname) ? { href: `${url.pathname}${url.search}${url.hash}`, internal: true } : null;
}

/** The parsed address of an http(s) target (a relative one resolved against `base`); null otherwise. */
function httpUrl(target: string, base?: string): ParsedUrl | null {
  let url: ParsedUrl;
  try {
    url = base === undefined ? new URL(target) : new URL(target, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The http(s) origins of a list of addresses (separated by commas or spaces, or given as a list):
 * `https://a.example/x, http://b.example:8080` gives both origins. Entries that are not absolute
 * http(s) addresses are dropped; duplicates appear once.
 */
export function parseOrigins(raw: string | readonly string[] | null | undefined): string[] {
  const entries = typeof raw === 'string' ? raw.split(/[\s,]+/) : [...(raw ?? [])];
  const origins = new Set<string>();
  for (const entry of entries) {
    if (!/^https?:\/\//i.test(entry.trim())) continue;
    const origin = originOf(entry.trim());
    if (origin && origin !== 'null') origins.add(origin);
  }
  return [...origins];
}

const UNRESERVED_ESCAPE = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The canonical form of a request path (RFC 3986 section 6.2.2): escapes of unreserved characters
 * decoded (`/%70review` is `/preview`), dot segments resolved (`/a/%2e%2e/b` is `/b`). Routing
 * decisions (the preview segment, the cache policy) are taken on this form. Null for a hostile path
 * ({@link isHostilePath}).
 */
export function normalisePath(pathname: string): string | null {
  if (!pathname.startsWith('/') || isHostilePath(pathname)) return null;
  const decoded = pathname.replace(UNRESERVED_ESCAPE, (encoded) =>
    String.fromCharCode(Number.parseInt(encoded.slice(1), 16)),
  );
  try {
    // Leading slashes collapse before and after the dot segments go (`/.//x` resolves to `//x`).
    return new URL(decoded.replace(/^\/+/, '/'), PLACEHOLDER_ORIGIN).pathname.replace(/^\/+/, '/');
  } catch {
    return null;
  }
}
