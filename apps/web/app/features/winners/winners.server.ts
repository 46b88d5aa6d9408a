import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Winner } from '@casino/core/schemas';
import { publicConfig, serverConfig } from '~/services/config.server';
import { createContentClient } from '~/services/content-client';
import { winnersFromBody } from './api/winners';

/** The winners API (WINNERS_API_URL) with the content cache's freshness rules. */
const winnersClient = createContentClient({
  baseUrl: publicConfig.winnersApiUrl,
  ttlMs: serverConfig.contentCacheTtlMs,
  staleMs: serverConfig.contentCacheStaleMs,
  timeoutMs: serverConfig.contentTimeoutMs,
  maxEntries: 16,
});

/** Winners for the server's render; decorative there: a failure renders none and the browser retries. */
export async function loadWinners(): Promise<Winner[]> {
  try {
    return winnersFromBody(
      await winnersClient.get(CONTENT_PATHS.winners, { locale: 'ro', status: 'published', country: 'ro' }),
    );
  } catch {
    return [];
  }
}
