import { type ContentStatus, DEFAULT_LOCALE, type Locale } from '@casino/core/content-api';
import type { Lobby } from '@casino/core/filters';
import { useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';

/** What a route declares in its `handle`: the live-casino layout says `{ lobby: 'live' }`. */
export interface RouteHandle {
  lobby?: Lobby;
  colourMode?: 'light' | 'dark';
}

export interface ClientContentContext {
  locale: Locale;
  status: ContentStatus;
  preview: boolean;
  /** The lobby of the page's layout (casino outside the live-casino layout). */
  lobby: Lobby;
}

/** The lobby the deepest route declares in its handle; casino when none does. */
export function lobbyOfMatches(matches: readonly { handle?: unknown }[]): Lobby {
  for (let i = matches.length - 1; i >= 0; i--) {
    const lobby = (matches[i]?.handle as RouteHandle | undefined)?.lobby;
    if (lobby) return lobby;
  }
  return 'casino';
}

const previewOf = (root: { preview?: boolean } | undefined) => root?.preview ?? false;

/**
 * Whether the page is a preview (the root loader's): all a link needs of the context, without the
 * route matches `useContentContext` reads for the lobby.
 */
export function usePreview(): boolean {
  return previewOf(useRouteLoaderData('root') as { preview?: boolean } | undefined);
}

/**
 * The browser's twin of the server's content context: locale and preview from the root loader (so it
 * follows the request the page was rendered for), status from preview, lobby from the route's handle.
 */
export function useContentContext(): ClientContentContext {
  const root = useRouteLoaderData('root') as { locale?: Locale; preview?: boolean } | undefined;
  const lobby = lobbyOfMatches(useMatches());
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const preview = previewOf(root);
  return useMemo(
    () => ({ locale, preview, status: preview ? 'draft' : 'published', lobby }),
    [locale, preview, lobby],
  );
}
