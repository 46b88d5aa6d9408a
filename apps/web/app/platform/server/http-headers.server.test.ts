import { describe, expect, it, vi } from 'vitest';
import { parseFrameAncestors } from './config.server';
import {
  ALLOWED_METHODS,
  applyPortalHeaders,
  cacheControlFor,
  GUEST_CACHE_CONTROL,
  isPreviewRequest,
  PERMISSIONS_POLICY,
  PRIVATE_CACHE_CONTROL,
  plainAnswer,
  resourceCacheControl,
  securityHeaders,
} from './http-headers.server';

describe('portal response headers', () => {
  it.each([
    ['/', 200, GUEST_CACHE_CONTROL],
    ['/toate-jocurile', 200, GUEST_CACHE_CONTROL],
    ['/preview', 200, PRIVATE_CACHE_CONTROL],
    ['/preview/furnizori', 200, PRIVATE_CACHE_CONTROL],
    ['/preview/furnizori.data', 200, PRIVATE_CACHE_CONTROL],
    ['/previewer', 404, 'public, max-age=0, s-maxage=30'],
    ['/%70review/furnizori', 200, PRIVATE_CACHE_CONTROL],
    ['/%70review', 200, PRIVATE_CACHE_CONTROL],
    ['/preview.data', 200, PRIVATE_CACHE_CONTROL],
    ['/', 500, 'no-store'],
  ])('%s with status %i is cached as %s', (path, status, expected) => {
    expect(cacheControlFor(path, status)).toBe(expected);
  });

  it('keeps pages private when the language comes from the visitor, or a cookie is set', () => {
    const check = (request: Request, init?: HeadersInit) => {
      const headers = new Headers(init);
      applyPortalHeaders(request, 200, headers);
      return headers.get('Cache-Control');
    };
    expect(check(new Request('http://localhost/?lang=en'))).toBe(PRIVATE_CACHE_CONTROL);
    expect(check(new Request('http://localhost/', { headers: { cookie: 'a=1; locale=en' } }))).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect(check(new Request('http://localhost/'), { 'Set-Cookie': 'locale=en' })).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect(check(new Request('http://localhost/', { headers: { cookie: 'other=1' } }))).toBe(
      GUEST_CACHE_CONTROL,
    );
  });

  it('adds security headers and keeps a Cache-Control a route already set', () => {
    const headers = new Headers({ 'Cache-Control': 'max-age=5' });
    applyPortalHeaders(new Request('http://localhost/'), 200, headers);
    expect(headers.get('Cache-Control')).toBe('max-age=5');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });
});

describe('preview answers and security headers (issue 14 items 5 and 7)', () => {
  it.each([
    ['http://localhost/preview/promotii', true],
    ['http://localhost/%70review/promotii', true],
    ['http://localhost/%70%72eview', true],
    ['http://localhost/api/catalog?status=draft', true],
    ['http://localhost/api/catalog?status=published', false],
    ['http://localhost/promotii', false],
    ['http://localhost/previewer', false],
  ])('%s asks for preview content: %s', (url, expected) => {
    expect(isPreviewRequest(new URL(url))).toBe(expected);
  });

  it('a preview answer is private even when its route set a public Cache-Control', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=60' });
    applyPortalHeaders(new Request('http://localhost/%70review/promotii'), 200, headers);
    expect(headers.get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('sends HSTS over https only, and nosniff and the permissions policy always', () => {
    const plain = new Map(securityHeaders(new URL('http://localhost:3000/')));
    expect(plain.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(plain.has('Strict-Transport-Security')).toBe(false);
    const secure = new Map(securityHeaders(new URL('https://casino.example.ro/')));
    expect(secure.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).not.toMatch(/fullscreen|autoplay/);
  });

  it('405, OPTIONS and hostile-path answers are plain text naming nothing internal', async () => {
    const refused = plainAnswer(405);
    expect(refused.status).toBe(405);
    expect(refused.headers.get('Allow')).toBe(ALLOWED_METHODS.join(', '));
    expect(await refused.text()).toBe('Method Not Allowed');
    expect(plainAnswer(204).headers.get('Allow')).toBe('GET, HEAD, POST');
    expect(await plainAnswer(404).text()).toBe('Page Not Found');
  });
});

describe("the portal's own API resources", () => {
  it('are shared a minute, private in preview, and kept by nobody after a fallback', () => {
    expect(resourceCacheControl({ preview: false }, false)).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(resourceCacheControl({ preview: false }, false, 'public, max-age=60')).toBe('public, max-age=60');
    expect(resourceCacheControl({ preview: true }, false)).toBe('private, no-store');
    expect(resourceCacheControl({ preview: false }, true)).toBe('no-store');
    expect(resourceCacheControl({ preview: true }, true)).toBe('no-store');
  });
});

describe('FRAME_ANCESTORS', () => {
  it('keeps CSP sources and drops anything else', () => {
    expect(parseFrameAncestors(undefined)).toBe("'self'");
    expect(parseFrameAncestors("'self' https://app.example.ro http://localhost:4310")).toBe(
      "'self' https://app.example.ro http://localhost:4310",
    );
    expect(parseFrameAncestors("'none'")).toBe("'none'");
    expect(parseFrameAncestors('https://*.example.ro https:')).toBe('https://*.example.ro https:');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseFrameAncestors("https://ok.ro; script-src 'unsafe-inline'")).toBe("'self'");
    expect(parseFrameAncestors('javascript:alert(1) https://ok.ro')).toBe('https://ok.ro');
  });
});
