import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@casino/core/content-api';
import { type Lobby, lobbyCatalogue } from '~/features/games/catalogue.server';
import type { Route } from './+types/api.catalog';

const etags = new WeakMap<object, { body: string; etag: string }>();

/**
 * The whole catalogue of one lobby as the compact projection, served once per content version with an
 * ETag so the browser revalidates instead of downloading it again (architecture.md, data flow 2).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('locale');
  const locale: Locale = LOCALES.includes(lang as Locale) ? (lang as Locale) : 'ro';
  const preview = url.searchParams.get('status') === 'draft';
  const lobby: Lobby = url.searchParams.get('lobby') === 'live' ? 'live' : 'casino';
  const games = await lobbyCatalogue({ locale, status: preview ? 'draft' : 'published', preview }, lobby);
  let cached = etags.get(games);
  if (!cached) {
    const body = JSON.stringify(games);
    cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    etags.set(games, cached);
  }
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: cached.etag,
    'Cache-Control': preview ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=600',
    Vary: 'Accept-Encoding',
  };
  if (request.headers.get('if-none-match') === cached.etag)
    return new Response(null, { status: 304, headers });
  return new Response(cached.body, { headers });
}
