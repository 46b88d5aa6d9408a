/**
 * App version (shell.md section 4): builds/latest.json names the latest build; the page polls it every
 * 5 minutes while visible. Coming back to the tab checks at once unless the last check is under 30 s
 * old (quick tab switching does not flood the server).
 */
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';

export const LATEST_BUILD_PATH = '/builds/latest.json';
export const APP_VERSION_POLL_MS = 5 * 60_000;
export const APP_VERSION_RECHECK_GAP_MS = 30_000;

/**
 * The latest build, starting from the build the page runs (so the first poll waits a whole period).
 * A failed or unreadable answer changes nothing: the next period tries again.
 */
export function latestBuildQuery(currentBuildId: string): QueryOptions<unknown> {
  return {
    key: ['latest-build'],
    fetch: (signal) => fetchJson(LATEST_BUILD_PATH, { signal, cache: 'no-store' }),
    pollMs: APP_VERSION_POLL_MS,
    staleMs: APP_VERSION_RECHECK_GAP_MS,
    retry: 0,
    initialData: { id: currentBuildId },
  };
}
