/** Favourites on the server: whether the layouts hold a favourites category, per lobby. */
export { favouritesInLayouts, layoutHoldsFavourites } from '@casino/core/favourites';
