/** Taxonomy: providers, collections and jackpots as cards and card grids. */
export { CollectionCardGrid, JackpotCardGrid, ProviderCardGrid } from './card-grids';
export { CollectionCardLink, ProviderCardLink } from './cards';
export type { CollectionCard, ProviderCard } from './taxonomy-cards';
