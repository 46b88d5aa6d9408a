import { useMemo } from 'react';
import type { JackpotCard } from '~/features/lobby/widgets.server';
import { JackpotAmount } from './jackpot-amount';
import { tickerSeed, useJackpotTicker } from './use-jackpot-ticker';

/** The ticker for a page's jackpot cards, seeded with what the server rendered. */
export function useTickingJackpots(cards: readonly JackpotCard[]) {
  const seed = useMemo(() => tickerSeed(cards), [cards]);
  return useJackpotTicker(seed);
}

/** A jackpot total that climbs locally (catalogue.md section 4), without shifting the layout. */
export function TickingTotal({
  card,
  ticker,
}: {
  card: JackpotCard;
  ticker: ReturnType<typeof useTickingJackpots>;
}) {
  return (
    <JackpotAmount
      className="card__amount"
      amount={ticker.total(card.id) ?? card.total}
      currency={card.currency}
      reserveFor={ticker.target(card.id) ?? card.total}
    />
  );
}
