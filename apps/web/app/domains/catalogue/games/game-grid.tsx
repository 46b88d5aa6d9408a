import { GameTile } from './game-tile';
import type { GameTileData } from './game-tile-data';

/** A phone's first row: the tiles that are the page's largest paint (fetched first). */
const PRIORITY_TILES = 2;

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
          <GameTile
            game={game}
            eager={index < eagerCount}
            priority={index < Math.min(PRIORITY_TILES, eagerCount)}
          />
        </li>
      ))}
    </ul>
  );
}
