/**
 * Favourites (catalogue.md sections 4, 5 and 8): the heart on tiles, in the details and on the game page
 * (logged-in players only; its code loads only for them), the player's list for shelves and pages, and
 * the load on login when the layout holds a favourites category. The layout rules for the shell's
 * loader are in `index.server.ts`.
 */
import { lazy } from 'react';

export { FavouriteHeart, useLoggedIn } from './favourite-heart';
export { type UseFavourites, useFavourites } from './use-favourites';

/**
 * Mounted once by the page services, after hydration, with whether the page's lobby has a layout that
 * holds a favourites category (`favouritesInLayouts` on the server): the load on login.
 */
export const FavouritesServices = lazy(() =>
  import('./favourites-services').then((module) => ({ default: module.FavouritesServices })),
);
