import type { PageKind } from '@casino/core/schemas';
import { isbot } from 'isbot';
import { type ContentContext, contentFailure, getLayout } from '~/platform/server/content.server';
import { splitAtFold } from './widget-fold';
import { resolvePage, resolveWidgets, type WidgetView } from './widgets.server';

/** The lobby pages, whose layouts `/api/lobby-widgets` serves the rest of. */
export const LOBBY_PAGES = ['Lobby', 'LiveLobby'] as const satisfies readonly PageKind[];
export type LobbyPage = (typeof LOBBY_PAGES)[number];

export function isLobbyPage(value: unknown): value is LobbyPage {
  return LOBBY_PAGES.some((page) => page === value);
}

/** A lobby page's layout; a missing one is a layouts failure. */
async function lobbyLayout(ctx: ContentContext, page: LobbyPage) {
  return (await getLayout(ctx, page)) ?? contentFailure('errors.failed-to-fetch-layouts');
}

/**
 * A lobby page: its layout's widgets and SEO record. A missing layout is a layouts failure. Crawlers
 * get every widget in the HTML; people get the widgets below the fold as placeholders, whose data their
 * browser loads from `/api/lobby-widgets` (`laterWidgets`) and renders as they scroll.
 */
export async function loadLayoutPage(ctx: ContentContext, page: LobbyPage, request: Request) {
  const { seo, widgets } = await resolvePage(ctx, await lobbyLayout(ctx, page));
  return { seo, widgets: isbot(request.headers.get('user-agent')) ? widgets : splitAtFold(widgets).page };
}

/** The widgets below the fold of a lobby page, as `/api/lobby-widgets` serves them (no SEO record). */
export async function laterWidgets(ctx: ContentContext, page: LobbyPage): Promise<{ widgets: WidgetView[] }> {
  const widgets = await resolveWidgets(ctx, await lobbyLayout(ctx, page));
  return { widgets: splitAtFold(widgets).later };
}
