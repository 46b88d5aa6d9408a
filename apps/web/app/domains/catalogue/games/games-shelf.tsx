import type { GameImageKind } from '@casino/core/images';
import type { GameLayoutType } from '@casino/core/schemas';
import type { ReactNode } from 'react';
import { ScrollRow, SectionHeading } from '~/shared/ui/section';
import { GameTile } from './game-tile';
import { type GameTileData, TILE_IMAGE } from './game-tile-data';

/** Tile artwork per game layout type. */
const TILE_KIND: Record<GameLayoutType, GameImageKind> = {
  Default: 'thumbnail',
  DoubleRow: 'thumbnail',
  Portrait: 'portrait',
  Landscape: 'landscape',
  Top10: 'portrait',
  LargeOnMobile: 'thumbnail',
};

/** The width a shelf's tile is shown at (app.css: `.scroll-row__list` and `.shelf__row--*` columns). */
const SHELF_TILE_SIZES: Record<GameLayoutType, string> = {
  Default: '(min-width: 1024px) 176px, 140px',
  DoubleRow: '(min-width: 1024px) 176px, 140px',
  Portrait: '(min-width: 1024px) 190px, 150px',
  Top10: '(min-width: 1024px) 190px, 150px',
  Landscape: '(min-width: 1024px) 300px, 240px',
  LargeOnMobile: '(min-width: 1024px) 176px, 70vw',
};

/**
 * A lobby shelf of game tiles: the heading (with its "show all" link when the shelf has a page) and a
 * horizontal row. `action` sits beside the heading (a recommendation shelf's refresh); `empty` replaces
 * the row when there is no game (a player's shelf keeps its place with a hint).
 */
export function GamesShelf({
  id,
  title,
  layout,
  games,
  href,
  eager = false,
  action,
  empty,
  className,
}: {
  id: string;
  title: string;
  layout: GameLayoutType;
  games: GameTileData[];
  href: string | null;
  eager?: boolean;
  action?: ReactNode;
  empty?: ReactNode;
  className?: string;
}) {
  const kind = TILE_KIND[layout];
  const variant = layout.toLowerCase();
  return (
    <section
      className={`shelf shelf--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <SectionHeading id={id} title={title} href={games.length > 0 ? href : null} action={action} />
      {games.length === 0 && empty !== undefined ? (
        <div className="shelf__empty">
          <SkeletonRow layout={layout} />
          <div className="shelf__empty-text">{empty}</div>
        </div>
      ) : (
        <ScrollRow label={title} className={`shelf__row shelf__row--${variant}`}>
          {games.map((game, index) => (
            <li key={game.gameCode}>
              <GameTile
                game={game}
                kind={kind}
                rank={layout === 'Top10' ? index + 1 : undefined}
                eager={eager && index < 4}
                sizes={SHELF_TILE_SIZES[layout]}
              />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}

/**
 * Tiles of a shelf's shape with no game: a shelf's exact height before its games are known. One column
 * (two tiles in a double row) is in the page; the stylesheet draws the columns after it as copies of
 * its boxes, so the twelve empty personal slots of a lobby's HTML hold 12 tiles rather than 96 (ADR 0029).
 */
function SkeletonRow({ layout }: { layout: GameLayoutType }) {
  const kind = TILE_KIND[layout];
  const size = TILE_IMAGE[kind];
  const variant = layout.toLowerCase();
  return (
    <div className="scroll-row" aria-hidden="true">
      <ul className={`scroll-row__list shelf__row shelf__row--${variant} shelf__row--skeleton`}>
        {Array.from({ length: layout === 'DoubleRow' ? 2 : 1 }, (_, index) => (
          <li key={index}>
            <div className={`game-tile game-tile--${kind}`}>
              <span className="game-tile__link">
                <span className="game-tile__art" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
                <span className="game-tile__name">&nbsp;</span>
                <span className="game-tile__provider">&nbsp;</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A shelf's skeleton: the heading's line and a row of empty tiles, exactly a shelf's height, hidden
 * from assistive technology. `className` decides when it shows (a personal slot only for players).
 */
export function ShelfSkeleton({ layout, className }: { layout: GameLayoutType; className?: string }) {
  return (
    <div
      className={`shelf shelf--${layout.toLowerCase()} shelf--skeleton ${className ?? ''}`}
      aria-hidden="true"
    >
      <div className="section-heading">
        <span className="section-heading__placeholder">&nbsp;</span>
      </div>
      <SkeletonRow layout={layout} />
    </div>
  );
}
