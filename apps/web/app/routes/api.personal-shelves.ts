import type { Lobby } from '@casino/core/filters';
import { isPageKind, personalShelves } from '~/features/player-shelves/index.server';
import { contentContext } from '~/services/request-context';
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
  return Response.json(await personalShelves(ctx, page, lobby), {
    headers: { 'Cache-Control': ctx.preview ? 'private, no-store' : 'public, max-age=60' },
  });
}
