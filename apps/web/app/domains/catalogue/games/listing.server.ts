import { type ContentContext, getGames } from '~/platform/server/content.server';
import { type GameTileData, toGameTile } from './game-tile-data';

/** Tiles for a list of game codes, in order, skipping codes the catalogue does not know. */
export async function tilesFor(ctx: ContentContext, codes: readonly string[]): Promise<GameTileData[]> {
  const { catalogueByCode } = await getGames(ctx);
  return codes.flatMap((code) => {
    const game = catalogueByCode.get(code);
    return game ? [toGameTile(game)] : [];
  });
}
