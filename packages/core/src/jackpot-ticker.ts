/**
 * Jackpot ticker (catalogue.md section 4): totals tick locally towards the real amount between refreshes,
 * so the page moves without a call per tick (ADR 0006). The spec's intervals and the choices it leaves
 * open (top level, how increments arrive on time, a won jackpot): ADR 0071.
 */
import type { Jackpot } from './schemas.ts';

export const JACKPOT_TICK_INTERVAL_MS = 10_000;
export const JACKPOT_TOP_TICK_MS = JACKPOT_TICK_INTERVAL_MS / 6;
export const JACKPOT_LOW_TICK_MS = JACKPOT_TICK_INTERVAL_MS / 10;
export const JACKPOT_WINDOW_MS = 2 * 60 * 60 * 1000;
export const JACKPOT_START_RATIO = 0.99;
export const JACKPOT_MIN_INCREMENT = 0.01;
export const JACKPOT_REFRESH_MS = 30_000;
export const LOW_LEVELS_PER_TICK = { min: 3, max: 5 } as const;

export interface TickerLevel {
  jackpotId: string;
  name: string;
  real: number;
  value: number;
  top: boolean;
  windowEnd: number;
}

export interface JackpotTickerState {
  levels: TickerLevel[];
}

export type TickerJackpot = Pick<Jackpot, 'id' | 'jackpotLevels'>;

/** Rounds half up on the decimal value (1.005 -> 1.01), which plain binary rounding gets wrong. */
/** A jackpot's total over its levels; a level without an amount counts for nothing. */
export function jackpotTotal(levels: readonly { amount?: number | null }[]): number {
  return levels.reduce((sum, level) => sum + (typeof level.amount === 'number' ? level.amount : 0), 0);
}

export function roundToCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15))) / 100;
}

export function createJackpotTicker(): JackpotTickerState {
  return { levels: [] };
}

function startValue(real: number): number {
  return roundToCents(real * JACKPOT_START_RATIO);
}

/** Levels with an amount, the top one flagged, merged with what the ticker already shows. */
export function rebaseJackpotLevels(
  previous: readonly TickerLevel[],
  jackpots: readonly TickerJackpot[],
  now: number,
): TickerLevel[] {
  const known = new Map(previous.map((level) => [`${level.jackpotId}\u0000${level.name}`, level]));
  const levels: TickerLevel[] = [];
  for (const jackpot of jackpots) {
    const withAmount = jackpot.jackpotLevels.filter(
      (level): level is { name: string; amount: number } =>
        typeof level.amount === 'number' && Number.isFinite(level.amount),
    );
    let topIndex = -1;
    withAmount.forEach((level, index) => {
      if (topIndex < 0 || level.amount > (withAmount[topIndex] as { amount: number }).amount)
        topIndex = index;
    });
    withAmount.forEach((level, index) => {
      const old = known.get(`${jackpot.id}\u0000${level.name}`);
      const top = index === topIndex;
      if (old && old.real === level.amount) {
        levels.push({ ...old, top });
        return;
      }
      const keep = old !== undefined && old.value <= level.amount;
      levels.push({
        jackpotId: jackpot.id,
        name: level.name,
        real: level.amount,
        value: keep ? Math.max(old.value, startValue(level.amount)) : startValue(level.amount),
        top,
        windowEnd: now + JACKPOT_WINDOW_MS,
      });
    });
  }
  return levels;
}

/** A refresh's jackpots: an empty answer keeps what the ticker shows. */
export function receiveJackpots(
  state: JackpotTickerState,
  jackpots: readonly TickerJackpot[],
  now: number,
): JackpotTickerState {
  if (jackpots.length === 0) return state;
  return { ...state, levels: rebaseJackpotLevels(state.levels, jackpots, now) };
}

function raise(level: TickerLevel, now: number, tickMs: number, drawShare: number): TickerLevel {
  const remaining = roundToCents(level.real - level.value);
  if (remaining <= 0) return level;
  const ticksLeft = Math.max(1, ((level.windowEnd - now) / tickMs) * drawShare);
  const increment = Math.max(JACKPOT_MIN_INCREMENT, roundToCents(remaining / ticksLeft));
  return { ...level, value: roundToCents(Math.min(level.real, level.value + increment)) };
}

/** One top-level tick (every interval/6): every top level moves on. */
export function tickTopLevels(state: JackpotTickerState, now: number): JackpotTickerState {
  return {
    ...state,
    levels: state.levels.map((level) => (level.top ? raise(level, now, JACKPOT_TOP_TICK_MS, 1) : level)),
  };
}

/** How many low levels one tick raises: 3 to 5 at random, capped by how many exist. */
export function lowLevelsPerTick(lowLevelCount: number, random: () => number): number {
  const span = LOW_LEVELS_PER_TICK.max - LOW_LEVELS_PER_TICK.min + 1;
  const drawn = LOW_LEVELS_PER_TICK.min + Math.min(span - 1, Math.floor(random() * span));
  return Math.min(drawn, lowLevelCount);
}

/** One low-level tick (every interval/10): 3 to 5 distinct random low levels move on. */
export function tickLowLevels(
  state: JackpotTickerState,
  now: number,
  random: () => number,
): JackpotTickerState {
  const lowIndexes: number[] = [];
  state.levels.forEach((level, index) => {
    if (!level.top) lowIndexes.push(index);
  });
  const count = lowLevelsPerTick(lowIndexes.length, random);
  if (count === 0) return state;
  const expected = (LOW_LEVELS_PER_TICK.min + LOW_LEVELS_PER_TICK.max) / 2;
  const drawShare = Math.min(expected, lowIndexes.length) / lowIndexes.length;
  const levels = [...state.levels];
  for (let i = 0; i < count; i++) {
    const pick = i + Math.min(lowIndexes.length - i - 1, Math.floor(random() * (lowIndexes.length - i)));
    [lowIndexes[i], lowIndexes[pick]] = [lowIndexes[pick] as number, lowIndexes[i] as number];
    const index = lowIndexes[i] as number;
    levels[index] = raise(levels[index] as TickerLevel, now, JACKPOT_LOW_TICK_MS, drawShare);
  }
  return { ...state, levels };
}

/** The shown total of one jackpot. */
export function jackpotTickerTotal(state: JackpotTickerState, jackpotId: string): number {
  let total = 0;
  for (const level of state.levels) if (level.jackpotId === jackpotId) total += level.value;
  return roundToCents(total);
}

/** The ticker amount keyed by gameCode (a game in several jackpots shows the largest). */
export function jackpotAmountsByGameCode(
  state: JackpotTickerState,
  jackpots: readonly Pick<Jackpot, 'id' | 'gameCodes'>[],
): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const jackpot of jackpots) {
    const total = jackpotTickerTotal(state, jackpot.id);
    for (const gameCode of jackpot.gameCodes) amounts[gameCode] = Math.max(amounts[gameCode] ?? 0, total);
  }
  return amounts;
}
