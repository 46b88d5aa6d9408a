/** Builders shared by the core tests (not exported from the package index). */
import fc from 'fast-check';
import type { CatalogueGame } from './catalogue.ts';

export function makeGame(overrides: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    gameCode: 'g1',
    name: 'Game One',
    type: 'Slot',
    providerId: 'p1',
    providerName: 'Provider One',
    categoryIds: [],
    collectionIds: [],
    numberOfReels: 5,
    lines: 20,
    jackpot: false,
    gamble: false,
    bonusGameFeature: false,
    minBet: 0.2,
    maxBet: 100,
    maxWin: 5000,
    rtp: 96,
    volatility: 3,
    promotionLevel: 0,
    commercialTier: 0,
    fileVersion: 1,
    demoEnabled: true,
    requirePassword: false,
    labels: [],
    hasDescription: true,
    ...overrides,
  };
}

const ids = (prefix: string, count: number) =>
  fc.constantFrom(...Array.from({ length: count }, (_, i) => `${prefix}${i}`));

/** Arbitrary catalogue games over small id spaces, so that filters and scores collide often. */
export const arbitraryGame: fc.Arbitrary<CatalogueGame> = fc
  .record({
    gameCode: fc.string({ minLength: 1, maxLength: 6 }),
    name: fc.string({ maxLength: 12 }),
    type: fc.constantFrom('Slot', 'Live', 'Table', 'Crash' as const),
    providerId: ids('p', 4),
    categoryIds: fc.uniqueArray(ids('c', 5), { maxLength: 3 }),
    collectionIds: fc.uniqueArray(ids('k', 5), { maxLength: 3 }),
    numberOfReels: fc.option(fc.integer({ min: 3, max: 7 }), { nil: null }),
    jackpot: fc.boolean(),
    gamble: fc.boolean(),
    bonusGameFeature: fc.boolean(),
    minBet: fc.integer({ min: 0, max: 50 }),
    betSpan: fc.integer({ min: 0, max: 500 }),
    maxWin: fc.integer({ min: 0, max: 10000 }),
    rtp: fc.option(fc.double({ min: 85, max: 99, noNaN: true }), { nil: null }),
    volatility: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    promotionLevel: fc.integer({ min: 0, max: 10 }),
    commercialTier: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ betSpan, ...game }) => makeGame({ ...game, maxBet: game.minBet + betSpan }));

export const arbitraryCatalogue = fc.array(arbitraryGame, { maxLength: 40 });
