import { describe, expect, it } from 'vitest';
import { createFilterState, type FilterState } from './filters.ts';
import { applyLiveFilters, compileLiveFilter, type LiveFilterableGame } from './live-filters.ts';

const liveGame = (extra: Partial<LiveFilterableGame> = {}): LiveFilterableGame => ({
  name: 'Ruletă Românească',
  providerId: 'evo',
  categoryIds: ['roulette'],
  minBet: 1,
  maxBet: 500,
  language: 'ro',
  isOpen: true,
  hasFreeSeat: false,
  ...extra,
});

describe('live filters (catalogue.md section 4)', () => {
  it.each<[string, Partial<FilterState>, boolean]>([
    ['no filter', {}, true],
    ['category among the selected', { category: { roulette: true } }, true],
    ['category not selected', { category: { blackjack: true } }, false],
    ['provider among the selected', { provider: { evo: true } }, true],
    ['provider not selected', { provider: { pragmatic: true } }, false],
    ['language among the selected', { language: { ro: true, en: true } }, true],
    ['language not selected', { language: { en: true } }, false],
    ['bet amount inside', { betAmount: [0.5, 2] }, true],
    ['bet amount outside', { betAmount: [600, 1000] }, false],
    ['open table on an open table', { openTable: true }, true],
    ['available seat on a full table', { availableSeat: true }, false],
    ['search by name', { search: 'românească' }, true],
    ['search miss', { search: 'baccarat' }, false],
  ])('%s', (_name, partial, passes) => {
    expect(compileLiveFilter(createFilterState(partial))(liveGame())).toBe(passes);
  });

  it('a game without a language fails a language filter; closed tables fail open table', () => {
    const filters = createFilterState({ language: { ro: true } });
    expect(compileLiveFilter(filters)(liveGame({ language: null }))).toBe(false);
    expect(compileLiveFilter(createFilterState({ openTable: true }))(liveGame({ isOpen: false }))).toBe(
      false,
    );
  });

  it('applies overrides and keeps order', () => {
    const games = [
      liveGame({ name: 'a', categoryIds: ['roulette'] }),
      liveGame({ name: 'b', categoryIds: ['blackjack'], hasFreeSeat: true }),
      liveGame({ name: 'c', categoryIds: ['blackjack'] }),
    ];
    const result = applyLiveFilters(games, createFilterState({ availableSeat: true }), {
      category: { blackjack: true },
    });
    expect(result.map((game) => game.name)).toEqual(['b']);
    expect(applyLiveFilters(games, createFilterState()).length).toBe(3);
  });
});
