import { DEFAULT_LOCALE, isLocale } from '@casino/core/content-api';
import type { Lobby } from '@casino/core/filters';
import { PREVIEW_SEGMENT } from '@casino/core/routes';
import { createContext } from 'react-router';
import type { ContentContext } from './content.server';
import { LOCALE_COOKIE, readCookie } from './cookies';
import { hasPreviewAccess } from './preview-access.server';

/** Locale and content status of the current request, set by the root middleware. */
export const contentContext = createContext<ContentContext>();

/** The lobby of the request's layout: casino unless the live-casino layout's middleware says live. */
export const lobbyContext = createContext<Lobby>('casino');

/**
 * The `lang` query parameter wins, then the locale cookie, then Romanian. Pages are in preview mode
 * under the /preview segment (links stay under it, nothing is shared by caches); the portal's own /api
 * resources take `status=draft` instead. Draft content itself is only for a browser that proved the
 * preview secret (ADR 0015): any other gets the published content.
 */
export function resolveContentContext(request: Request, previewParam: string | undefined): ContentContext {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  const locale = isLocale(lang) ? lang : isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  const preview =
    previewParam === PREVIEW_SEGMENT ||
    (url.pathname.startsWith('/api/') && url.searchParams.get('status') === 'draft');
  const drafts = preview && hasPreviewAccess(request);
  return { locale, status: drafts ? 'draft' : 'published', preview };
}
