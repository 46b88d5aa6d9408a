import { normalisePath } from '@casino/core/redirect-targets';
import { PREVIEW_SEGMENT } from '@casino/core/routes';
import { LOCALE_COOKIE, readCookie } from '../cookies';
import { publicConfig, serverConfig } from './config.server';
import { contentSecurityPolicy, originsOf, type PolicyOrigins } from './content-security-policy.server';

/**
 * Caching and security headers for every response of the portal (architecture.md: guest HTML is
 * publicly cacheable; preview pages are private).
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Whether a URL is one of the portal's own `/api/` resources (the catalogue, game details, the lobby's
 * later widgets…): loaded by the portal's scripts, never a page. Their `lang` and `status` name the
 * content asked for, not a visitor's choice.
 */
export function isApiResource(url: URL): boolean {
  return url.pathname.startsWith('/api/');
}

/**
 * Whether a request asks for preview content: a path under the {preview} segment once normalised
 * (`/%70review/…` is `/preview/…`), or `status=draft` on a resource. Such an answer is never shared,
 * whether or not the browser proved the preview secret (a shared copy would be served to the other).
 */
export function isPreviewRequest(url: URL): boolean {
  const path = normalisePath(url.pathname) ?? url.pathname;
  return (
    path === `/${PREVIEW_SEGMENT}` ||
    path.startsWith(`/${PREVIEW_SEGMENT}/`) ||
    path.startsWith(`/${PREVIEW_SEGMENT}.`) ||
    url.searchParams.get('status') === 'draft'
  );
}

/**
 * Guest HTML is shared between visitors only when it depends on nothing personal: previews, a
 * language chosen by cookie or `lang`, and responses that set a cookie stay private.
 */
export function cacheControlFor(pathname: string, status: number, personal = false): string {
  if (personal || isPreviewRequest(new URL(pathname, 'http://portal.invalid'))) return PRIVATE_CACHE_CONTROL;
  if (status >= 500) return 'no-store';
  if (status >= 400) return 'public, max-age=0, s-maxage=30';
  return GUEST_CACHE_CONTROL;
}

/**
 * Browser features the portal and its widgets never use, switched off for the page and every frame it
 * holds. Fullscreen, autoplay and the motion sensors stay as they are: games use them in their frames.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';
/** One year of https only for this host, once a browser has seen the portal over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The headers every answer of the portal carries, pages, resources and client assets alike (the
 * production server, `apps/web/server.mjs`, applies them to the assets). HSTS only over https.
 */
export function securityHeaders(url: URL): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  if (url.protocol === 'https:') headers.push(['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

/** The methods the portal serves (POST: the game password form); any other answers a plain 405. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

/**
 * A short plain-text answer that names nothing of the portal's insides: 405 (with Allow) instead of
 * React Router's message naming a route id, 204 with Allow for OPTIONS, 404 for a hostile path.
 */
export function plainAnswer(status: 204 | 404 | 405): Response {
  const text = { 204: '', 404: 'Page Not Found', 405: 'Method Not Allowed' }[status];
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (status !== 204) headers.set('Content-Type', 'text/plain; charset=utf-8');
  if (status !== 404) headers.set('Allow', ALLOWED_METHODS.join(', '));
  return new Response(status === 204 ? null : text, { status, headers });
}

/** A page that served a fallback (a widget left out, a stale answer): nobody keeps a copy. */
export const DEGRADED_CACHE_CONTROL = 'no-store';

/** A resource of the portal's own API, the same for every visitor: kept a minute, like its content. */
export const RESOURCE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The Cache-Control of a portal `/api/` resource: shared (`shared`) unless it is a preview's, which
 * stays private, or it served a fallback, which nobody keeps (as for pages, ADR 0017).
 */
export function resourceCacheControl(
  ctx: { preview: boolean },
  degraded: boolean,
  shared: string = RESOURCE_CACHE_CONTROL,
): string {
  if (degraded) return DEGRADED_CACHE_CONTROL;
  return ctx.preview ? PRIVATE_CACHE_CONTROL : shared;
}

/** Where the portal's pages may load what from: the configured addresses (config.server.ts). */
export const POLICY_ORIGINS: PolicyOrigins = (() => {
  const c = publicConfig;
  const widgets = [c.microFrontendsUrl, c.chatScriptUrl];
  return {
    scripts: [...originsOf([c.identityScriptUrl, ...widgets]), ...serverConfig.scriptOrigins],
    styles: originsOf([...widgets, c.assetsUrl]),
    images: originsOf([c.assetsUrl, c.contentApiUrl, ...widgets]),
    media: originsOf([c.assetsUrl, c.contentApiUrl]),
    connections: originsOf([
      c.contentApiUrl,
      c.gatewayUrl,
      c.liveFeedHubUrl,
      c.notificationsBrokerUrl,
      c.winnersApiUrl,
      c.identityScriptUrl,
      c.sentryDsn,
      ...widgets,
    ]),
    frames: [
      ...originsOf([c.accountSiteUrl, c.registerUrl, c.gatewayUrl, c.identityScriptUrl, ...widgets]),
      ...serverConfig.gameOrigins,
    ],
    frameAncestors: serverConfig.frameAncestors,
  };
})();

/** The policy of one HTML answer, its inline scripts carrying `nonce`. */
export function pagePolicy(nonce: string): string {
  return contentSecurityPolicy(nonce, POLICY_ORIGINS);
}

/**
 * `degraded`: content code served this request a fallback (`markDegraded`), so the answer is
 * `no-store` whatever the route said (issue 14: degraded 200 pages were publicly cacheable).
 */
export function applyPortalHeaders(
  request: Request,
  status: number,
  headers: Headers,
  degraded = false,
): void {
  const url = new URL(request.url);
  const personal =
    headers.has('Set-Cookie') ||
    url.searchParams.has('lang') ||
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== undefined;
  if (degraded) headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
  else if (personal || isPreviewRequest(url)) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', cacheControlFor(url.pathname, status));
  for (const [name, value] of securityHeaders(url)) headers.set(name, value);
  headers.set('Content-Security-Policy', `frame-ancestors ${serverConfig.frameAncestors}`);
}
