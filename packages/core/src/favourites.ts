/**
 * Favourites (catalogue.md sections 3, 4 and 8), pure: a favourite's `gameType` is the game code; the
 * list is newest first, so adding puts the game at the front and removing drops it. Favourites are
 * loaded on login only when a layout holds a favourites category (a games widget whose personal type,
 * see `personal-shelves.ts`, is a favourites type); live favourites are the favourites of the live
 * lobby's games.
 */
import { inLobby } from './catalogue.ts';
import type { Lobby } from './filters.ts';
import type { FavouritesUpdateRequest } from './gateway-api.ts';
import { type PersonalShelfType, personalShelfType } from './personal-shelves.ts';
import type { CategoryType, GameType, Layout } from './schemas.ts';

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
 * Whether a layout holds a games widget of one of the personal `types` (its `personalShelfType`: the
 * category's type when personal, else its source's), for loading only the player data a layout shows.
 */
export function layoutHoldsPersonalType(
  layout: Pick<Layout, 'widgets'>,
  categories: readonly { id: string; type: CategoryType }[],
  types: ReadonlySet<PersonalShelfType>,
): boolean {
  return layout.widgets.some((widget) => {
    if (widget.type !== 'games') return false;
    const category = widget.categoryId ? categories.find((item) => item.id === widget.categoryId) : undefined;
    const type = personalShelfType(widget.source, category?.type ?? null);
    return type !== null && types.has(type);
  });
}

const FAVOURITES_TYPES: ReadonlySet<PersonalShelfType> = new Set(['favourites', 'favourites-live']);

/**
 * Whether a layout holds a favourites category (catalogue.md section 4: "favourites are fetched only if
 * the layout holds the matching player category"): a games widget whose personal type is favourites or
 * live favourites (a Favourites / FavouritesLive source, or a category of a favourites type).
 */
export function layoutHoldsFavourites(
  layout: Pick<Layout, 'widgets'>,
  categories: readonly { id: string; type: CategoryType }[],
): boolean {
  return layoutHoldsPersonalType(layout, categories, FAVOURITES_TYPES);
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
