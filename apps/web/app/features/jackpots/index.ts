/** Jackpots: ticking totals, the jackpot of a game on its tile, and the jackpots resource. */
export { loadJackpots } from './api/jackpots';
export { GameJackpotBadge } from './game-jackpot-badge';
export { JackpotAmount } from './jackpot-amount';
export { type JackpotCard, jackpotCard } from './jackpot-card';
export { TickingTotal, useTickingJackpots } from './ticking-jackpots';
