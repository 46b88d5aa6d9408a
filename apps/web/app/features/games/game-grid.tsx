import { GameTile } from './game-tile';
import type { GameTileData } from './game-tile-data';

export function GameGrid({
  games,
  label,
  eagerCount = 6,
}: {
  games: GameTileData[];
  label: string;
  eagerCount?: number;
}) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.gameCode}>
          <GameTile game={game} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
