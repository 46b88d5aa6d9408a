import type { CatalogueGame } from '@casino/core/catalogue';
import type { SearchSettings } from '@casino/core/schemas';
import {
  createSearchIndexBuilder,
  type SearchIndexBuilder,
  type SearchResults,
  type SearchResultsPage,
  type SearchSources,
  searchCatalogue,
  searchCataloguePage,
} from '@casino/core/search';
import type { LobbyCatalogue, TaxonomyEntry } from '~/domains/catalogue/games';
import { nextTask } from '~/shared/hooks/next-task';

export type SearchGroups = SearchResults<CatalogueGame, TaxonomyEntry, TaxonomyEntry, TaxonomyEntry>;
/** The groups as the panel shows them: the games of the pages shown, and how many there are in all. */
export type SearchPageGroups = SearchResultsPage<CatalogueGame, TaxonomyEntry, TaxonomyEntry, TaxonomyEntry>;

/** Each catalogue's search index, built by core a slice at a time (`warmSearchIndex`) or at once. */
const builders = new WeakMap<CatalogueGame[], SearchIndexBuilder<CatalogueGame>>();

/** Names folded per slice while warming: a few milliseconds each on a slow phone. */
const WARM_SLICE = 1000;

function builderFor(games: CatalogueGame[]): SearchIndexBuilder<CatalogueGame> {
  let builder = builders.get(games);
  if (!builder) {
    builder = createSearchIndexBuilder(games);
    builders.set(games, builder);
  }
  return builder;
}

/**
 * Builds the catalogue's search index ahead of the first keystroke, a slice of names per task, so
 * neither the panel's opening nor the first letter typed folds 10,000 names in one long task. The
 * search panel calls it when the catalogue arrives; a search that comes first finishes the index itself.
 */
export async function warmSearchIndex(games: CatalogueGame[]): Promise<void> {
  const builder = builderFor(games);
  while (!builder.step(WARM_SLICE)) await nextTask();
}

const entryName = (entry: TaxonomyEntry) => entry.name;

function sources(
  catalogue: LobbyCatalogue,
): SearchSources<CatalogueGame, TaxonomyEntry, TaxonomyEntry, TaxonomyEntry> {
  return {
    // A search before the warm-up ends folds what is left at once.
    index: builderFor(catalogue.games).index(),
    providers: catalogue.providers,
    categories: catalogue.categories,
    collections: catalogue.collections,
    providerName: entryName,
    categoryName: entryName,
    collectionName: entryName,
  };
}

/** The search of catalogue.md section 4 over one lobby's catalogue: every group in full (the global API). */
export function runSearch(catalogue: LobbyCatalogue, settings: SearchSettings, term: string): SearchGroups {
  return searchCatalogue(sources(catalogue), term, settings);
}

/** The same search as the panel shows it: the games of the first `pages` pages (40 each) and their count. */
export function runSearchPage(
  catalogue: LobbyCatalogue,
  settings: SearchSettings,
  term: string,
  pages: number,
): SearchPageGroups {
  return searchCataloguePage(sources(catalogue), term, settings, pages);
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
