import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from './catalogue.ts';
import {
  createSearchIndex,
  createSearchIndexBuilder,
  foldForSearch,
  gameSearchBonus,
  hasMoreSearchResults,
  matchWeight,
  normaliseSearchTerm,
  SEARCH_PAGE_SIZE,
  searchAnalyticsTerm,
  searchByName,
  searchCatalogue,
  searchCataloguePage,
  searchGames,
  searchGamesPage,
  searchResultsPage,
  searchTrackingEvent,
  showPopularProviders,
  visibleRecommended,
} from './search.ts';
import { arbitraryCatalogue, arbitraryGame, makeGame } from './test-support.ts';

describe('search weights (catalogue.md section 9)', () => {
  it.each([
    ['book of ra', 'book', 14],
    ['book', 'book', 14],
    ['sweet book', 'book', 7],
    ['big book bonanza', 'book', 0],
    ['bonanza', 'book', null],
  ])('%s for %s weighs %s', (name, term, weight) => {
    expect(matchWeight(name, term)).toBe(weight);
  });

  it.each([
    [['top'], 9, 'top', 6],
    [[], 9, 'top', 5],
    [[], 3, 'top', 3],
    [[], 0, null, 0],
    [['top'], 2, null, 2],
  ])(
    'a game in %j with tier %s (configured category %s) adds %s',
    (categoryIds, commercialTier, category, bonus) => {
      expect(gameSearchBonus(makeGame({ categoryIds, commercialTier }), category)).toBe(bonus);
    },
  );
});

describe('searching games', () => {
  const games = [
    makeGame({ gameCode: 'a', name: 'Big Book Bonanza', commercialTier: 10 }),
    makeGame({ gameCode: 'b', name: 'Sweet Book', commercialTier: 1 }),
    makeGame({ gameCode: 'c', name: 'Book of Lei', commercialTier: 0 }),
    makeGame({ gameCode: 'd', name: 'BOOK Deluxe', categoryIds: ['top'] }),
    makeGame({ gameCode: 'e', name: 'Zeus' }),
  ];
  const index = createSearchIndex(games);

  it('an empty term gives nothing', () => {
    expect(searchGames(index, '', 'top')).toEqual([]);
    expect(searchGames(index, '   ', 'top')).toEqual([]);
  });

  it('matches a case-insensitive substring, ordered by weight', () => {
    // d: 14 + 6 = 20, c: 14 + 0, b: 7 + 1, a: 0 + 5
    expect(searchGames(index, 'BoOk', 'top').map((g) => g.gameCode)).toEqual(['d', 'c', 'b', 'a']);
    expect(searchGames(index, 'zeu', null).map((g) => g.gameCode)).toEqual(['e']);
  });

  it('providers, categories and collections only from 3 characters and when the settings include them', () => {
    const sources = {
      index,
      providers: [{ name: 'Bookworks' }, { name: 'Red Book' }, { name: 'Zeta' }],
      categories: [{ title: 'Books' }],
      collections: [{ title: 'Ebook' }],
      providerName: (p: { name: string }) => p.name,
      categoryName: (c: { title: string }) => c.title,
      collectionName: (c: { title: string }) => c.title,
    };
    const all = { category: null, searchResultIncludes: ['providers', 'categories', 'collections'] as const };
    const found = searchCatalogue(sources, 'book', {
      ...all,
      searchResultIncludes: [...all.searchResultIncludes],
    });
    expect(found.providers.map((p) => p.name)).toEqual(['Bookworks', 'Red Book']);
    expect(found.categories).toEqual([{ title: 'Books' }]);
    expect(found.collections).toEqual([{ title: 'Ebook' }]);
    expect(found.games).toHaveLength(4);
    const short = searchCatalogue(sources, 'bo', {
      ...all,
      searchResultIncludes: [...all.searchResultIncludes],
    });
    expect(short.providers).toEqual([]);
    expect(short.games).toHaveLength(4);
    const none = searchCatalogue(sources, 'book', { category: null, searchResultIncludes: [] });
    expect([none.providers, none.categories, none.collections]).toEqual([[], [], []]);
    expect(searchByName([{ n: 'abc' }], 'ab ', (x) => x.n)).toEqual([]);
  });
});

describe('pages and blocks', () => {
  const results = Array.from({ length: 95 }, (_, i) => i);

  it.each([
    [0, 40, true],
    [1, 40, true],
    [2, 80, true],
    [3, 95, false],
  ])('%s pages show %s results, more: %s', (pages, shown, more) => {
    expect(searchResultsPage(results, pages)).toHaveLength(shown);
    expect(hasMoreSearchResults(results.length, pages)).toBe(more);
  });

  it('recommended shows 5 first', () => {
    expect(visibleRecommended(results, false)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleRecommended(results, true)).toHaveLength(95);
  });

  it('popular providers show only with a provider in settings and no search in progress', () => {
    expect(showPopularProviders({ popularProviders: ['p1'] }, '')).toBe(true);
    expect(showPopularProviders({ popularProviders: ['p1'] }, 'bo')).toBe(false);
    expect(showPopularProviders({ popularProviders: [] }, '')).toBe(false);
  });
});

describe('analytics term', () => {
  it.each([
    ['Ruletă Românească', 'Ruleta Romaneasca'],
    ['șansă & ţară!!', 'sansa tara'],
    ['  book-of-ra  ', 'bookofra'],
    ['100% café', '100 cafe'],
  ])('%s is sent as %s', (term, expected) => {
    expect(searchAnalyticsTerm(term)).toBe(expected);
  });

  it('builds the casino_search event', () => {
    expect(searchTrackingEvent('Ruletă', 'preview-all-games')).toEqual({
      event: 'casino_search',
      search_term: 'Ruleta',
      origin: 'all-games',
    });
    // The casino lobby's route name `preview` is `lobby` in analytics, as for every other event.
    expect(searchTrackingEvent('x', 'preview').origin).toBe('lobby');
  });
});

describe('search the way Romanians type: without diacritics', () => {
  const names = ['Căpșuni de Smarald Royal', 'Știuca', 'Ţepeş Hold & Win', 'Pădurea Întunecată', 'Straße'];
  const games = names.map((name, i) => makeGame({ gameCode: `g${i}`, name }));
  const index = createSearchIndex(games);
  const found = (term: string) => searchGames(index, term, null).map((game) => game.name);

  it.each([
    ['capsuni', ['Căpșuni de Smarald Royal']],
    ['CAPSUNI', ['Căpșuni de Smarald Royal']],
    ['stiuca', ['Știuca']],
    ['știuca', ['Știuca']],
    // Cedilla and comma-below forms are one letter to a reader.
    ['ştiuca', ['Știuca']],
    ['tepes', ['Ţepeş Hold & Win']],
    ['țepeș', ['Ţepeş Hold & Win']],
    ['intunecata', ['Pădurea Întunecată']],
    ['strasse', ['Straße']],
  ])('%s finds %j', (term, expected) => {
    expect(found(term)).toEqual(expected);
  });

  it('weighs the folded text: a folded start match is a start match', () => {
    expect(matchWeight(foldForSearch('Căpșuni de Smarald'), normaliseSearchTerm('capsuni'))).toBe(14);
    expect(matchWeight(foldForSearch('Pădurea Întunecată'), normaliseSearchTerm('intunecata'))).toBe(7);
  });

  it('folds providers, categories and collections too', () => {
    const providers = [{ name: 'Bucovina Jocuri' }, { name: 'Cetatea Sighișoarei' }];
    expect(searchByName(providers, 'sighisoarei', (item) => item.name)).toEqual([providers[1]]);
  });

  it('every name is found by its own text typed without diacritics', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, (games) => {
        const built = createSearchIndex(games);
        for (const game of games) {
          const plain = game.name.normalize('NFD').replace(/\p{M}/gu, '').trim();
          if (plain !== '') expect(searchGames(built, plain, null)).toContain(game);
        }
      }),
    );
  });
});

describe('search invariants (property-based)', () => {
  it('returns exactly the games containing the term, ordered by non-increasing weight', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, fc.string({ minLength: 1, maxLength: 3 }), (games, term) => {
        const lower = foldForSearch(term.trim());
        const result = searchGames(createSearchIndex(games), term, 'c0');
        const expected = lower === '' ? [] : games.filter((game) => foldForSearch(game.name).includes(lower));
        expect(new Set(result)).toEqual(new Set(expected));
        expect(result).toHaveLength(expected.length);
        const weights = result.map(
          (game) => (matchWeight(foldForSearch(game.name), lower) as number) + gameSearchBonus(game, 'c0'),
        );
        for (let i = 1; i < weights.length; i++)
          expect(weights[i]).toBeLessThanOrEqual(weights[i - 1] as number);
      }),
    );
  });

  it('equal weights keep catalogue order', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, (games) => {
        const named = games.map((game) => ({
          ...game,
          name: 'same name',
          commercialTier: 0,
          categoryIds: [],
        }));
        expect(searchGames(createSearchIndex(named), 'same', null)).toEqual(named);
      }),
    );
  });
});

describe('the index built a slice at a time', () => {
  const games = ['Căpșuni Royal', 'Delfin', 'Ştiucă de Aur', 'Aur Lux', 'Royal Joker'].map((name, i) =>
    makeGame({ gameCode: `g${i}`, name }),
  );

  it('folds a slice per step and ends with the index built in one go', () => {
    const builder = createSearchIndexBuilder(games);
    expect(builder.done).toBe(false);
    expect(builder.step(2)).toBe(false);
    expect(builder.step(2)).toBe(false);
    expect(builder.done).toBe(false);
    expect(builder.step(2)).toBe(true);
    expect(builder.done).toBe(true);
    expect(builder.step(2)).toBe(true);
    expect(builder.index()).toEqual(createSearchIndex(games));
    expect(searchGames(builder.index(), 'aur', null)).toEqual(
      searchGames(createSearchIndex(games), 'aur', null),
    );
  });

  it('gives the whole index when asked before the last step, and the same index after', () => {
    const builder = createSearchIndexBuilder(games);
    builder.step(1);
    const index = builder.index();
    expect(builder.done).toBe(true);
    expect(index).toEqual(createSearchIndex(games));
    expect(builder.step(10)).toBe(true);
    expect(builder.index()).toBe(index);
  });

  it('an empty catalogue is built from the start', () => {
    const builder = createSearchIndexBuilder([]);
    expect(builder.done).toBe(true);
    expect(searchGames(builder.index(), 'aur', null)).toEqual([]);
  });

  it('any slicing gives the index built in one go (property-based)', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 12 }),
        (list, steps) => {
          const builder = createSearchIndexBuilder(list);
          for (const count of steps) builder.step(count);
          expect(builder.index()).toEqual(createSearchIndex(list));
        },
      ),
    );
  });
});

describe('the first page of results without sorting every match', () => {
  const games = [
    makeGame({ gameCode: 'a', name: 'Big Book Bonanza', commercialTier: 10 }),
    makeGame({ gameCode: 'b', name: 'Sweet Book', commercialTier: 1 }),
    makeGame({ gameCode: 'c', name: 'Book of Lei', commercialTier: 0 }),
    makeGame({ gameCode: 'd', name: 'BOOK Deluxe', categoryIds: ['top'] }),
    makeGame({ gameCode: 'e', name: 'Book of Zeus', commercialTier: 0 }),
    makeGame({ gameCode: 'f', name: 'Zeus' }),
  ];
  const index = createSearchIndex(games);
  const page = (term: string, limit: number) => {
    const found = searchGamesPage(index, term, 'top', limit);
    return { codes: found.games.map((game) => game.gameCode), total: found.total };
  };

  it('keeps the heaviest first, equal weights in catalogue order, and counts every match', () => {
    // d: 14 + 6, c and e: 14 + 0 (catalogue order), b: 7 + 1, a: 0 + 5
    expect(page('book', 10)).toEqual({ codes: ['d', 'c', 'e', 'b', 'a'], total: 5 });
    expect(page('book', 3)).toEqual({ codes: ['d', 'c', 'e'], total: 5 });
    expect(page('book', 2)).toEqual({ codes: ['d', 'c'], total: 5 });
    expect(page('book', 0)).toEqual({ codes: [], total: 5 });
    expect(page('  ', 10)).toEqual({ codes: [], total: 0 });
    expect(page('xyz', 10)).toEqual({ codes: [], total: 0 });
  });

  it('a later game in the configured category passes games that weigh one less', () => {
    const later = [
      makeGame({ gameCode: 'tier5', name: 'Book of Ra', commercialTier: 9 }),
      makeGame({ gameCode: 'tier4', name: 'Book of Lei', commercialTier: 4 }),
      makeGame({ gameCode: 'top', name: 'Book Deluxe', categoryIds: ['top'] }),
    ];
    const found = searchGamesPage(createSearchIndex(later), 'book', 'top', 1);
    // 14 + 6 against 14 + 5: the category's bonus is the largest a game adds.
    expect(found.games.map((game) => game.gameCode)).toEqual(['top']);
    expect(found.total).toBe(3);
  });

  /** Names of few letters, so that short terms match many games with many equal weights. */
  const crowdedCatalogue = fc.array(
    fc.tuple(arbitraryGame, fc.stringMatching(/^[abă ]{0,8}$/)).map(([game, name]) => ({ ...game, name })),
    { maxLength: 150 },
  );
  const crowdedTerm = fc.stringMatching(/^[abăA ]{1,3}$/);
  const category = fc.constantFrom(null, 'c0', 'c1');

  it('is the full sort cut at the limit, with the full count (property-based)', () => {
    fc.assert(
      fc.property(crowdedCatalogue, crowdedTerm, category, fc.nat({ max: 60 }), (list, term, cat, limit) => {
        const built = createSearchIndex(list);
        const all = searchGames(built, term, cat);
        expect(searchGamesPage(built, term, cat, limit)).toEqual({
          games: all.slice(0, limit),
          total: all.length,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives searchCatalogue’s groups, its games cut at the pages shown (property-based)', () => {
    const bigCatalogue = fc.array(
      fc.tuple(arbitraryGame, fc.stringMatching(/^[ab ]{0,6}$/)).map(([game, name]) => ({ ...game, name })),
      { minLength: 30, maxLength: 130 },
    );
    const named = (name: string) => ({ name });
    fc.assert(
      fc.property(
        bigCatalogue,
        crowdedTerm,
        category,
        fc.integer({ min: 0, max: 3 }),
        (list, term, cat, pages) => {
          const sources = {
            index: createSearchIndex(list as CatalogueGame[]),
            providers: ['aba', 'bab', 'ab a'].map(named),
            categories: ['abb'].map(named),
            collections: ['a b'].map(named),
            providerName: (entry: { name: string }) => entry.name,
            categoryName: (entry: { name: string }) => entry.name,
            collectionName: (entry: { name: string }) => entry.name,
          };
          const settings = {
            category: cat,
            searchResultIncludes: ['providers', 'categories', 'collections'] as (
              | 'providers'
              | 'categories'
              | 'collections'
            )[],
          };
          const { games: all, ...groups } = searchCatalogue(sources, term, settings);
          const { games, gameCount, ...pageGroups } = searchCataloguePage(sources, term, settings, pages);
          expect(pageGroups).toEqual(groups);
          expect(gameCount).toBe(all.length);
          expect(games).toEqual(searchResultsPage(all, pages));
          expect(games.length).toBeLessThanOrEqual(Math.max(1, pages) * SEARCH_PAGE_SIZE);
        },
      ),
      { numRuns: 200 },
    );
  });
});
