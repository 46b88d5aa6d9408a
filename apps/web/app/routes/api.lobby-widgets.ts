import { isLobbyPage, laterWidgets } from '~/features/lobby/index.server';
import { resourceCacheControl } from '~/platform/server/http-headers.server';
import { contentContext, isDegraded } from '~/platform/server/request-context.server';
import type { Route } from './+types/api.lobby-widgets';

/**
 * The widgets below the fold of a lobby page (`?page=Lobby` or `LiveLobby`), for a person's browser:
 * the page's HTML carries only what it shows at once (ADR 0038). The same for every visitor, so
 * cacheable like the page itself (never while it serves a fallback).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const page = new URL(request.url).searchParams.get('page');
  if (!isLobbyPage(page)) return Response.json({ error: 'unknown page' }, { status: 400 });
  const answer = await laterWidgets(ctx, page);
  return Response.json(answer, {
    headers: { 'Cache-Control': resourceCacheControl(ctx, isDegraded(context)) },
  });
}
