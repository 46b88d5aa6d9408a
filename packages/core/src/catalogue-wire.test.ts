import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from './catalogue.ts';
import {
  type CatalogueWire,
  CatalogueWireError,
  decodeCatalogueGames,
  encodeCatalogueGames,
  gameCodeFromName,
} from './catalogue-wire.ts';
import { applyFilters, createFilterState } from './filters.ts';
import { createSearchIndex, searchGames } from './search.ts';
import { arbitraryGame, makeGame } from './test-support.ts';

const roundTrip = (games: CatalogueGame[]) =>
  decodeCatalogueGames(JSON.parse(JSON.stringify(encodeCatalogueGames(games))));

const label = fc.record({
  title: fc.constantFrom('Nou', 'Popular', 'Exclusiv', 'Top'),
  color: fc.constantFrom('#c62828', '#2e7d32'),
  textColor: fc.constant('#ffffff'),
});

/** Every field of a game varies: names of words (with diacritics and odd spaces), codes slug or not. */
const wireGame: fc.Arbitrary<CatalogueGame> = fc
  .record({
    base: arbitraryGame,
    words: fc.array(
      fc.constantFrom('Căpșuni', 'de', 'Aur', 'ȘTIUCA', 'Hold', '&', 'Win', '3D', '', 'ß', ' x'),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    name: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    ownCode: fc.boolean(),
    code: fc.string({ minLength: 1, maxLength: 8 }),
    lines: fc.integer({ min: 0, max: 243 }),
    fileVersion: fc.integer({ min: 1, max: 9 }),
    demoEnabled: fc.boolean(),
    requirePassword: fc.boolean(),
    hasDescription: fc.boolean(),
    labels: fc.uniqueArray(label, { maxLength: 3, selector: (entry) => entry.title }),
  })
  .map(({ base, words, name: other, ownCode, code, ...rest }) => {
    const name = other ?? words.join(' ');
    const slug = gameCodeFromName(name);
    return { ...base, ...rest, name, gameCode: ownCode || slug === '' ? code : slug };
  });

describe('the catalogue wire shape', () => {
  it('decodes exactly the games it encoded, in order', () => {
    fc.assert(
      fc.property(fc.array(wireGame, { maxLength: 60 }), (games) => {
        expect(roundTrip(games)).toEqual(games);
      }),
    );
  });

  it('answers filters and search as the games themselves do', () => {
    fc.assert(
      fc.property(
        fc.array(wireGame, { maxLength: 60 }),
        fc.constantFrom('p0', 'p1'),
        fc.string({ maxLength: 3 }),
        (games, provider, term) => {
          const decoded = roundTrip(games);
          const state = createFilterState({ provider: { [provider]: true }, jackpot: true });
          expect(applyFilters(decoded, state).map((game) => game.gameCode)).toEqual(
            applyFilters(games, state).map((game) => game.gameCode),
          );
          expect(searchGames(createSearchIndex(decoded), term, null)).toEqual(
            searchGames(createSearchIndex(games), term, null),
          );
        },
      ),
    );
  });

  it('codes a vocabulary beyond one character per word, and names beyond any vocabulary as they are', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => makeGame({ gameCode: `g${i}`, name: `w${i} x${i % 7}` }));
    for (const count of [0, 1, 90, 91, 92, 2000, 8300]) {
      const games = many(count);
      expect(roundTrip(games)).toEqual(games);
    }
    expect(Array.isArray(encodeCatalogueGames(many(8300)).names)).toBe(true);
    expect(Array.isArray(encodeCatalogueGames(many(2000)).names)).toBe(false);
  });

  it('sends no code for a game whose code is its name as a slug', () => {
    const wire = encodeCatalogueGames([
      makeGame({ name: 'Căpșuni de Aur: Hold & Win', gameCode: 'capsuni-de-aur-hold-win' }),
      makeGame({ name: 'Căpșuni', gameCode: 'CAP-01' }),
    ]);
    expect(wire.gameCodes).toEqual(['', 'CAP-01']);
  });

  it('is far smaller than the games as objects', () => {
    const games = Array.from({ length: 500 }, (_, i) =>
      makeGame({
        gameCode: `joc-${i}`,
        name: `Joc ${i}`,
        providerId: `p${i % 40}`,
        categoryIds: [`c${i % 25}`],
      }),
    );
    expect(JSON.stringify(encodeCatalogueGames(games)).length).toBeLessThan(JSON.stringify(games).length / 5);
  });
});

describe('a wrong catalogue answer', () => {
  const games = [
    makeGame({ gameCode: 'a', name: 'Aur Lux', categoryIds: ['c1', 'c2'] }),
    makeGame({ gameCode: 'b', name: 'Aur', collectionIds: ['k1'] }),
  ];
  const wire = () => JSON.parse(JSON.stringify(encodeCatalogueGames(games))) as CatalogueWire;
  const breaks = (edit: (wire: CatalogueWire & Record<string, unknown>) => void) => {
    const answer = wire();
    edit(answer as CatalogueWire & Record<string, unknown>);
    return () => decodeCatalogueGames(answer);
  };

  it('is refused by the schema when a field is missing or of the wrong type', () => {
    expect(() => decodeCatalogueGames(null)).toThrow(v.ValiError);
    expect(() => decodeCatalogueGames([])).toThrow(v.ValiError);
    expect(breaks((answer) => delete (answer as Partial<CatalogueWire>).columns)).toThrow(v.ValiError);
    expect(breaks((answer) => Object.assign(answer, { version: 2 }))).toThrow(v.ValiError);
    expect(breaks((answer) => Object.assign(answer.columns.kind, { values: [['Bingo', 5, 20]] }))).toThrow(
      v.ValiError,
    );
    expect(breaks((answer) => Object.assign(answer.columns.rtp, { values: ['96'] }))).toThrow(v.ValiError);
    // The lists checked in one pass: every item a string.
    expect(breaks((answer) => Object.assign(answer, { gameCodes: ['', 7] }))).toThrow(v.ValiError);
    expect(breaks((answer) => Object.assign(answer, { gameCodes: 'a b' }))).toThrow(v.ValiError);
    expect(breaks((answer) => Object.assign(answer, { names: ['Aur Lux', null] }))).toThrow(v.ValiError);
  });

  it('is refused when its parts do not hold together', () => {
    expect(breaks((answer) => Object.assign(answer, { count: 3 }))).toThrow(CatalogueWireError);
    expect(breaks((answer) => Object.assign(answer, { gameCodes: [''] }))).toThrow(CatalogueWireError);
    expect(breaks((answer) => Object.assign(answer.columns.flags, { codes: '#' }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer.columns.flags, { codes: '#~' }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer.columns.flags, { codes: '#\u00e9' }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer.categories, { lists: '#$ # #' }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer.categories, { lists: '#~ ' }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer.columns.labels, { values: [[4]] }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer, { names: { words: ['Aur'], text: '#$ #' } }))).toThrow(
      CatalogueWireError,
    );
    expect(breaks((answer) => Object.assign(answer, { names: ['Aur'] }))).toThrow(CatalogueWireError);
  });
});

describe('gameCodeFromName', () => {
  it.each([
    ['Căpșuni de Aur', 'capsuni-de-aur'],
    ['  Ştiuca: Hold & Win 3D!', 'stiuca-hold-win-3d'],
    ['ȚARA', 'tara'],
    ['Straße', 'stra-e'],
    ['', ''],
  ])('%s is %s', (name, slug) => {
    expect(gameCodeFromName(name)).toBe(slug);
  });
});
