import { type ContentStatus, DEFAULT_LOCALE, isLocale, type Locale } from '@casino/core/content-api';
import type { Lobby } from '@casino/core/filters';
import { PREVIEW_SEGMENT } from '@casino/core/routes';
import { createContext, type RouterContextProvider } from 'react-router';
import { KEEP_ALIVE_COOKIE, LOCALE_COOKIE, readCookie } from '../cookies';
import { isApiResource } from './http-headers.server';
import { hasPreviewAccess } from './preview-access.server';

/**
 * Locale and content status of a request (the shape `content.server.ts` calls `ContentContext`,
 * written out here so that content code can mark its request degraded without an import cycle).
 */
export interface ContentContext {
  locale: Locale;
  status: ContentStatus;
  preview: boolean;
}

/** Locale and content status of the current request, set by the root middleware. */
export const contentContext = createContext<ContentContext>();

/** The lobby of the request's layout: casino unless the live-casino layout's middleware says live. */
export const lobbyContext = createContext<Lobby>('casino');

/**
 * The `lang` query parameter wins, then the locale cookie, then Romanian. Pages are in preview mode
 * under the /preview segment (links stay under it, nothing is shared by caches); the portal's own /api
 * resources take `status=draft` instead. Draft content itself is only for a browser that proved the
 * preview secret (ADR 0015): any other gets the published content. Preview mode is for a visitor who
 * is not logged in (shell.md section 2): a request with the session's keep-alive cookie (a player is
 * logged in in this browser) gets the published content too, links still under /preview (ADR 0059).
 */
export function resolveContentContext(request: Request, previewParam: string | undefined): ContentContext {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  const locale = isLocale(lang) ? lang : isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  const preview =
    previewParam === PREVIEW_SEGMENT || (isApiResource(url) && url.searchParams.get('status') === 'draft');
  const cookies = request.headers.get('cookie');
  const loggedIn = readCookie(cookies, KEEP_ALIVE_COOKIE) !== undefined;
  const drafts = preview && !loggedIn && hasPreviewAccess(request);
  return { locale, status: drafts ? 'draft' : 'published', preview };
}

/** A request's context as loaders, middleware and the server entry see it. */
type RequestContext = Readonly<RouterContextProvider>;

/** The requests (their context provider, or their content context) that served a fallback. */
const degradedRequests = new WeakSet<object>();

/**
 * Content code calls this when the answer it gives is not the real one: a widget left out, a stale
 * answer served because the platform failed, a default title. The page still answers 200, but it is
 * never publicly cacheable and never enters the guest-page response cache (ADR 0017): a shared copy
 * would outlive the fault. Either the request's context provider or its content context (the object
 * the root middleware set for this request) marks the request.
 */
export function markDegraded(context: RequestContext | ContentContext): void {
  degradedRequests.add(context);
}

/** Whether anything served this request a fallback (see `markDegraded`). */
export function isDegraded(context: RequestContext | undefined): boolean {
  if (!context) return false;
  if (degradedRequests.has(context)) return true;
  try {
    return degradedRequests.has(context.get(contentContext));
  } catch {
    // The root middleware did not run (a hostile path answered before it): nothing was served.
    return false;
  }
}
