import type { Jackpot } from '@casino/core/schemas';
import type { JackpotCard } from '~/features/lobby/widgets.server';
import { jackpotTotal } from '~/features/lobby/widgets.server';

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
