import { type CatalogueGame, isLiveCasinoGame } from '@casino/core/catalogue';
import { type ContentContext, getGames } from '~/services/content.server';

export type Lobby = 'casino' | 'live';

/** The casino lobby lists slot, table and crash games; the live lobby lists live and table games. */
export function inLobby(game: CatalogueGame, lobby: Lobby): boolean {
  return lobby === 'live' ? isLiveCasinoGame(game) : game.type !== 'Live';
}

const byLobby = new WeakMap<CatalogueGame[], Record<Lobby, CatalogueGame[]>>();

/** One lobby's games; the same array while the content cache holds the same games. */
export async function lobbyCatalogue(ctx: ContentContext, lobby: Lobby): Promise<CatalogueGame[]> {
  const { catalogue } = await getGames(ctx);
  let split = byLobby.get(catalogue);
  if (!split) {
    split = {
      casino: catalogue.filter((game) => inLobby(game, 'casino')),
      live: catalogue.filter((game) => inLobby(game, 'live')),
    };
    byLobby.set(catalogue, split);
  }
  return split[lobby];
}
