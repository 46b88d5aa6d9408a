import type { CatalogueGame } from '@casino/core/catalogue';
import type { SearchSettings } from '@casino/core/schemas';
import {
  createSearchIndex,
  type SearchIndex,
  type SearchResults,
  searchCatalogue,
} from '@casino/core/search';
import type { LobbyCatalogue, TaxonomyEntry } from '~/features/games';

export type SearchGroups = SearchResults<CatalogueGame, TaxonomyEntry, TaxonomyEntry, TaxonomyEntry>;

const indexes = new WeakMap<CatalogueGame[], SearchIndex<CatalogueGame>>();

function indexFor(games: CatalogueGame[]): SearchIndex<CatalogueGame> {
  let index = indexes.get(games);
  if (!index) {
    index = createSearchIndex(games);
    indexes.set(games, index);
  }
  return index;
}

/** The search of catalogue.md section 4 over one lobby's catalogue: the groups the panel shows. */
export function runSearch(catalogue: LobbyCatalogue, settings: SearchSettings, term: string): SearchGroups {
  const name = (entry: TaxonomyEntry) => entry.name;
  return searchCatalogue(
    {
      index: indexFor(catalogue.games),
      providers: catalogue.providers,
      categories: catalogue.categories,
      collections: catalogue.collections,
      providerName: name,
      categoryName: name,
      collectionName: name,
    },
    term,
    settings,
  );
}

/** The recommended block: the configured category's games, in catalogue order. */
export function recommendedGames(catalogue: LobbyCatalogue, settings: SearchSettings): CatalogueGame[] {
  const category = settings.recommendedCategory;
  if (!category) return [];
  return catalogue.games.filter((game) => game.categoryIds.includes(category));
}

export function popularProviders(catalogue: LobbyCatalogue, settings: SearchSettings): TaxonomyEntry[] {
  return settings.popularProviders.flatMap((id) =>
    catalogue.providers.filter((provider) => provider.id === id),
  );
}
