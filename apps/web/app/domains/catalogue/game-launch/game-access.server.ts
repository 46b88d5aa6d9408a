/**
 * Password-protected games (catalogue.md section 5) are checked on the server, before any launch URL is
 * built or sent, so no page or resource carries a protected game's launch URLs until a browser holds
 * the signed access cookie. The cookie's life, scope and signing key: ADR 0007.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTENT_PATHS } from '@casino/core/content-api';
import { readCookie, serializeCookie } from '~/platform/cookies';
import { serverConfig } from '~/platform/server/config.server';
import { scopedFetch } from '~/platform/server/request-scope.server';

export const GAME_ACCESS_COOKIE = 'game_access';
export const GAME_ACCESS_TTL_MS = 30 * 60 * 1000;

const key = process.env.GAME_ACCESS_SECRET?.trim() || randomBytes(32).toString('hex');

function sign(expiresAt: number): string {
  return createHmac('sha256', key).update(`game-access:${expiresAt}`).digest('base64url');
}

/** Whether this request carries a valid, unexpired game access cookie. */
export function hasGameAccess(request: Request, now = Date.now()): boolean {
  const value = readCookie(request.headers.get('cookie'), GAME_ACCESS_COOKIE);
  const [expires, signature] = value?.split('.') ?? [];
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  const expected = Buffer.from(sign(expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie header that grants access for the next 30 minutes of this browser session. */
export function grantGameAccess(requestUrl: string, now = Date.now()): string {
  const expiresAt = now + GAME_ACCESS_TTL_MS;
  return serializeCookie(GAME_ACCESS_COOKIE, `${expiresAt}.${sign(expiresAt)}`, {
    httpOnly: true,
    requestUrl,
  });
}

/** The preview auth call (GET /api/preview/auth?secret=): true only for a 2xx answer. */
export async function verifyGamePassword(
  password: string,
  fetcher: typeof fetch = scopedFetch,
): Promise<boolean> {
  if (password === '') return false;
  const url = `${serverConfig.contentApiUrl}${CONTENT_PATHS.previewAuth}?${new URLSearchParams({ secret: password })}`;
  try {
    const response = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(serverConfig.contentTimeoutMs),
    });
    return response.ok;
  } catch (error) {
    console.error('[game-access] preview auth failed:', error instanceof Error ? error.message : error);
    return false;
  }
}
