/**
 * Search (catalogue.md sections 4, 9): case-insensitive substring over names with the spec's weights.
 * Most Romanians type without diacritics on a phone, so names and term are folded before matching and
 * weighed on the folded text (ADR 0007, "Search"); the other choices: ADR 0071.
 */
import type { CatalogueGame } from './catalogue.ts';
import { analyticsRouteName } from './routes.ts';
import type { SearchSettings } from './schemas.ts';

export const SEARCH_PAGE_SIZE = 40;
export const RECOMMENDED_INITIAL_COUNT = 5;
export const SEARCH_TAXONOMY_MIN_LENGTH = 3;
export const SEARCH_MATCH_WEIGHTS = { start: 14, end: 7, elsewhere: 0 } as const;
export const SEARCH_CATEGORY_BONUS = 6;
export const SEARCH_TIER_CAP = 5;
export const SEARCH_TRACKING_DEBOUNCE_MS = 450;

export type SearchableGame = Pick<CatalogueGame, 'name' | 'categoryIds' | 'commercialTier'>;

export interface Weighted<T> {
  item: T;
  weight: number;
}

/** Letters that carry no combining mark to strip: they fold by hand. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Lower case without diacritics: "Căpșuni" and "Capsuni" (and "Căpşuni", with a cedilla) fold alike. */
export function foldForSearch(text: string): string {
  return stripMarks(text.toLowerCase()).replace(
    /[ßæœøłđðþıħ]/g,
    (letter) => FOLDED_LETTERS[letter] ?? letter,
  );
}

export function normaliseSearchTerm(term: string): string {
  return foldForSearch(term.trim());
}

/** Weight of a folded name for an already normalised term, or null when it does not contain the term. */
export function matchWeight(lowerName: string, lowerTerm: string): number | null {
  const at = lowerName.indexOf(lowerTerm);
  if (at < 0) return null;
  if (at === 0) return SEARCH_MATCH_WEIGHTS.start;
  return lowerName.endsWith(lowerTerm) ? SEARCH_MATCH_WEIGHTS.end : SEARCH_MATCH_WEIGHTS.elsewhere;
}

/** The game's own weight: 6 in the configured category, else its commercial tier capped at 5. */
export function gameSearchBonus(game: SearchableGame, category: string | null): number {
  if (category !== null && game.categoryIds.includes(category)) return SEARCH_CATEGORY_BONUS;
  return Math.min(game.commercialTier, SEARCH_TIER_CAP);
}

/** Folded names computed once per catalogue, so a keystroke only scans. */
export interface SearchIndex<T extends SearchableGame> {
  games: readonly T[];
  names: readonly string[];
}

/**
 * A search index built a slice at a time: each `step(count)` folds up to `count` more names, so a page
 * can build the index of 10,000 games between frames; `index()` folds whatever is left and gives the
 * index (the same one each time). The caller never sees how the index is made.
 */
export interface SearchIndexBuilder<T extends SearchableGame> {
  /** Every name is folded: `index()` will not fold any more. */
  readonly done: boolean;
  /** Folds up to `count` more names; true once every name is folded. */
  step(count: number): boolean;
  index(): SearchIndex<T>;
}

export function createSearchIndexBuilder<T extends SearchableGame>(
  games: readonly T[],
): SearchIndexBuilder<T> {
  const names: string[] = [];
  let built: SearchIndex<T> | null = null;
  const step = (count: number): boolean => {
    const end = Math.min(games.length, names.length + Math.max(0, count));
    for (let i = names.length; i < end; i++) names.push(foldForSearch((games[i] as T).name));
    return names.length === games.length;
  };
  return {
    get done() {
      return names.length === games.length;
    },
    step,
    index() {
      if (!built) {
        step(games.length - names.length);
        built = { games, names };
      }
      return built;
    },
  };
}

export function createSearchIndex<T extends SearchableGame>(games: readonly T[]): SearchIndex<T> {
  return createSearchIndexBuilder(games).index();
}

function byWeight<T>(list: Weighted<T>[]): T[] {
  return list.sort((a, b) => b.weight - a.weight).map((entry) => entry.item);
}

/** Matching games ordered by weight (stable, so equal weights keep catalogue order). */
export function searchGames<T extends SearchableGame>(
  index: SearchIndex<T>,
  term: string,
  category: string | null,
): T[] {
  const lowerTerm = normaliseSearchTerm(term);
  if (lowerTerm === '') return [];
  const found: Weighted<T>[] = [];
  const { games, names } = index;
  for (let i = 0; i < names.length; i++) {
    const weight = matchWeight(names[i] as string, lowerTerm);
    if (weight === null) continue;
    const game = games[i] as T;
    found.push({ item: game, weight: weight + gameSearchBonus(game, category) });
  }
  return byWeight(found);
}

/** The most a game's own weight adds to its match (`gameSearchBonus`). */
const MAX_GAME_BONUS = Math.max(SEARCH_CATEGORY_BONUS, SEARCH_TIER_CAP);

export interface SearchGamesPage<T> {
  /** The first `limit` of `searchGames`' results, in its order. */
  games: T[];
  /** How many games match in all. */
  total: number;
}

/**
 * The first `limit` games of `searchGames` and how many match, without sorting every match: a term's
 * first letter matches thousands of names, of which a page shows 40. The games kept so far stay ordered
 * by weight, then catalogue order; a later game enters only by weighing more than the last one kept
 * (an equal weight keeps catalogue order), and its own weight is looked up only when it could.
 */
export function searchGamesPage<T extends SearchableGame>(
  index: SearchIndex<T>,
  term: string,
  category: string | null,
  limit: number,
): SearchGamesPage<T> {
  const lowerTerm = normaliseSearchTerm(term);
  if (lowerTerm === '') return { games: [], total: 0 };
  const kept: T[] = [];
  const weights: number[] = [];
  let total = 0;
  const { games, names } = index;
  for (let i = 0; i < names.length; i++) {
    const match = matchWeight(names[i] as string, lowerTerm);
    if (match === null) continue;
    total++;
    const full = kept.length >= limit;
    const last = full ? (weights[kept.length - 1] ?? Number.POSITIVE_INFINITY) : 0;
    if (full && match + MAX_GAME_BONUS <= last) continue;
    const game = games[i] as T;
    const weight = match + gameSearchBonus(game, category);
    if (full && weight <= last) continue;
    let at = kept.length;
    while (at > 0 && (weights[at - 1] as number) < weight) at--;
    kept.splice(at, 0, game);
    weights.splice(at, 0, weight);
    if (kept.length > limit) {
      kept.pop();
      weights.pop();
    }
  }
  return { games: kept, total };
}

/** Providers, categories or collections matching by name, ordered by weight; from 3 characters only. */
export function searchByName<T>(items: readonly T[], term: string, name: (item: T) => string): T[] {
  const lowerTerm = normaliseSearchTerm(term);
  if (lowerTerm.length < SEARCH_TAXONOMY_MIN_LENGTH) return [];
  const found: Weighted<T>[] = [];
  for (const item of items) {
    const weight = matchWeight(foldForSearch(name(item)), lowerTerm);
    if (weight !== null) found.push({ item, weight });
  }
  return byWeight(found);
}

export interface SearchSources<G extends SearchableGame, P, C, K> {
  index: SearchIndex<G>;
  providers: readonly P[];
  categories: readonly C[];
  collections: readonly K[];
  providerName: (provider: P) => string;
  categoryName: (category: C) => string;
  collectionName: (collection: K) => string;
}

export interface SearchResults<G, P, C, K> {
  games: G[];
  providers: P[];
  categories: C[];
  collections: K[];
}

export interface SearchResultsPage<G, P, C, K> extends Omit<SearchResults<G, P, C, K>, 'games'> {
  /** The first `pages` pages of the games `searchCatalogue` finds, in its order. */
  games: G[];
  /** How many games `searchCatalogue` finds in all. */
  gameCount: number;
}

function searchTaxonomies<G extends SearchableGame, P, C, K>(
  sources: SearchSources<G, P, C, K>,
  term: string,
  includes: SearchSettings['searchResultIncludes'],
): Omit<SearchResults<G, P, C, K>, 'games'> {
  return {
    providers: includes.includes('providers')
      ? searchByName(sources.providers, term, sources.providerName)
      : [],
    categories: includes.includes('categories')
      ? searchByName(sources.categories, term, sources.categoryName)
      : [],
    collections: includes.includes('collections')
      ? searchByName(sources.collections, term, sources.collectionName)
      : [],
  };
}

export function searchCatalogue<G extends SearchableGame, P, C, K>(
  sources: SearchSources<G, P, C, K>,
  term: string,
  settings: Pick<SearchSettings, 'category' | 'searchResultIncludes'>,
): SearchResults<G, P, C, K> {
  return {
    games: searchGames(sources.index, term, settings.category),
    ...searchTaxonomies(sources, term, settings.searchResultIncludes),
  };
}

/**
 * `searchCatalogue` for a panel that shows the first `pages` pages of games (`searchResultsPage`) and
 * their count: the same groups, without ordering the games beyond the pages shown.
 */
export function searchCataloguePage<G extends SearchableGame, P, C, K>(
  sources: SearchSources<G, P, C, K>,
  term: string,
  settings: Pick<SearchSettings, 'category' | 'searchResultIncludes'>,
  pages: number,
): SearchResultsPage<G, P, C, K> {
  const { games, total } = searchGamesPage(sources.index, term, settings.category, searchResultsLimit(pages));
  return { games, gameCount: total, ...searchTaxonomies(sources, term, settings.searchResultIncludes) };
}

/** How many results the first `pages` pages hold: 40 a page, at least one page. */
export function searchResultsLimit(pages: number): number {
  return Math.max(1, pages) * SEARCH_PAGE_SIZE;
}

/** Results grow 40 at a time: the first `pages` pages. */
export function searchResultsPage<T>(results: readonly T[], pages: number): T[] {
  return results.slice(0, searchResultsLimit(pages));
}

/** More than the first `pages` pages of `resultCount` results: show more is offered. */
export function hasMoreSearchResults(resultCount: number, pages: number): boolean {
  return resultCount > searchResultsLimit(pages);
}

/** The recommended block shows 5 games until show-more is pressed. */
export function visibleRecommended<T>(games: readonly T[], expanded: boolean): T[] {
  return expanded ? [...games] : games.slice(0, RECOMMENDED_INITIAL_COUNT);
}

/** The popular providers row shows when settings list a provider and no search is in progress. */
export function showPopularProviders(
  settings: Pick<SearchSettings, 'popularProviders'>,
  term: string,
): boolean {
  return settings.popularProviders.length > 0 && normaliseSearchTerm(term) === '';
}

/** The term sent to analytics: accents and non-word characters stripped, spaces collapsed. */
export function searchAnalyticsTerm(term: string): string {
  return stripMarks(term)
    .replace(/[^\w\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** casino_search: the origin is the route's analytics name, like every other event's. */
export function searchTrackingEvent(term: string, routeName: string) {
  return {
    event: 'casino_search' as const,
    search_term: searchAnalyticsTerm(term),
    origin: analyticsRouteName(routeName),
  };
}
