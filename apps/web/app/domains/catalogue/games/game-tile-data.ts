import type { CatalogueGame } from '@casino/core/catalogue';
import { firstLabel, showGameInfoIcons } from '@casino/core/game-details';
import type { GameImageKind } from '@casino/core/images';
import type { Label } from '@casino/core/schemas';

/** What a tile shows: the smallest projection of a game that goes over the wire. */
export interface GameTileData {
  gameCode: string;
  name: string;
  providerName: string;
  fileVersion: number;
  label: Label | null;
  jackpot: boolean;
  /** A live table game: its tile shows the table's state from the live feed. */
  live: boolean;
  /** The info icon: for a guest, only when the game has a description (catalogue.md section 5). */
  info: boolean;
}

export function toGameTile(game: CatalogueGame): GameTileData {
  return {
    gameCode: game.gameCode,
    name: game.name,
    providerName: game.providerName,
    fileVersion: game.fileVersion,
    label: firstLabel(game.labels),
    jackpot: game.jackpot,
    live: game.type === 'Live',
    info: showGameInfoIcons(false, game.hasDescription),
  };
}

/** Tile artwork per game layout type (visual.md: tiles keep their aspect ratio). */
export const TILE_IMAGE: Record<GameImageKind, { width: number; height: number }> = {
  thumbnail: { width: 300, height: 300 },
  portrait: { width: 300, height: 400 },
  landscape: { width: 480, height: 270 },
};

/**
 * The widths a tile asks the asset store for (its srcset): half, three quarters and all of the artwork's
 * own width (asking for more than the store holds only upscales).
 */
export const TILE_WIDTHS: Record<GameImageKind, readonly number[]> = {
  thumbnail: [150, 225, 300],
  portrait: [150, 225, 300],
  landscape: [240, 360, 480],
};

/**
 * The width a tile is shown at in a grid (all games, a category; `.game-grid` and the virtual grid):
 * columns of at least 150 px, two on a phone.
 */
export const GRID_TILE_SIZES = '(min-width: 480px) 180px, 50vw';
