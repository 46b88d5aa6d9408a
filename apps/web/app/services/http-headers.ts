import { serverConfig } from './config.server';
import { LOCALE_COOKIE, readCookie } from './cookies';

/**
 * Caching and security headers for every response of the portal (architecture.md: guest HTML is
 * publicly cacheable; preview pages are private).
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Guest HTML is shared between visitors only when it depends on nothing personal: previews, a
 * language chosen by cookie or `lang`, and responses that set a cookie stay private.
 */
export function cacheControlFor(pathname: string, status: number, personal = false): string {
  if (personal || pathname === '/preview' || pathname.startsWith('/preview/')) return PRIVATE_CACHE_CONTROL;
  if (status >= 500) return 'no-store';
  if (status >= 400) return 'public, max-age=0, s-maxage=30';
  return GUEST_CACHE_CONTROL;
}

export function applyPortalHeaders(request: Request, status: number, headers: Headers): void {
  const url = new URL(request.url);
  const personal =
    headers.has('Set-Cookie') ||
    url.searchParams.has('lang') ||
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== undefined;
  if (personal) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', cacheControlFor(url.pathname, status));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Content-Security-Policy', `frame-ancestors ${serverConfig.frameAncestors}`);
}
