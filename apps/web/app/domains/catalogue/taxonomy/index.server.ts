/** Taxonomy pages on the server: one entry's page, the list pages, and the cards the lobby shows. */
export { collectionCard, providerCard } from './taxonomy-cards';
export {
  loadCollectionCards,
  loadJackpotCards,
  loadProviderCards,
  loadTaxonomyPage,
  type TaxonomyKind,
  type TaxonomyPage,
} from './taxonomy-page.server';
