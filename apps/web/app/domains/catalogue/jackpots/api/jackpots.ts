/** Jackpots (catalogue.md sections 4, 7 and 9): `GET /Jackpots`, refreshed at most every 30 s. */
import { CONTENT_PATHS } from '@casino/core/content-api';
import { JACKPOT_REFRESH_MS } from '@casino/core/jackpot-ticker';
import { Jackpot, parseList } from '@casino/core/schemas';
import type { ClientContentContext } from '~/shared/context/content-context';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import { type JackpotCard, jackpotCard } from '../jackpot-card';

export const JACKPOTS_ERROR = 'errors.failed-to-fetch-jackpots';

type Context = Pick<ClientContentContext, 'locale' | 'status'>;

export function jackpotsUrl(contentApiUrl: string, ctx: Context): string {
  return `${contentApiUrl}${CONTENT_PATHS.jackpots}?${new URLSearchParams({ locale: ctx.locale, status: ctx.status })}`;
}

/**
 * The jackpots as cards; malformed records are dropped, anything else unusable fails. The server's cards
 * are the first data, so the first refresh waits 30 s; a failure is reported and the next poll retries.
 */
export function jackpotsQuery(
  contentApiUrl: string,
  ctx: Context,
  initialData?: JackpotCard[],
): QueryOptions<JackpotCard[]> {
  const url = jackpotsUrl(contentApiUrl, ctx);
  return {
    key: ['jackpots', ctx.locale, ctx.status],
    fetch: async (signal) => {
      const parsed = parseList(Jackpot, await fetchJson(url, { signal }));
      if (!parsed) throw new Error('Jackpots answered something other than a list');
      return parsed.items.map(jackpotCard);
    },
    pollMs: JACKPOT_REFRESH_MS,
    staleMs: JACKPOT_REFRESH_MS,
    retry: 0,
    ...(initialData && initialData.length > 0 ? { initialData } : {}),
  };
}

/** The jackpots for code outside React (the global API). */
export function loadJackpots(contentApiUrl: string, ctx: Context): Promise<JackpotCard[]> {
  return dataClient.fetch(jackpotsQuery(contentApiUrl, ctx));
}
