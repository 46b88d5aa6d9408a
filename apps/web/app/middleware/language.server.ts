import { DEFAULT_LOCALE, isLocale, type Locale } from '@casino/core/content-api';
import { type MiddlewareFunction, redirect } from 'react-router';

export const LOCALE_COOKIE = 'locale';
/** One reading of the spec gives 30 days, another 365 (path /, SameSite Lax): we keep the year (ADR 0005). */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Language switching (shell.md section 2): a language prefix (/en/...) becomes the same page with
 * `lang`, and a `lang` query parameter stores the choice in the locale cookie, so every later page and
 * data request comes in that language.
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  const [, first, ...rest] = url.pathname.split('/');
  if (isLocale(first) && request.method === 'GET' && !url.pathname.endsWith('.data')) {
    const target = new URL(`/${rest.join('/')}`, url);
    target.search = url.search;
    if (first !== DEFAULT_LOCALE || !target.searchParams.has('lang')) target.searchParams.set('lang', first);
    throw redirect(`${target.pathname}${target.search}`, 302);
  }
  const response = await next();
  const lang = url.searchParams.get('lang');
  if (isLocale(lang)) {
    const secure = url.protocol === 'https:' && url.hostname !== 'localhost';
    response.headers.append('Set-Cookie', localeCookie(lang, secure));
  }
  return response;
};
