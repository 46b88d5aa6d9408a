/** The browser's catalogue of one lobby, as `useCatalogue` gives it (types only: the answer's checks load on demand). */
import type { CatalogueGame } from '@casino/core/catalogue';
import type { AssetImage } from '@casino/core/schemas';

export interface TaxonomyEntry {
  id: string;
  slug: string;
  name: string;
  image: AssetImage | null;
}

/** What filters and search need in the browser: one lobby's games and its taxonomies. */
export interface LobbyCatalogue {
  games: CatalogueGame[];
  categories: TaxonomyEntry[];
  collections: TaxonomyEntry[];
  providers: TaxonomyEntry[];
}
