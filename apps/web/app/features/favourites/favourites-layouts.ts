/**
 * Favourites' layout and lobby rules (catalogue.md section 4), pure: favourites are loaded on login only
 * when a layout holds a favourites category; live favourites are the favourites of the live lobby's
 * games. Framework-free, so they can move to core as they are.
 */
import { inLobby } from '@casino/core/catalogue';
import type { Lobby } from '@casino/core/filters';
import type { CategoryType, GameListSource, GameType, Layout } from '@casino/core/schemas';

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
