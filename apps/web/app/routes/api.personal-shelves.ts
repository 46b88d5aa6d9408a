import type { Lobby } from '@casino/core/filters';
import { isPageKind, personalShelves } from '~/features/player-shelves/index.server';
import { resourceCacheControl } from '~/platform/server/http-headers.server';
import { contentContext, isDegraded } from '~/platform/server/request-context.server';
import type { Route } from './+types/api.personal-shelves';

/**
 * The personal shelves of a layout page and the personal categories' titles of a lobby, for a player's
 * browser (never in a page's HTML). The same for every player, so cacheable like the catalogue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const params = new URL(request.url).searchParams;
  const page = params.get('page');
  const lobby: Lobby = params.get('lobby') === 'live' ? 'live' : 'casino';
  if (!isPageKind(page)) return Response.json({ error: 'unknown page' }, { status: 400 });
  const answer = await personalShelves(ctx, page, lobby);
  return Response.json(answer, {
    headers: { 'Cache-Control': resourceCacheControl(ctx, isDegraded(context), 'public, max-age=60') },
  });
}
