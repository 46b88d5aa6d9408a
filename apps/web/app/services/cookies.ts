/**
 * Reading and writing cookies on the server: one parser for every cookie the portal reads, one writer
 * with the portal's defaults (Path=/, SameSite=Lax, Secure outside localhost).
 */

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

export interface CookieOptions {
  /** Seconds; a session cookie without it. */
  maxAge?: number;
  httpOnly?: boolean;
  /** The request's URL: Secure is set when it is https and not localhost. */
  requestUrl: string | URL;
}

/** A Set-Cookie value with the portal's defaults. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const url = new URL(options.requestUrl);
  const secure = url.protocol === 'https:' && url.hostname !== 'localhost';
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
