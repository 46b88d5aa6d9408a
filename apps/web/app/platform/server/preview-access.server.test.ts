import { describe, expect, it } from 'vitest';
import { serverConfig } from './config.server';
import {
  endPreviewAccess,
  grantPreviewAccess,
  hasPreviewAccess,
  isPreviewSecret,
  PREVIEW_ACCESS_COOKIE,
  PREVIEW_ACCESS_TTL_MS,
} from './preview-access.server';
import { resolveContentContext } from './request-context.server';

const SECRET = 'a-long-editor-secret';
const NOW = 1_800_000_000_000;

/** A request carrying the cookie a Set-Cookie header granted. */
function withCookie(setCookie: string, url = 'https://casino.example.ro/preview'): Request {
  return new Request(url, { headers: { cookie: setCookie.split(';')[0] ?? '' } });
}

describe('preview access (issue 14 item 5)', () => {
  it('only the configured secret is the secret; none is configured, nothing is', () => {
    expect(isPreviewSecret(SECRET, SECRET)).toBe(true);
    expect(isPreviewSecret('a-long-editor-secreT', SECRET)).toBe(false);
    expect(isPreviewSecret('', SECRET)).toBe(false);
    expect(isPreviewSecret(null, SECRET)).toBe(false);
    expect(isPreviewSecret('', null)).toBe(false);
    expect(isPreviewSecret('anything', null)).toBe(false);
  });

  it('grants an HttpOnly, SameSite, Secure (outside localhost) session cookie for 8 hours', () => {
    const cookie = grantPreviewAccess('https://casino.example.ro/api/preview/auth', NOW, SECRET);
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_ACCESS_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Max-Age');
    expect(grantPreviewAccess('http://localhost:3000/api/preview/auth', NOW, SECRET)).not.toContain('Secure');
    const request = withCookie(cookie);
    expect(hasPreviewAccess(request, NOW + 1000, SECRET)).toBe(true);
    expect(hasPreviewAccess(request, NOW + PREVIEW_ACCESS_TTL_MS, SECRET)).toBe(false);
  });

  it('refuses a cookie signed with another secret, edited, forged or absent', () => {
    const cookie = grantPreviewAccess('https://casino.example.ro/', NOW, SECRET);
    expect(hasPreviewAccess(withCookie(cookie), NOW, 'another-secret')).toBe(false);
    expect(hasPreviewAccess(withCookie(cookie), NOW, null)).toBe(false);
    const [, value = ''] = (cookie.split(';')[0] ?? '').split('=');
    const [expires, signature] = value.split('.');
    const later = `${Number(expires) + PREVIEW_ACCESS_TTL_MS}.${signature}`;
    expect(hasPreviewAccess(withCookie(`${PREVIEW_ACCESS_COOKIE}=${later}`), NOW, SECRET)).toBe(false);
    expect(hasPreviewAccess(withCookie(`${PREVIEW_ACCESS_COOKIE}=1.x`), 0, SECRET)).toBe(false);
    expect(hasPreviewAccess(new Request('https://casino.example.ro/'), NOW, SECRET)).toBe(false);
    expect(endPreviewAccess('https://casino.example.ro/')).toMatch(/^preview_access=; Max-Age=0;.*HttpOnly/);
  });

  it('a request for drafts without the cookie is in preview mode with published content', () => {
    for (const url of ['http://localhost/preview/promotii', 'http://localhost/api/catalog?status=draft']) {
      const request = new Request(url);
      const preview = url.includes('/api/') ? undefined : 'preview';
      expect(resolveContentContext(request, preview)).toEqual({
        locale: 'ro',
        status: 'published',
        preview: true,
      });
    }
  });

  it('drafts are for a visitor who is not logged in: a player (the keep-alive cookie) gets published content', () => {
    const secret = serverConfig.previewSecret;
    expect(secret).not.toBeNull();
    const granted = grantPreviewAccess('http://localhost/api/preview/auth', Date.now(), secret!);
    const editor = (cookies: string) =>
      new Request('http://localhost/preview/promotii', { headers: { cookie: cookies } });
    const access = granted.split(';')[0] ?? '';
    expect(resolveContentContext(editor(access), 'preview')).toMatchObject({
      status: 'draft',
      preview: true,
    });
    expect(resolveContentContext(editor(`${access}; keep-alive=1765000000000`), 'preview')).toEqual({
      locale: 'ro',
      status: 'published',
      preview: true,
    });
  });
});
