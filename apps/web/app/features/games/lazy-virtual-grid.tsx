import { lazy, Suspense } from 'react';
import { GameGrid } from './game-grid';
import type { GameTileData } from './game-tile-data';

// The virtualiser is needed only once thousands of games are in the browser: it loads with them.
const VirtualGameGrid = lazy(() =>
  import('./virtual-game-grid').then((module) => ({ default: module.VirtualGameGrid })),
);

/** A virtualised grid; until its code arrives, the first games as a plain grid. */
export function LazyVirtualGameGrid({ games, label }: { games: GameTileData[]; label: string }) {
  return (
    <Suspense fallback={<GameGrid games={games.slice(0, 24)} label={label} />}>
      <VirtualGameGrid games={games} label={label} />
    </Suspense>
  );
}
