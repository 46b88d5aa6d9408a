/**
 * Reading and writing cookies, on the server (a Cookie header) and in the browser (`document.cookie`):
 * one parser for every cookie the portal reads, one writer with the portal's defaults (Path=/,
 * SameSite=Lax, Secure outside a local host).
 */

/** The language the visitor chose (`?lang=` or a language prefix), kept for a year (ADR 0005). */
export const LOCALE_COOKIE = 'locale';

/**
 * The session's keep-alive cookie (the portal's own, on its origin): written at login and on every
 * heartbeat, removed at logout. The server reads it as "a player is logged in here" (ADR 0059).
 */
export const KEEP_ALIVE_COOKIE = 'keep-alive';

/** A cookie's decoded value from a Cookie header; a malformed value is ignored, never a failure. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The names of the cookies in a Cookie header. */
export function cookieNames(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** Hosts of a developer's machine, where cookies cannot be Secure (plain HTTP). */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

export interface CookieOptions {
  /** Seconds; a session cookie without it. */
  maxAge?: number;
  httpOnly?: boolean;
  /** The page's or request's URL: the cookie is Secure unless its host is local. */
  requestUrl: string | URL;
}

/** A Set-Cookie (or `document.cookie`) value with the portal's defaults. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = !isLocalHost(new URL(options.requestUrl).hostname);
  return [
    `${name}=${encodeURIComponent(value)}`,
    options.maxAge !== undefined ? `Max-Age=${Math.max(0, Math.floor(options.maxAge))}` : null,
    'Path=/',
    'SameSite=Lax',
    options.httpOnly ? 'HttpOnly' : null,
    secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}
