/** Promotions for the visitor: the page split for a player into active and available, with opt-in and opt-out. */
export { type PromotionCard, PromotionsPage } from './promotions-page';
