/** Jackpots: ticking totals, the jackpot of a game on its tile, and the jackpots resource. */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';
import type { loadJackpots as load } from './api/jackpots';

export { JackpotAmount } from './jackpot-amount';
export { type JackpotCard, jackpotCard } from './jackpot-card';
export { TickingTotal, useTickingJackpots } from './ticking-jackpots';

/**
 * A game's ticking jackpot on its tile. The ticker runs in the browser only, so its code loads after
 * hydration, with the first tile that has a jackpot (a lazy import of this index instead would load
 * everything else the portal takes from it, the ticking totals among them).
 */
export const GameJackpotBadge = lazyOneTaskEach(() =>
  import('./game-jackpot-badge').then(({ GameJackpotBadge: badge }) => ({ default: badge })),
);

/**
 * The jackpots for code outside React (the global API). The resource's code (the ticker's rules among
 * it) loads on the first call, not with the global API on every page.
 */
export async function loadJackpots(...args: Parameters<typeof load>): ReturnType<typeof load> {
  const { loadJackpots: loadNow } = await import('./api/jackpots');
  return loadNow(...args);
}
