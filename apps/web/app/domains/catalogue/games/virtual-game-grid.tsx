import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { GameTile } from './game-tile';
import type { GameTileData } from './game-tile-data';

const MIN_TILE_WIDTH = 150;
const GAP = 12;
/** The name and provider under a tile's art, until a rendered tile says what they measure. */
const CAPTION_HEIGHT = 48;

function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + GAP) / (MIN_TILE_WIDTH + GAP)));
}

/**
 * A grid of thousands of games with only the visible rows in the DOM (architecture.md: at most 250
 * tiles on all-games). Rows are laid out against the window scroll so the page scrolls naturally.
 */
export function VirtualGameGrid({ games, label }: { games: GameTileData[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const [caption, setCaption] = useState(CAPTION_HEIGHT);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width || 360);
  const tileWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_TILE_WIDTH;
  const rowHeight = tileWidth + caption + GAP;
  const rowCount = Math.ceil(games.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: offset,
  });

  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);

  // Rows as tall as the plain grid's (the caption's height comes from the fonts): the grid that takes
  // over from the plain one as the player scrolls puts every tile where it was, before it paints.
  // Once per width, not on every scroll's render.
  const measuredAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (measuredAt.current === width) return;
    const tile = ref.current?.querySelector('.game-tile');
    const art = tile?.querySelector('.game-tile__art');
    if (!tile || !art) return;
    measuredAt.current = width;
    const measured = tile.getBoundingClientRect().height - art.getBoundingClientRect().height;
    if (measured > 0 && Math.abs(measured - caption) > 0.5) setCaption(measured);
  });

  return (
    <section
      ref={ref}
      className="virtual-grid"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        return (
          <ul
            key={row.key}
            className="virtual-grid__row"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              height: rowHeight - GAP,
            }}
          >
            {games.slice(start, start + columns).map((game) => (
              <li key={game.gameCode}>
                <GameTile game={game} />
              </li>
            ))}
          </ul>
        );
      })}
    </section>
  );
}
