import type { CatalogueGame } from '@casino/core/catalogue';
import type { SearchSettings } from '@casino/core/schemas';
import { createSearchIndex, searchCatalogue, searchResultsPage } from '@casino/core/search';
import { makeGame } from '@casino/core/test-support';
import { describe, expect, it } from 'vitest';
import type { LobbyCatalogue, TaxonomyEntry } from '~/domains/catalogue/games';
import { runSearch, runSearchPage, warmSearchIndex } from './search-model';

const WORDS = ['Delfin', 'Aur', 'Lux', 'Royal', 'Căpșuni', 'Ştiucă', 'Fructe', 'Joker'];

/** More games than one warm-up slice (1,000), names with and without diacritics. */
function catalogue(count = 2500): LobbyCatalogue {
  const games: CatalogueGame[] = Array.from({ length: count }, (_, i) =>
    makeGame({
      gameCode: `g${i}`,
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
      commercialTier: i % 9,
      categoryIds: i % 5 === 0 ? ['cat-top'] : [],
    }),
  );
  const entry = (id: string, name: string): TaxonomyEntry => ({ id, slug: id, name, image: null });
  return {
    games,
    providers: [entry('p1', 'Royal Games'), entry('p2', 'Delfin Studio')],
    categories: [entry('c1', 'Fructe')],
    collections: [entry('k1', 'Aur')],
  };
}

const settings: SearchSettings = {
  category: 'cat-top',
  searchResultIncludes: ['categories', 'providers', 'collections'],
  recommendedCategory: null,
  popularProviders: [],
};

/** What core's search gives over an index built in one go: the panel must show exactly this. */
function expected(lobby: LobbyCatalogue, term: string) {
  const name = (entry: TaxonomyEntry) => entry.name;
  return searchCatalogue(
    {
      index: createSearchIndex(lobby.games),
      providers: lobby.providers,
      categories: lobby.categories,
      collections: lobby.collections,
      providerName: name,
      categoryName: name,
      collectionName: name,
    },
    term,
    settings,
  );
}

/** What the panel shows of core's search: its games cut at the pages shown, and their count. */
function expectedPage(lobby: LobbyCatalogue, term: string, pages: number) {
  const { games, ...groups } = expected(lobby, term);
  return { ...groups, games: searchResultsPage(games, pages), gameCount: games.length };
}

const TERMS = ['d', 'capsuni', 'ȘTIUCĂ', 'aur lux', 'royal', ' 12', 'zzz', ''];

describe('search over a lobby catalogue', () => {
  it('gives core search results when the index was warmed ahead, slice by slice', async () => {
    const lobby = catalogue();
    await warmSearchIndex(lobby.games);
    for (const term of TERMS) expect(runSearch(lobby, settings, term), term).toEqual(expected(lobby, term));
  });

  it('gives the panel core’s results a page at a time, with the count of every game found', async () => {
    const lobby = catalogue();
    await warmSearchIndex(lobby.games);
    for (const term of TERMS) {
      for (const pages of [1, 2, 3]) {
        expect(runSearchPage(lobby, settings, term, pages), `${term} ${pages}`).toEqual(
          expectedPage(lobby, term, pages),
        );
      }
    }
    // 'd' finds more than a page: the count is of every game, the page holds 40.
    const found = runSearchPage(lobby, settings, 'd', 1);
    expect(found.gameCount).toBeGreaterThan(40);
    expect(found.games).toHaveLength(40);
  });

  it('gives the same results when a search comes while the index is still warming', async () => {
    const lobby = catalogue();
    const warming = warmSearchIndex(lobby.games);
    // The first slice is folded; the search finishes the rest itself.
    expect(runSearchPage(lobby, settings, 'd', 1)).toEqual(expectedPage(lobby, 'd', 1));
    for (const term of TERMS) expect(runSearch(lobby, settings, term), term).toEqual(expected(lobby, term));
    await warming;
    for (const term of TERMS) expect(runSearch(lobby, settings, term), term).toEqual(expected(lobby, term));
  });

  it('searches without any warm-up, and warming an indexed catalogue changes nothing', async () => {
    const lobby = catalogue(300);
    expect(runSearch(lobby, settings, 'royal')).toEqual(expected(lobby, 'royal'));
    await warmSearchIndex(lobby.games);
    await warmSearchIndex(lobby.games);
    expect(runSearch(lobby, settings, 'royal')).toEqual(expected(lobby, 'royal'));
  });

  it('warms an empty catalogue', async () => {
    const lobby = { ...catalogue(0) };
    await warmSearchIndex(lobby.games);
    expect(runSearch(lobby, settings, 'aur').games).toEqual([]);
  });
});
