import { CONTENT_PATHS } from '@casino/core/content-api';
import { parseList, Winner } from '@casino/core/schemas';

const TIMEOUT_MS = 10_000;

export function winnersUrl(winnersApiUrl: string, country = 'ro'): string {
  return `${winnersApiUrl}${CONTENT_PATHS.winners}?${new URLSearchParams({ country })}`;
}

/**
 * The public winners API answers a JSON string that holds the list (catalogue.md section 7), so the
 * body is parsed twice; a body that already is the list is accepted too. Malformed winners are dropped.
 */
export function parseWinnersBody(body: unknown): Winner[] | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parseList(Winner, value)?.items ?? null;
}

export async function fetchWinners(url: string, fetcher: typeof fetch = fetch): Promise<Winner[]> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Winners answered HTTP ${response.status}`);
  const winners = parseWinnersBody(await response.json());
  if (!winners) throw new Error('Winners answered something other than a list');
  return winners;
}
