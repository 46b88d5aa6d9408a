/**
 * Favourites' rules (catalogue.md sections 3, 4 and 8), pure: a favourite's `gameType` is the game code;
 * the list is newest first, so adding puts the game at the front and removing drops it; favourites are
 * loaded on login only when a layout holds a favourites category; live favourites are the favourites
 * of the live lobby's games.
 *
 * Core has no favourites rules yet (only the wire contract: `FavouritesUpdateRequest`,
 * `FavouriteGamesAnswer`); these are framework-free so they can move there as they are.
 */
import { inLobby } from '@casino/core/catalogue';
import type { Lobby } from '@casino/core/filters';
import type { FavouritesUpdateRequest } from '@casino/core/gateway-api';
import type { CategoryType, GameListSource, GameType, Layout } from '@casino/core/schemas';

/** The toasts of catalogue.md section 8. */
export const FAVOURITES_ERRORS = {
  load: 'errors.failed-to-fetch-favorites',
  add: 'errors.unable-to-favorite-game',
  remove: 'errors.unable-to-remove-game-from-favorites',
} as const;

/** The game at the front (a game already there moves to the front: it is the newest again). */
export function addFavourite(list: readonly string[], gameCode: string): string[] {
  return [gameCode, ...list.filter((code) => code !== gameCode)];
}

export function removeFavourite(list: readonly string[], gameCode: string): string[] {
  return list.filter((code) => code !== gameCode);
}

/** The gateway's answer as game codes, newest first as the gateway sends them, each once. */
export function favouriteCodes(answer: { favoriteGames: readonly { gameType: string }[] }): string[] {
  return [...new Set(answer.favoriteGames.map((favourite) => favourite.gameType))];
}

/** POST /pams/api/v2/player/favorites for one game. */
export function favouritesUpdate(gameCode: string, requestType: 'add' | 'remove'): FavouritesUpdateRequest {
  return { favoriteGames: { favoriteGameType: [{ gameType: gameCode }] }, requestType };
}

const FAVOURITES_SOURCES: ReadonlySet<GameListSource> = new Set(['Favourites', 'FavouritesLive']);
const FAVOURITES_CATEGORIES: ReadonlySet<CategoryType> = new Set(['favourites', 'favourites-live']);

/**
 * Whether a layout holds a favourites category (catalogue.md section 4: "favourites are fetched only if
 * the layout holds the matching player category"): a games widget whose source is Favourites or
 * FavouritesLive, or whose category is of a favourites type.
 */
export function layoutHoldsFavourites(
  layout: Pick<Layout, 'widgets'>,
  categories: readonly { id: string; type: CategoryType }[],
): boolean {
  return layout.widgets.some((widget) => {
    if (widget.type !== 'games') return false;
    if (FAVOURITES_SOURCES.has(widget.source)) return true;
    const category = widget.categoryId ? categories.find((item) => item.id === widget.categoryId) : undefined;
    return category !== undefined && FAVOURITES_CATEGORIES.has(category.type);
  });
}

/** Per lobby: whether any of its layouts holds a favourites category (for the shell's loader). */
export function favouritesInLayouts(
  layouts: readonly Pick<Layout, 'lobby' | 'widgets'>[],
  categories: readonly { id: string; type: CategoryType }[],
): Record<Lobby, boolean> {
  const holds = (lobby: Lobby) =>
    layouts.some((layout) => layout.lobby === lobby && layoutHoldsFavourites(layout, categories));
  return { casino: holds('casino'), live: holds('live') };
}

/**
 * The favourites of one lobby, in the list's order (newest first): live favourites on the live lobby
 * are the favourites among its games (core's `inLobby`). Codes the catalogue does not know are left out.
 */
export function favouritesInLobby(
  codes: readonly string[],
  games: ReadonlyMap<string, { type: GameType }>,
  lobby: Lobby,
): string[] {
  return codes.filter((code) => {
    const game = games.get(code);
    return game !== undefined && inLobby(game, lobby);
  });
}
