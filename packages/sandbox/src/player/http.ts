/**
 * HTTP helpers of the player platform: cookies (no cookie plugin: a few lines do), the request's
 * language, JSON answers that are never cached, gateway error bodies and money formatting.
 */
import type { GatewayErrorCode } from '@casino/core/gateway-api';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Language = 'ro' | 'en';
export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieSettings {
  /** Secure cookies (when the sandbox is served over https). */
  secure: boolean;
}

/**
 * Sets an HttpOnly, SameSite=Lax cookie on Path=/. The portal runs on another port of the same host,
 * which is the same site, so its `credentials: 'include'` calls carry the cookie.
 */
export function setCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (settings.secure) parts.push('Secure');
  // Fastify appends repeated set-cookie headers instead of replacing them.
  reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, settings: CookieSettings, name: string): void {
  setCookie(reply, settings, name, '', 0);
}

/** ro or en from Accept-Language (the first of the two in preference order); ro when neither. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'ro' || tag.startsWith('ro-')) return 'ro';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'ro';
}

/** A JSON answer with personal data: never cached. */
export function sendJson(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply.code(status).type(JSON_TYPE).header('cache-control', 'no-store').send(JSON.stringify(body));
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
};

const ERROR_MESSAGES: Record<GatewayErrorCode, [ro: string, en: string]> = {
  'invalid-request': ['Cererea nu este validă.', 'The request is not valid.'],
  'session-missing': ['Nu ești autentificat.', 'You are not logged in.'],
  'session-expired': [
    'Sesiunea a expirat. Autentifică-te din nou.',
    'Your session expired. Please log in again.',
  ],
  'session-revoked': ['Sesiunea a fost închisă.', 'Your session was ended.'],
  'invalid-temporary-token': [
    'Tokenul de autentificare nu este valid sau a expirat.',
    'The login token is not valid or has expired.',
  ],
  'unknown-game': ['Jocul nu există.', 'No such game.'],
  'unknown-template': ['Promoția nu există.', 'No such promotion.'],
  'unknown-tag': ['Eticheta nu există.', 'No such tag.'],
  'bonus-not-found': ['Bonusul nu există.', 'No such bonus.'],
  'bonus-not-pending': [
    'Bonusul nu mai așteaptă confirmarea.',
    'The bonus is no longer awaiting confirmation.',
  ],
  'self-excluded': [
    'Contul tău este autoexclus de la jocurile de cazino.',
    'Your account is self-excluded from casino games.',
  ],
  'insufficient-funds': ['Fonduri insuficiente.', 'Insufficient funds.'],
};

/** A `GatewayError` body: `{ error, statusCode, code, message }`, the message in the request's language. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: GatewayErrorCode,
  language: Language,
  detail?: string,
): FastifyReply {
  const [ro, en] = ERROR_MESSAGES[code];
  const message = language === 'en' ? en : ro;
  return sendJson(
    reply,
    {
      error: STATUS_TEXT[status] ?? 'Error',
      statusCode: status,
      code,
      message: detail ? `${message} ${detail}` : message,
    },
    status,
  );
}

/** The body as a plain object, or null (absent, an array, or a primitive). */
export function bodyObject(request: { body: unknown }): Record<string, unknown> | null {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Amounts as the site writes them: 1.250,50 RON (ro) or 1,250.50 RON (en). */
export function formatMoney(cents: number, language: Language, currency = 'RON'): string {
  const amount = (cents / 100).toLocaleString(language === 'en' ? 'en-GB' : 'ro-RO', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount} ${currency}`;
}

export const money = (cents: number, currencyCode = 'RON') => ({ amount: cents / 100, currencyCode });
export const isoTime = (ms: number) => new Date(ms).toISOString();
