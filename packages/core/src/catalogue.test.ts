import { describe, expect, it } from 'vitest';
import { inLobby, isLiveCasinoGame, toCatalogueGame } from './catalogue.ts';
import type { Game } from './schemas.ts';

const game: Game = {
  gameCode: 'book-of-lei',
  name: 'Book of Lei',
  type: 'Slot',
  provider: { id: 'p1', slug: 'red-fox', name: 'Red Fox' },
  categories: [{ id: 'c1', slug: 'sloturi', name: 'Sloturi' }],
  collections: [
    { id: 'k1', slug: 'carti', name: 'Cărți' },
    { id: 'k2', slug: 'noi', name: 'Noi' },
  ],
  numberOfReels: 5,
  jackpot: false,
  gamble: true,
  bonusGameFeature: true,
  maxWin: 5000,
  minBet: 0.2,
  maxBet: 100,
  rtp: 96.2,
  volatility: 4,
  promotionLevel: 2,
  commercialTier: 7,
  fileVersion: 3,
  labels: [],
  description: 'x',
  videoPreview: null,
  seoId: null,
  demoEnabled: true,
  requirePassword: false,
  lines: 10,
  specialFeatures: [],
  launchUrls: { real: null, demo: null, realMobile: null, demoMobile: null },
};

describe('compact catalogue projection (catalogue.md section 3)', () => {
  it('replaces nested records by ids and keeps the rule fields', () => {
    expect(toCatalogueGame(game)).toMatchObject({
      gameCode: 'book-of-lei',
      providerId: 'p1',
      providerName: 'Red Fox',
      categoryIds: ['c1'],
      collectionIds: ['k1', 'k2'],
      commercialTier: 7,
      minBet: 0.2,
    });
    expect(toCatalogueGame(game)).not.toHaveProperty('launchUrls');
  });

  it('knows whether a game has a description (for the info icon)', () => {
    expect(toCatalogueGame(game).hasDescription).toBe(game.description.trim() !== '');
    expect(toCatalogueGame({ ...game, description: '  ' }).hasDescription).toBe(false);
  });

  it.each([
    ['Live', true],
    ['Table', true],
    ['Slot', false],
    ['Crash', false],
  ] as const)('%s counts as live casino: %s', (type, live) => {
    expect(isLiveCasinoGame({ type })).toBe(live);
  });
});

describe('lobby of a game (catalogue.md section 3)', () => {
  it.each([
    ['Slot', true, false],
    ['Crash', true, false],
    ['Table', true, true],
    ['Live', false, true],
  ] as const)('a %s game: casino lobby %s, live lobby %s', (type, casino, live) => {
    expect(inLobby({ type }, 'casino')).toBe(casino);
    expect(inLobby({ type }, 'live')).toBe(live);
  });
});
