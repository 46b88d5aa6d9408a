/**
 * Favourites' list rules (catalogue.md sections 3, 4 and 8), pure: a favourite's `gameType` is the game
 * code; the list is newest first, so adding puts the game at the front and removing drops it. The
 * layout and lobby rules are in `favourites-layouts.ts` (they travel with every page; these only with a
 * player's heart).
 *
 * Core has no favourites rules yet (only the wire contract: `FavouritesUpdateRequest`,
 * `FavouriteGamesAnswer`); these are framework-free so they can move there as they are.
 */
import type { FavouritesUpdateRequest } from '@casino/core/gateway-api';

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
