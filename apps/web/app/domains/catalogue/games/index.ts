/** Games: tiles, grids and listings, and the lobby catalogue the browser loads (filters, search, all-games). */
import type { loadCatalogue as load } from './api/catalogue';

export { catalogueQuery, type LobbyCatalogue, type TaxonomyEntry, useCatalogue } from './api/catalogue';
export { GameGrid } from './game-grid';
export { GameListing } from './game-listing';
export { GameThumbnail } from './game-thumbnail';
export { GameTile } from './game-tile';
export { type GameTileData, TILE_IMAGE, toGameTile } from './game-tile-data';
export { GamesShelf, ShelfSkeleton } from './games-shelf';
export { LazyVirtualGameGrid } from './lazy-virtual-grid';

/**
 * The lobby catalogue for code outside React (the global API): its client code loads on the first call,
 * not with the global API on every page (ADR 0018).
 */
export async function loadCatalogue(...args: Parameters<typeof load>): ReturnType<typeof load> {
  const { loadCatalogue: loadNow } = await import('./api/catalogue');
  return loadNow(...args);
}
