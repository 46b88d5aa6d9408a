/**
 * The public winners API (catalogue.md sections 4, 7 and 9): one module for the server's first render
 * and the browser's refresh every 30 s. The body is a JSON string holding the list (core's parser).
 */
import { CONTENT_PATHS } from '@casino/core/content-api';
import type { Winner } from '@casino/core/schemas';
import { parseWinnersBody, WINNERS_REFRESH_MS } from '@casino/core/winners';
import type { QueryOptions } from '~/shared/data/query-client';

export function winnersUrl(winnersApiUrl: string, country = 'ro'): string {
  return `${winnersApiUrl}${CONTENT_PATHS.winners}?${new URLSearchParams({ country })}`;
}

/** Parses a winners answer; anything that is not a list of winners is a failure. */
export function winnersFromBody(body: unknown): Winner[] {
  const winners = parseWinnersBody(body);
  if (!winners) throw new Error('Winners answered something other than a list');
  return winners;
}

/**
 * The winners query: every 30 s while a page shows winners (the server's winners are the first data,
 * so the first refresh waits a whole period).
 */
export function winnersQuery(
  winnersApiUrl: string,
  load: (url: string, signal: AbortSignal) => Promise<unknown>,
  initialData?: Winner[],
): QueryOptions<Winner[]> {
  const url = winnersUrl(winnersApiUrl);
  return {
    key: ['winners', url],
    fetch: async (signal) => winnersFromBody(await load(url, signal)),
    pollMs: WINNERS_REFRESH_MS,
    staleMs: WINNERS_REFRESH_MS,
    ...(initialData && initialData.length > 0 ? { initialData } : {}),
  };
}
