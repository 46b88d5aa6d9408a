import { createHash } from 'node:crypto';
import { encodeCatalogueGames } from '@casino/core/catalogue-wire';
import type { Lobby } from '@casino/core/filters';
import { lobbyCatalogueWithTaxonomy } from '~/domains/catalogue/games/index.server';
import { resourceCacheControl } from '~/platform/server/http-headers.server';
import { contentContext, isDegraded } from '~/platform/server/request-context.server';
import type { Route } from './+types/api.catalog';

const etags = new WeakMap<object, { body: string; etag: string }>();

/**
 * The whole catalogue of one lobby (its games in core's columnar wire shape, `catalogue-wire.ts`, and
 * the lobby's categories, collections and providers), served once per content version with an ETag so
 * the browser revalidates instead of downloading it again (architecture.md, data flow 2; ADR 0020).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const lobby: Lobby = new URL(request.url).searchParams.get('lobby') === 'live' ? 'live' : 'casino';
  const catalogue = await lobbyCatalogueWithTaxonomy(ctx, lobby);
  // Serialised once per content version: the catalogue is the same object while its sources are.
  let cached = etags.get(catalogue);
  if (!cached) {
    const body = JSON.stringify({ ...catalogue, games: encodeCatalogueGames(catalogue.games) });
    cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    etags.set(catalogue, cached);
  }
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: cached.etag,
    'Cache-Control': resourceCacheControl(ctx, isDegraded(context)),
    Vary: 'Accept-Encoding',
  };
  if (request.headers.get('if-none-match') === cached.etag)
    return new Response(null, { status: 304, headers });
  return new Response(cached.body, { headers });
}
