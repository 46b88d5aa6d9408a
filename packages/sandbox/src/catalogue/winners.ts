/**
 * The public winners list: recent, jackpot and hall-of-fame wins on catalogue games (no crash games),
 * then a few wins on unknown game codes.
 */
import type { Jackpot, Winner } from '@casino/core/schemas';
import { PLAYER_NAMES } from '../names.ts';
import type { Rng } from '../prng.ts';
import { type CatalogueContext, round2 } from './context.ts';
import { UNKNOWN_WINNER_CODES } from './fixtures/winners.ts';
import type { GameSeed } from './game-seed.ts';

export function drawWinners(
  ctx: CatalogueContext,
  rng: Rng,
  seeds: GameSeed[],
  jackpots: Jackpot[],
): Winner[] {
  const maskedPlayer = () => {
    const name = rng.pick(PLAYER_NAMES);
    return `${name.slice(0, 2)}***${rng.int(10, 99)}`;
  };
  const pool = seeds.filter((game) => game.type !== 'Crash');
  const winners: Winner[] =
    pool.length > 0
      ? [
          ...drawRecent(ctx, rng, pool, maskedPlayer),
          ...drawJackpotWins(ctx, rng, pool, jackpots, maskedPlayer),
          ...drawHallOfFame(ctx, rng, pool, maskedPlayer),
        ]
      : [];
  for (const [index, code] of UNKNOWN_WINNER_CODES.entries()) {
    winners.push({
      gameCode: code,
      amount: 150 + index * 275.5,
      currency: 'RON',
      player: maskedPlayer(),
      time: ctx.at(0, -2 - index),
      kind: 'recent',
    });
  }
  return winners;
}

/** Forty wins of the last day or so, newest first. */
function drawRecent(ctx: CatalogueContext, rng: Rng, pool: GameSeed[], player: () => string): Winner[] {
  return Array.from(
    { length: 40 },
    (_, i): Winner => ({
      gameCode: rng.pick(pool).code,
      amount: round2(rng.weighted([20, 200, 2000], [60, 30, 10]) * (1 + rng.next() * 9)),
      currency: 'RON',
      player: player(),
      time: ctx.at(0, -i * 0.7 - rng.next() * 0.5),
      kind: 'recent',
    }),
  );
}

/** Twelve jackpot wins, one every few days, on the jackpots in turn (near one of their levels). */
function drawJackpotWins(
  ctx: CatalogueContext,
  rng: Rng,
  pool: GameSeed[],
  jackpots: Jackpot[],
  player: () => string,
): Winner[] {
  return Array.from({ length: 12 }, (_, i): Winner => {
    const jackpot = jackpots[i % jackpots.length]!;
    const level = jackpot.jackpotLevels[rng.int(0, jackpot.jackpotLevels.length - 1)]!;
    return {
      gameCode: jackpot.gameCodes[0] ?? rng.pick(pool).code,
      amount: round2((level.amount ?? 1000) * (0.6 + rng.next() * 0.5)),
      currency: 'RON',
      player: player(),
      time: ctx.at(-i * 3 - rng.next() * 2),
      kind: 'jackpot',
    };
  });
}

/** Ten big wins, about six weeks apart. */
function drawHallOfFame(ctx: CatalogueContext, rng: Rng, pool: GameSeed[], player: () => string): Winner[] {
  return Array.from(
    { length: 10 },
    (_, i): Winner => ({
      gameCode: rng.pick(pool).code,
      amount: round2(100_000 + rng.next() * 1_900_000),
      currency: 'RON',
      player: player(),
      time: ctx.at(-30 - i * 41 - rng.int(0, 20)),
      kind: 'hall-of-fame',
    }),
  );
}
