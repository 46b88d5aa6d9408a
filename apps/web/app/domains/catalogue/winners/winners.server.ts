import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Winner } from '@casino/core/schemas';
import { parseWinnersBody } from '@casino/core/winners';
import { publicConfig, serverConfig } from '~/platform/server/config.server';
import type { ContentContext } from '~/platform/server/content.server';
import { createContentClient } from '~/platform/server/content-client.server';
import { markDegraded } from '~/platform/server/request-context.server';
import { scopedFetch, telemetry } from '~/platform/server/request-scope.server';

/** The winners API (WINNERS_API_URL) with the content cache's freshness rules. */
const winnersClient = createContentClient({
  baseUrl: publicConfig.winnersApiUrl,
  ttlMs: serverConfig.contentCacheTtlMs,
  staleMs: serverConfig.contentCacheStaleMs,
  timeoutMs: serverConfig.contentTimeoutMs,
  maxEntries: 16,
  fetch: scopedFetch,
  onOutcome: (kind, outcome) => telemetry.onContentOutcome(kind, outcome),
});

/**
 * Winners for the server's render; optional there (issue 14 item 3): within the content budget, else
 * the last good list, else none (the browser fetches them again); anything but a current list marks
 * the request degraded.
 */
export async function loadWinners(ctx: ContentContext): Promise<Winner[]> {
  try {
    // Checked before it is cached: a bad answer never replaces a good list.
    const winners = await winnersClient.get(
      CONTENT_PATHS.winners,
      { locale: 'ro', status: 'published', country: 'ro' },
      {
        parse: (body) => parseWinnersBody(body) ?? undefined,
        budgetMs: serverConfig.contentOptionalBudgetMs,
        onStale: () => markDegraded(ctx),
      },
    );
    return winners ?? [];
  } catch {
    markDegraded(ctx);
    return [];
  }
}
