/** One game's details from the portal's resource route (the view `/joc/{game}` renders). */
import type { ClientContentContext } from '~/shared/context/content-context';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import type { GameDetailsView } from '../game-details.server';

type Context = Pick<ClientContentContext, 'locale' | 'preview'>;

export function gameDetailsQuery(gameCode: string, ctx: Context): QueryOptions<GameDetailsView> {
  const query = `lang=${ctx.locale}${ctx.preview ? '&status=draft' : ''}`;
  return {
    key: ['game-details', gameCode, ctx.locale, ctx.preview],
    fetch: (signal) =>
      fetchJson(`/api/game-details/${encodeURIComponent(gameCode)}?${query}`, {
        signal,
      }) as Promise<GameDetailsView>,
    staleMs: 5 * 60_000,
    // A failure shows errors.unable-to-details with its try-again button.
    retry: 0,
  };
}

/** A game's details for code outside React (the global API). */
export function fetchGameDetails(gameCode: string, ctx: Context): Promise<GameDetailsView> {
  return dataClient.fetch(gameDetailsQuery(gameCode, ctx));
}
