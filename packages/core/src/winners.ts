/**
 * Live winners (catalogue.md sections 4, 7 and 9): the public winners API answers a JSON string that
 * holds the list; winners are kept only when their gameCode is a known game, each with an id from its
 * index in the answer; refreshed every 30 s.
 *
 * Choices where the spec is silent: a body that already is the list is accepted too; malformed winners
 * are dropped; a page shows at most 12.
 */
import { parseList, Winner } from './schemas.ts';

export const WINNERS_REFRESH_MS = 30_000;
export const WINNERS_SHOWN = 12;

/** A winner as the page shows it: the matched game's name and an id from its place in the answer. */
export interface LiveWinner {
  id: string;
  gameCode: string;
  gameName: string;
  player: string;
  amount: number;
  currency: string;
  time: string;
}

/** Game code to game name of the games the portal knows. */
export type KnownGames = Pick<ReadonlyMap<string, string | undefined>, 'get'>;

/** The winners API body: a JSON string holding the list (parsed twice), or the list itself. */
export function parseWinnersBody(body: unknown): Winner[] | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = parseList(Winner, value);
  // A list whose every record is malformed is a failure, not "no winners" (it must not replace a good list).
  if (!parsed || (parsed.items.length === 0 && parsed.rejected > 0)) return null;
  return parsed.items;
}

export function knownWinners(winners: readonly Winner[], known: KnownGames, limit: number): LiveWinner[] {
  const kept: LiveWinner[] = [];
  winners.forEach((winner, index) => {
    const gameName = known.get(winner.gameCode);
    if (gameName === undefined || kept.length >= limit) return;
    kept.push({
      id: `${winner.gameCode}-${index}`,
      gameCode: winner.gameCode,
      gameName,
      player: winner.player,
      amount: winner.amount,
      currency: winner.currency,
      time: winner.time,
    });
  });
  return kept;
}
