import { CONTENT_PATHS } from '@casino/core/content-api';
import { Jackpot, parseList } from '@casino/core/schemas';

export const JACKPOTS_ERROR = 'errors.failed-to-fetch-jackpots';
const TIMEOUT_MS = 10_000;

export function jackpotsUrl(contentApiUrl: string, locale: string, status: string): string {
  return `${contentApiUrl}${CONTENT_PATHS.jackpots}?${new URLSearchParams({ locale, status })}`;
}

/** The jackpots from the content API; malformed records are dropped, anything else unusable throws. */
export async function fetchJackpots(url: string, fetcher: typeof fetch = fetch): Promise<Jackpot[]> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Jackpots answered HTTP ${response.status}`);
  const parsed = parseList(Jackpot, await response.json());
  if (!parsed) throw new Error('Jackpots answered something other than a list');
  return parsed.items;
}
