import { jackpotTotal } from '@casino/core/jackpot-ticker';
import type { Jackpot } from '@casino/core/schemas';

/** A jackpot as pages show it: its levels with an amount, their total, and its games. */
export interface JackpotCard {
  id: string;
  slug: string;
  title: string;
  currency: string;
  total: number;
  levels: { name: string; amount: number }[];
  gameCodes: string[];
}

/** A jackpot's card: levels without an amount are ignored (catalogue.md section 4). */
export function jackpotCard(jackpot: Jackpot): JackpotCard {
  return {
    id: jackpot.id,
    slug: jackpot.slug,
    title: jackpot.title,
    currency: jackpot.currency,
    total: jackpotTotal(jackpot.jackpotLevels),
    levels: jackpot.jackpotLevels.flatMap((level) =>
      typeof level.amount === 'number' ? [{ name: level.name, amount: level.amount }] : [],
    ),
    gameCodes: jackpot.gameCodes,
  };
}
