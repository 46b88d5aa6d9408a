import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredFilters, restoreAppliedFilters } from './filter-storage.ts';
import {
  activeFilterCount,
  amountBounds,
  applyFilterDraft,
  applyFilters,
  betRangeMatches,
  canApplyFilters,
  carryFilters,
  clearFilters,
  compileFilter,
  createFilterState,
  createFiltersModel,
  editFilterDraft,
  type FilterState,
  filterNavigation,
  filterTrackingEvent,
  isInRange,
  isRangeActive,
  keepsFiltersBetween,
  leaveRoute,
  mergeOverrides,
  type NumberRange,
  rangeFromSlider,
  sameFilters,
  serializeAppliedFilters,
} from './filters.ts';
import { arbitraryCatalogue, makeGame } from './test-support.ts';

const state = createFilterState;

describe('a game passes only if it satisfies every active filter (catalogue.md section 4)', () => {
  const game = makeGame({
    providerId: 'p1',
    categoryIds: ['slots', 'new'],
    collectionIds: ['fruits'],
    numberOfReels: 5,
    jackpot: true,
    gamble: false,
    bonusGameFeature: true,
    minBet: 1,
    maxBet: 50,
    maxWin: 5000,
    name: 'Book of Lei',
  });

  it.each<[string, FilterState, boolean]>([
    ['no filter', state(), true],
    ['jackpot flag on a jackpot game', state({ jackpot: true }), true],
    ['gamble flag on a game without gamble', state({ gamble: true }), false],
    ['bonus flag on a bonus game', state({ bonus: true }), true],
    ['reels equal to a selected count', state({ reel: { '3': true, '5': true } }), true],
    ['reels not among the selected counts', state({ reel: { '3': true } }), false],
    ['a reel entry set to false is not a filter', state({ reel: { '3': false } }), true],
    ['category among the selected', state({ category: { new: true, other: true } }), true],
    ['category not selected', state({ category: { other: true } }), false],
    ['collection among the selected', state({ collection: { fruits: true } }), true],
    ['collection not selected', state({ collection: { gems: true } }), false],
    ['provider among the selected', state({ provider: { p1: true } }), true],
    ['provider not selected', state({ provider: { p2: true } }), false],
    ['min bet inside the bet range', state({ betAmount: [0.5, 2] }), true],
    ['max bet inside the bet range', state({ betAmount: [40, 60] }), true],
    ['bet span covers the bet range', state({ betAmount: [5, 10] }), true],
    ['bet range below the game', state({ betAmount: [0.1, 0.5] }), false],
    ['bet range above the game', state({ betAmount: [60, 100] }), false],
    ['open-ended bet range from 20', state({ betAmount: [20, 0] }), true],
    ['max win inside the range', state({ maxWin: [1000, 5000] }), true],
    ['max win above the range', state({ maxWin: [0, 4999] }), false],
    ['search text matches the name', state({ search: 'book' }), true],
    ['search text does not match', state({ search: 'zeus' }), false],
    [
      'all matching filters together',
      state({ jackpot: true, provider: { p1: true }, reel: { '5': true } }),
      true,
    ],
    ['one failing filter among passing ones', state({ jackpot: true, provider: { p2: true } }), false],
  ])('%s', (_name, filters, passes) => {
    expect(compileFilter(filters)(game)).toBe(passes);
  });

  it('a game without a reel count fails a reel filter', () => {
    expect(compileFilter(state({ reel: { '5': true } }))(makeGame({ numberOfReels: null }))).toBe(false);
  });

  it('applyFilters keeps catalogue order and applies override entries', () => {
    const games = [
      makeGame({ gameCode: 'a', categoryIds: ['slots'] }),
      makeGame({ gameCode: 'b', categoryIds: ['live'] }),
      makeGame({ gameCode: 'c', categoryIds: ['slots'], jackpot: true }),
    ];
    expect(applyFilters(games, state()).map((g) => g.gameCode)).toEqual(['a', 'b', 'c']);
    expect(applyFilters(games, state(), { category: { slots: true } }).map((g) => g.gameCode)).toEqual([
      'a',
      'c',
    ]);
    expect(
      applyFilters(games, state({ jackpot: true }), { category: { slots: true } }).map((g) => g.gameCode),
    ).toEqual(['c']);
  });
});

describe('amount ranges', () => {
  it.each<[NumberRange, boolean]>([
    [[0, 0], false],
    [[1, 0], true],
    [[0, 10], true],
    [[1, 10], true],
  ])('range %j active: %s', (range, active) => expect(isRangeActive(range)).toBe(active));

  it.each<[number, NumberRange, boolean]>([
    [5, [5, 10], true],
    [10, [5, 10], true],
    [10.01, [5, 10], false],
    [1e9, [5, 0], true],
    [4.99, [5, 0], false],
  ])('%s in %j: %s', (value, range, inside) => expect(isInRange(value, range)).toBe(inside));

  it.each<[number, number, NumberRange, boolean]>([
    [1, 50, [0.5, 2], true],
    [1, 50, [40, 60], true],
    [1, 50, [5, 10], true],
    [1, 50, [1, 50], true],
    [1, 50, [0.1, 0.9], false],
    [1, 50, [51, 100], false],
    [1, 50, [0.5, 0], true],
  ])('bet span %s-%s against %j: %s', (minBet, maxBet, range, matches) => {
    expect(betRangeMatches({ minBet, maxBet }, range)).toBe(matches);
  });

  it('a slider left at the catalogue bounds is the default range', () => {
    expect(rangeFromSlider([0.1, 500], [0.1, 500])).toEqual([0, 0]);
    expect(rangeFromSlider([1, 500], [0.1, 500])).toEqual([1, 500]);
  });

  it('amountBounds spans the catalogue', () => {
    expect(amountBounds([])).toEqual({ betAmount: [0, 0], maxWin: [0, 0] });
    expect(
      amountBounds([
        makeGame({ minBet: 0.2, maxBet: 100, maxWin: 5000 }),
        makeGame({ minBet: 0.1, maxBet: 20, maxWin: 250000 }),
      ]),
    ).toEqual({ betAmount: [0.1, 100], maxWin: [0, 250000] });
  });
});

describe('active count', () => {
  it('sums selected items, active flags and ranges; override entries and search are not counted', () => {
    const filters = state({
      category: { slots: true, new: true, gone: false },
      provider: { p1: true },
      reel: { '5': true },
      language: { ro: true },
      jackpot: true,
      openTable: true,
      betAmount: [1, 10],
      maxWin: [0, 0],
      search: 'book',
    });
    expect(activeFilterCount(filters)).toBe(8);
    expect(activeFilterCount(filters, { category: { slots: true } })).toBe(7);
    expect(activeFilterCount(state())).toBe(0);
  });
});

describe('draft and applied sets', () => {
  const toggleSlots = { type: 'toggle', kind: 'category', key: 'slots' } as const;

  it('apply is allowed only when the draft differs from the applied set', () => {
    const model = createFiltersModel();
    expect(canApplyFilters(model)).toBe(false);
    const edited = editFilterDraft(model, toggleSlots);
    expect(canApplyFilters(edited)).toBe(true);
    expect(canApplyFilters(editFilterDraft(edited, toggleSlots))).toBe(false);
    expect(applyFilterDraft(model, 'casino')).toEqual({ model, effects: [] });
  });

  it('apply copies the draft, tracks the event and saves under appliedFilters', () => {
    const edited = editFilterDraft(
      editFilterDraft(editFilterDraft(createFiltersModel(), toggleSlots), {
        type: 'range',
        kind: 'betAmount',
        range: [1, 10],
      }),
      { type: 'flag', flag: 'jackpot', value: true },
    );
    const { model, effects } = applyFilterDraft(edited, 'casino');
    expect(model.applied).toBe(edited.draft);
    expect(effects).toEqual([
      {
        type: 'track',
        event: {
          event: 'casino_filters_click',
          categories: 'slots',
          collections: '',
          providers: '',
          number_of_reels: '',
          bet_amount: '1-10',
          maximum_win: '',
          jackpots: true,
          gamble: false,
        },
      },
      { type: 'session-save', key: 'appliedFilters', value: serializeAppliedFilters(edited.draft) },
    ]);
    expect(canApplyFilters(model)).toBe(false);
  });

  it('the live lobby tracks live_casino_filters_click', () => {
    const live = state({ language: { ro: true, en: true }, openTable: true, provider: { evo: true } });
    expect(filterTrackingEvent(live, 'live')).toEqual({
      event: 'live_casino_filters_click',
      categories: '',
      providers: 'evo',
      languages: 'ro,en',
      bet_amount: '',
      open_table: true,
      available_seat: false,
    });
  });

  it('search text edits the draft', () => {
    const edited = editFilterDraft(createFiltersModel(), { type: 'search', text: 'zeus' });
    expect(edited.draft.search).toBe('zeus');
    expect(canApplyFilters(edited)).toBe(true);
  });

  it('clear empties both sets, keeps the overrides and removes the stored copy', () => {
    const overrides = { category: { slots: true } };
    const model = createFiltersModel(overrides, state({ jackpot: true }));
    const { model: cleared, effects } = clearFilters(model);
    expect(cleared.applied).toEqual(state());
    expect(cleared.draft).toEqual(state());
    expect(cleared.overrides).toBe(overrides);
    expect(effects).toEqual([{ type: 'session-remove', key: 'appliedFilters' }]);
  });

  it('an override entry is forced: toggling it is ignored', () => {
    const model = createFiltersModel({ category: { slots: true } });
    expect(editFilterDraft(model, toggleSlots)).toBe(model);
  });

  it('sameFilters ignores false entries and surrounding spaces of the search', () => {
    expect(sameFilters(state({ category: { a: false } }), state())).toBe(true);
    expect(sameFilters(state({ search: ' x ' }), state({ search: 'x' }))).toBe(true);
    expect(sameFilters(state({ category: { a: true } }), state({ category: { b: true } }))).toBe(false);
    expect(sameFilters(state({ betAmount: [1, 2] }), state({ betAmount: [1, 3] }))).toBe(false);
    expect(sameFilters(state({ gamble: true }), state())).toBe(false);
  });
});

describe('session storage form under key appliedFilters', () => {
  it('round-trips the applied set', () => {
    const applied = state({ provider: { p1: true }, betAmount: [1, 10], gamble: true });
    expect(parseStoredFilters(serializeAppliedFilters(applied))).toEqual(applied);
  });

  it.each([null, undefined, '', 'not json', '[1,2]', '{"jackpot":"yes"}', '{"betAmount":[1]}'])(
    'ignores an unreadable copy %j',
    (raw) => {
      expect(parseStoredFilters(raw)).toBeNull();
      const model = createFiltersModel();
      expect(restoreAppliedFilters(model, raw)).toBe(model);
    },
  );

  it('fills missing fields of an older copy with defaults and restores it on load', () => {
    const restored = restoreAppliedFilters(createFiltersModel(), '{"jackpot":true}');
    expect(restored.applied).toEqual(state({ jackpot: true }));
    expect(restored.draft).toEqual(restored.applied);
  });
});

describe('filter navigation and leaving a route', () => {
  const overrides = { category: { slots: true } };

  it.each<[string, 'casino' | 'live', FilterState, string]>([
    ['preview-categories-slug', 'casino', state(), 'stay'],
    ['preview-categories-slug', 'casino', state({ jackpot: true }), 'preview-all-games'],
    ['preview-providers-slug', 'casino', state(), 'stay'],
    ['preview-collections-slug', 'casino', state({ search: 'x' }), 'preview-all-games'],
    ['preview-user-slug', 'casino', state(), 'stay'],
    ['preview', 'casino', state(), 'preview-all-games'],
    ['preview-all-games', 'casino', state({ jackpot: true }), 'stay'],
    ['preview-live-casino-categories-slug', 'live', state(), 'stay'],
    [
      'preview-live-casino-categories-slug',
      'live',
      state({ openTable: true }),
      'preview-live-casino-all-games',
    ],
    ['preview-providers-slug', 'live', state(), 'preview-live-casino-all-games'],
    ['preview-live-casino', 'live', state(), 'preview-live-casino-all-games'],
  ])('from %s (%s) with %j goes to %s', (routeName, lobby, applied, expected) => {
    const result = filterNavigation(routeName, lobby, createFiltersModel(overrides, applied));
    expect(result.type === 'stay' ? 'stay' : result.routeName).toBe(expected);
  });

  it('carries the filters over with the override entry as an ordinary selection', () => {
    const result = filterNavigation(
      'preview-categories-slug',
      'casino',
      createFiltersModel(overrides, state({ provider: { p1: true } })),
    );
    expect(result).toEqual({
      type: 'all-games',
      routeName: 'preview-all-games',
      filters: state({ provider: { p1: true }, category: { slots: true } }),
    });
    const carried = carryFilters(result.type === 'all-games' ? result.filters : state());
    expect(carried.model.applied.category).toEqual({ slots: true });
    expect(carried.model.overrides).toEqual({});
    expect(carried.effects[0]?.type).toBe('session-save');
  });

  it('mergeOverrides leaves an unforced state untouched', () => {
    const applied = state({ jackpot: true });
    expect(mergeOverrides(applied, {})).toEqual(applied);
  });

  it('leaving a route clears filters, overrides and the stored copy unless the route comparison keeps them', () => {
    const model = createFiltersModel(overrides, state({ jackpot: true }));
    const from = { name: 'preview-categories-slug', params: { slug: 'slots' } };
    expect(leaveRoute(model, from, { name: 'preview-categories-slug', params: { slug: 'slots' } })).toEqual({
      model,
      effects: [],
    });
    const left = leaveRoute(model, from, { name: 'preview-categories-slug', params: { slug: 'new' } });
    expect(left.model).toEqual(createFiltersModel());
    expect(left.effects).toEqual([{ type: 'session-remove', key: 'appliedFilters' }]);
    expect(leaveRoute(model, from, { name: 'preview', params: {} }, () => true).model).toBe(model);
    expect(keepsFiltersBetween(from, { name: 'preview', params: { slug: 'slots' } })).toBe(false);
  });
});

describe('filter invariants (property-based)', () => {
  const arbitraryFilters = fc.record({
    category: fc.dictionary(fc.constantFrom('c0', 'c1', 'c2'), fc.boolean()),
    provider: fc.dictionary(fc.constantFrom('p0', 'p1', 'p2'), fc.boolean()),
    collection: fc.dictionary(fc.constantFrom('k0', 'k1'), fc.boolean()),
    reel: fc.dictionary(fc.constantFrom('3', '5', '6'), fc.boolean()),
    jackpot: fc.boolean(),
    gamble: fc.boolean(),
    bonus: fc.boolean(),
    betAmount: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 600 })),
    maxWin: fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 10000 })),
  });

  it('the result is the subset of the catalogue that passes every single active filter', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, arbitraryFilters, (games, partial) => {
        const filters = state(partial);
        const result = applyFilters(games, filters);
        const singles: FilterState[] = [
          state({ category: partial.category }),
          state({ provider: partial.provider }),
          state({ collection: partial.collection }),
          state({ reel: partial.reel }),
          state({ jackpot: partial.jackpot }),
          state({ gamble: partial.gamble }),
          state({ bonus: partial.bonus }),
          state({ betAmount: partial.betAmount }),
          state({ maxWin: partial.maxWin }),
        ];
        const expected = games.filter((game) => singles.every((single) => compileFilter(single)(game)));
        expect(result).toEqual(expected);
      }),
    );
  });

  it('adding a filter never adds games, and the empty filter keeps every game', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, arbitraryFilters, fc.boolean(), (games, partial, gamble) => {
        expect(applyFilters(games, state())).toEqual(games);
        const base = applyFilters(games, state(partial));
        const narrower = applyFilters(games, state({ ...partial, gamble: partial.gamble || gamble }));
        expect(narrower.every((game) => base.includes(game))).toBe(true);
      }),
    );
  });

  it('override entries narrow like selections but never count as active', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, fc.constantFrom('c0', 'c1'), (games, category) => {
        const overrides = { category: { [category]: true } };
        expect(activeFilterCount(state(), overrides)).toBe(0);
        expect(applyFilters(games, state(), overrides)).toEqual(
          applyFilters(games, state({ category: { [category]: true } })),
        );
      }),
    );
  });
});
