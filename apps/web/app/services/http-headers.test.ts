import { describe, expect, it, vi } from 'vitest';
import { parseFrameAncestors } from './config.server';
import {
  applyPortalHeaders,
  cacheControlFor,
  GUEST_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
} from './http-headers';

describe('portal response headers', () => {
  it.each([
    ['/', 200, GUEST_CACHE_CONTROL],
    ['/toate-jocurile', 200, GUEST_CACHE_CONTROL],
    ['/preview', 200, PRIVATE_CACHE_CONTROL],
    ['/preview/furnizori', 200, PRIVATE_CACHE_CONTROL],
    ['/preview/furnizori.data', 200, PRIVATE_CACHE_CONTROL],
    ['/previewer', 404, 'public, max-age=0, s-maxage=30'],
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
