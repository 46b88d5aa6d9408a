/** Games: tiles, grids and listings, and the lobby catalogue the browser loads (filters, search, all-games). */
export {
  catalogueQuery,
  type LobbyCatalogue,
  loadCatalogue,
  type TaxonomyEntry,
  useCatalogue,
} from './api/catalogue';
export { GameGrid } from './game-grid';
export { GameListing } from './game-listing';
export { GameThumbnail } from './game-thumbnail';
export { GameTile } from './game-tile';
export { type GameTileData, TILE_IMAGE, toGameTile } from './game-tile-data';
export { GamesShelf, ShelfSkeleton } from './games-shelf';
export { LazyVirtualGameGrid } from './lazy-virtual-grid';
