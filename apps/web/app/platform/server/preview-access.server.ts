/**
 * Draft content is for editors only (issue 14 item 5, ADR 0015): a browser proves the preview secret once
 * and gets a signed session cookie. Its key derives from the secret, so every process of a site accepts
 * the same cookie and changing the secret ends every editor's access.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie, serializeCookie } from '../cookies';
import { serverConfig } from './config.server';

export const PREVIEW_ACCESS_COOKIE = 'preview_access';
export const PREVIEW_ACCESS_TTL_MS = 8 * 60 * 60 * 1000;

function cookieKey(secret: string): Buffer {
  return createHash('sha256').update(`preview-access-cookie:${secret}`).digest();
}

function sign(secret: string, expiresAt: number): string {
  return createHmac('sha256', cookieKey(secret)).update(`preview:${expiresAt}`).digest('base64url');
}

function sameText(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether `given` is the configured preview secret (constant time; never true without a secret). */
export function isPreviewSecret(given: string | null, secret = serverConfig.previewSecret): boolean {
  return secret !== null && given !== null && given !== '' && sameText(given, secret);
}

/** Whether this request carries a valid, unexpired preview cookie. */
export function hasPreviewAccess(
  request: Request,
  now = Date.now(),
  secret = serverConfig.previewSecret,
): boolean {
  if (secret === null) return false;
  const value = readCookie(request.headers.get('cookie'), PREVIEW_ACCESS_COOKIE);
  const [expires, signature] = value?.split('.') ?? [];
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  if (expiresAt > now + PREVIEW_ACCESS_TTL_MS) return false;
  return sameText(signature, sign(secret, expiresAt));
}

/** The Set-Cookie header that opens draft content to this browser for the next 8 hours of its session. */
export function grantPreviewAccess(
  requestUrl: string,
  now = Date.now(),
  secret = serverConfig.previewSecret,
): string {
  if (secret === null) throw new Error('No preview secret is configured');
  const expiresAt = now + PREVIEW_ACCESS_TTL_MS;
  return serializeCookie(PREVIEW_ACCESS_COOKIE, `${expiresAt}.${sign(secret, expiresAt)}`, {
    httpOnly: true,
    requestUrl,
  });
}

/** The Set-Cookie header that ends this browser's preview access. */
export function endPreviewAccess(requestUrl: string): string {
  return serializeCookie(PREVIEW_ACCESS_COOKIE, '', { maxAge: 0, httpOnly: true, requestUrl });
}
