import { roundToCents } from '@casino/core/jackpot-ticker';
import { formatMoney } from '@casino/core/money';

/** How long one climb between two shown amounts animates (visual.md: motion 150-250 ms). */
export const JACKPOT_TWEEN_MS = 250;

/** The amount part way (progress 0..1, ease-out) from one shown amount to the next, in cents. */
export function tweenAmount(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - clamped) ** 3;
  return clamped === 1 ? to : roundToCents(from + (to - from) * eased);
}

/**
 * The width to reserve, in ch, so the amount never pushes its neighbours while it climbs: the length of
 * the largest amount it will show (the real amount it climbs to). With tabular digits every digit is
 * 1ch wide; separators and the currency are narrower, so the reserve errs on the roomy side.
 */
export function reserveWidthCh(amounts: readonly number[], currency?: string): number {
  return Math.max(...amounts.map((amount) => formatMoney(amount, currency).length));
}
