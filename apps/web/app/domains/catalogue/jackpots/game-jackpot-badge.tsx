import { formatMoneyThreshold } from '@casino/core/money';
import { useGameJackpotAmount } from './use-jackpot-ticker';

/** The ticking jackpot of a game, on its tile; nothing until the ticker knows the game. */
export function GameJackpotBadge({ gameCode }: { gameCode: string }) {
  const amount = useGameJackpotAmount(gameCode);
  if (amount === null) return null;
  return <span className="game-tile__jackpot tabular">{formatMoneyThreshold(amount)}</span>;
}
