import { loadGameDetails } from '~/domains/catalogue/game-details/index.server';
import { resourceCacheControl } from '~/platform/server/http-headers.server';
import { contentContext, isDegraded } from '~/platform/server/request-context.server';
import type { Route } from './+types/api.game-details';

/** The game details modal's data: the same view the /joc/{game} page renders. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const details = await loadGameDetails(ctx, params.game);
  if (!details) return Response.json({ error: 'not-found' }, { status: 404 });
  return Response.json(details, {
    headers: { 'Cache-Control': resourceCacheControl(ctx, isDegraded(context)) },
  });
}
