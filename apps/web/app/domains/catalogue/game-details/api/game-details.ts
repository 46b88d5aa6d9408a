/**
 * One game's details from the portal's resource route (the view `/joc/{game}` renders), parsed like
 * the server parses the content API: a wrong shape is a failed fetch (errors.unable-to-details with
 * try again), never a page that breaks on a missing field (issue 14 item 6).
 */
import { DETAIL_TAG_GROUPS, GAME_TYPES, Label, LaunchUrls } from '@casino/core/schemas';
import * as v from 'valibot';
import type { ClientContentContext } from '~/shared/context/content-context';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import type { SameShape } from '~/shared/data/same-shape';
import type { GameDetailsView } from '../game-details.server';

type Context = Pick<ClientContentContext, 'locale' | 'preview'>;

const count = v.nullable(v.number());

/** The answer of `/api/game-details/{game}`: `GameDetailsView`, checked. */
export const GameDetailsAnswer = v.object({
  gameCode: v.string(),
  name: v.string(),
  type: v.picklist(GAME_TYPES),
  provider: v.object({ name: v.string(), slug: v.string() }),
  fileVersion: v.number(),
  description: v.string(),
  videoPreview: v.nullable(v.string()),
  labels: v.array(Label),
  tags: v.array(v.object({ group: v.picklist(DETAIL_TAG_GROUPS), tags: v.array(v.string()) })),
  rtp: count,
  volatility: count,
  numberOfReels: count,
  lines: count,
  betRange: v.tuple([v.string(), v.string()]),
  maxWin: v.nullable(v.string()),
  jackpot: v.boolean(),
  minBet: v.number(),
  demoEnabled: v.boolean(),
  requirePassword: v.boolean(),
  launchUrls: v.nullable(LaunchUrls),
});

// The server's view and the checked answer are one shape (a change to either fails the build here).
const sameShape: SameShape<v.InferOutput<typeof GameDetailsAnswer>, GameDetailsView> = true;
void sameShape;

export function gameDetailsQuery(gameCode: string, ctx: Context): QueryOptions<GameDetailsView> {
  const query = `lang=${ctx.locale}${ctx.preview ? '&status=draft' : ''}`;
  return {
    key: ['game-details', gameCode, ctx.locale, ctx.preview],
    fetch: async (signal) =>
      v.parse(
        GameDetailsAnswer,
        await fetchJson(`/api/game-details/${encodeURIComponent(gameCode)}?${query}`, { signal }),
      ),
    staleMs: 5 * 60_000,
    // A failure shows errors.unable-to-details with its try-again button.
    retry: 0,
  };
}

/** A game's details for code outside React (the global API). */
export function fetchGameDetails(gameCode: string, ctx: Context): Promise<GameDetailsView> {
  return dataClient.fetch(gameDetailsQuery(gameCode, ctx));
}
