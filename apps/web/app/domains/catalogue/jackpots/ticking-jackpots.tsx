import { JackpotAmount } from './jackpot-amount';
import type { JackpotCard } from './jackpot-card';
import { type JackpotTickerView, useJackpotTicker } from './use-jackpot-ticker';

/** The ticker for a page's jackpot cards, started from what the server rendered. */
export const useTickingJackpots = useJackpotTicker;

/** A jackpot total that climbs locally (catalogue.md section 4), without shifting the layout. */
export function TickingTotal({ card, ticker }: { card: JackpotCard; ticker: JackpotTickerView }) {
  return (
    <JackpotAmount
      className="card__amount"
      amount={ticker.total(card.id) ?? card.total}
      currency={card.currency}
      reserveFor={ticker.target(card.id) ?? card.total}
    />
  );
}
