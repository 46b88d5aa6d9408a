/**
 * Favourites (catalogue.md sections 3, 4 and 8), pure: a favourite's `gameType` is the game code; the
 * list is newest first, so adding puts the game at the front and removing drops it; live favourites are
 * the favourites of the live lobby's games. (Favourites load when something on the page shows them: a
 * heart, or a personal shelf or page whose type needs them, `personalShelfNeeds`.)
 */
import { inLobby } from './catalogue.ts';
import type { Lobby } from './filters.ts';
import type { FavouritesUpdateRequest } from './gateway-api.ts';
import type { GameType } from './schemas.ts';

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

/**
 * The favourites of one lobby, in the list's order (newest first): live favourites on the live lobby
 * are the favourites among its games (`inLobby`). Codes the catalogue does not know are left out.
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
