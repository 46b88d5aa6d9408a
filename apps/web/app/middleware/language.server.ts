import { DEFAULT_LOCALE, isLocale } from '@casino/core/content-api';
import { safeLocalPath } from '@casino/core/redirect-targets';
import { type MiddlewareFunction, redirect } from 'react-router';
import { LOCALE_COOKIE, serializeCookie } from '~/platform/cookies';
import { isApiResource } from '~/platform/server/http-headers.server';
import { notFound } from '~/platform/server/responses.server';

/** One reading of the spec gives 30 days, another 365 (path /, SameSite Lax): we keep the year (ADR 0005). */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Language switching (shell.md section 2): a language prefix (/en/...) becomes the same page with
 * `lang`, and a `lang` query parameter stores the choice in the locale cookie, so every later page and
 * data request comes in that language. The rest of the path must be a same-origin path (`/en//evil.com`
 * is a 404, ADR 0015). The portal's own `/api/` resources take `lang` as the content they are asked
 * for, not as a choice: their answers set no cookie (a background load of the lobby's widgets would
 * otherwise make every later page of a first visit personal, never cached nor reused from a prefetch).
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  const [, first, ...rest] = url.pathname.split('/');
  if (isLocale(first) && request.method === 'GET' && !url.pathname.endsWith('.data')) {
    const path = safeLocalPath(`/${rest.join('/')}`);
    if (path === null) notFound(url.pathname);
    const target = new URL(path, url.origin);
    target.search = url.search;
    if (first !== DEFAULT_LOCALE || !target.searchParams.has('lang')) target.searchParams.set('lang', first);
    throw redirect(`${target.pathname}${target.search}`, 302);
  }
  const response = await next();
  const lang = url.searchParams.get('lang');
  if (isLocale(lang) && !isApiResource(url)) {
    response.headers.append(
      'Set-Cookie',
      serializeCookie(LOCALE_COOKIE, lang, { maxAge: LOCALE_COOKIE_MAX_AGE_S, requestUrl: url }),
    );
  }
  return response;
};
