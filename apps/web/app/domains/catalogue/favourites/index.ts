/**
 * Favourites (catalogue.md sections 4, 5 and 8): the heart on tiles, in the details and on the game page
 * (logged-in players only; its code loads only for them), and the player's list for shelves and pages
 * (loaded when a heart, shelf or page shows it).
 */
export { FavouriteHeart, useLoggedIn } from './favourite-heart';
export { type UseFavourites, useFavourites } from './use-favourites';
