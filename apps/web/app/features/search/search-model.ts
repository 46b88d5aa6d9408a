import type { CatalogueGame } from '@casino/core/catalogue';
import type { SearchSettings } from '@casino/core/schemas';
import { foldForSearch, type SearchIndex, type SearchResults, searchCatalogue } from '@casino/core/search';
import type { LobbyCatalogue, TaxonomyEntry } from '~/features/games';
import { nextTask } from '~/shared/hooks/next-task';

export type SearchGroups = SearchResults<CatalogueGame, TaxonomyEntry, TaxonomyEntry, TaxonomyEntry>;

const indexes = new WeakMap<CatalogueGame[], SearchIndex<CatalogueGame>>();
/** Folded names of a catalogue whose index is being built a slice at a time (`warmSearchIndex`). */
const partial = new WeakMap<CatalogueGame[], string[]>();

/** Names folded per slice while warming: a few milliseconds each on a slow phone. */
const WARM_SLICE = 1000;

/** Folds the names from `names.length` up to `end` (core's `createSearchIndex`, resumable). */
function foldNames(games: CatalogueGame[], names: string[], end: number): void {
  for (let i = names.length; i < end; i++) names.push(foldForSearch((games[i] as CatalogueGame).name));
}

function indexFor(games: CatalogueGame[]): SearchIndex<CatalogueGame> {
  let index = indexes.get(games);
  if (!index) {
    // A search before the warm-up ends folds what is left at once.
    const names = partial.get(games) ?? [];
    foldNames(games, names, games.length);
    partial.delete(games);
    index = { games, names };
    indexes.set(games, index);
  }
  return index;
}

/**
 * Builds the catalogue's search index ahead of the first keystroke, a slice of names per task, so
 * neither the panel's opening nor the first letter typed folds 10,000 names in one long task. The
 * search panel calls it when the catalogue arrives; a search that comes first finishes the index itself.
 */
export async function warmSearchIndex(games: CatalogueGame[]): Promise<void> {
  if (indexes.has(games) || partial.has(games)) return;
  const names: string[] = [];
  partial.set(games, names);
  while (partial.get(games) === names && names.length < games.length) {
    foldNames(games, names, Math.min(names.length + WARM_SLICE, games.length));
    await nextTask();
  }
  if (partial.get(games) === names) indexFor(games);
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
