import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from './catalogue.ts';
import { PERSONALISED_CATEGORY_TYPES } from './personal-categories.ts';
import {
  canRefreshSeed,
  type PersonalShelfType,
  type PlayerShelfInputs,
  personalShelfCodes,
  personalShelfNeeds,
  personalShelfType,
  recommendationPool,
  recommendationProfile,
} from './personal-shelves.ts';
import { RECOMMENDATION_PROFILES, scoreRecommendation } from './recommendations.ts';
import { CATEGORY_TYPES, type GAME_LIST_SOURCES } from './schemas.ts';
import { arbitraryCatalogue, makeGame } from './test-support.ts';

const catalogueOf = (games: readonly CatalogueGame[]) => new Map(games.map((game) => [game.gameCode, game]));

const NONE: PlayerShelfInputs = {
  favourites: null,
  playerGames: null,
  gameResults: null,
  special: null,
  personalised: null,
};

// slot-*: Slot (casino lobby); live-*: Live (live lobby only); table-*: Table (both lobbies);
// crash-1: Crash (casino lobby).
const games = [
  makeGame({ gameCode: 'slot-1', providerId: 'p1', commercialTier: 1 }),
  makeGame({ gameCode: 'slot-2', providerId: 'p1', commercialTier: 2 }),
  makeGame({ gameCode: 'slot-3', providerId: 'p2', commercialTier: 3 }),
  makeGame({ gameCode: 'slot-4', providerId: 'p2', commercialTier: 10 }),
  makeGame({ gameCode: 'crash-1', type: 'Crash', providerId: 'p3' }),
  makeGame({ gameCode: 'live-1', type: 'Live', providerId: 'p4', minBet: 1 }),
  makeGame({ gameCode: 'live-2', type: 'Live', providerId: 'p4', minBet: 5 }),
  makeGame({ gameCode: 'live-3', type: 'Live', providerId: 'p5', minBet: 1 }),
  makeGame({ gameCode: 'table-1', type: 'Table', providerId: 'p4', minBet: 1 }),
];
const catalogue = catalogueOf(games);
const CASINO = ['slot-1', 'slot-2', 'slot-3', 'slot-4', 'crash-1', 'table-1'];
const LIVE = ['live-1', 'live-2', 'live-3', 'table-1'];

describe('the personal type of a games widget', () => {
  it.each<[(typeof GAME_LIST_SOURCES)[number], PersonalShelfType]>([
    ['Favourites', 'favourites'],
    ['FavouritesLive', 'favourites-live'],
    ['BecauseYouLikeInternal', 'because-you-like'],
    ['BecauseYouLikeLiveInternal', 'because-you-like-live'],
    ['BecauseYouPlayedInternal', 'because-you-played'],
    ['BecauseYouPlayedPggService', 'because-you-played'],
    ['MostPlayed', 'most-played'],
    ['RecentlyPlayed', 'recently-played'],
    ['FreeSpins', 'free-spins'],
    ['TriedOnce', 'tried-once'],
    ['GoldenChips', 'golden-chips'],
    ['RecentWins', 'recent-wins'],
    ['BloomreachPersonalized', 'personalised-marketing'],
  ])('source %s without a personal category is %s', (source, type) => {
    expect(personalShelfType(source, null)).toBe(type);
    expect(personalShelfType(source, 'default')).toBe(type);
  });

  it.each([
    ['PopularPggService', 'popular'],
    ['RecommendedPggService', 'recommended'],
    ['TrendingPggService', 'trending'],
  ] as const)('the recommendation service’s source %s is a player shelf of type %s', (source, type) => {
    expect(personalShelfType(source, null)).toBe(type);
    expect(personalShelfType(source, 'default')).toBe(type);
    expect(personalShelfType('Default', type)).toBe(type);
  });

  it('the default source with a default category (or none) is nobody’s', () => {
    for (const category of [null, 'default'] as const)
      expect(personalShelfType('Default', category)).toBeNull();
  });

  it('a personal category type is the type, whatever the source; the union is PERSONALISED_CATEGORY_TYPES and the recommendation service’s', () => {
    const personal = CATEGORY_TYPES.filter((type) => personalShelfType('Default', type) !== null);
    expect(new Set(personal)).toEqual(
      new Set([...PERSONALISED_CATEGORY_TYPES, 'popular', 'recommended', 'trending']),
    );
    for (const type of personal) {
      expect(personalShelfType('Default', type)).toBe(type);
      expect(personalShelfType('Favourites', type)).toBe(type);
    }
  });
});

describe('what each type needs', () => {
  it.each<[PersonalShelfType, string]>([
    ['favourites', 'favourites'],
    ['favourites-live', 'favourites'],
    ['because-you-like', 'favourites'],
    ['because-you-like-live', 'favourites'],
    ['most-played', 'player-games'],
    ['recently-played', 'player-games'],
    ['because-you-played', 'player-games'],
    ['recent-wins', 'game-results'],
    ['tried-once', 'special-categories'],
    ['free-spins', 'special-categories'],
    ['golden-chips', 'special-categories'],
    ['popular', 'special-categories'],
    ['recommended', 'special-categories'],
    ['trending', 'special-categories'],
    ['personalised-marketing', 'personalised-games'],
  ])('%s needs %s', (type, need) => expect(personalShelfNeeds(type)).toEqual([need]));

  it('every personalised type has its need', () => {
    for (const type of PERSONALISED_CATEGORY_TYPES)
      expect(personalShelfNeeds(type as PersonalShelfType)).toHaveLength(1);
  });

  it('a shelf is null while the data it needs is not loaded, and loaded by that data alone', () => {
    const loaded: Record<string, Partial<PlayerShelfInputs>> = {
      favourites: { favourites: [] },
      'player-games': { playerGames: [] },
      'game-results': { gameResults: [] },
      'special-categories': { special: {} },
      'personalised-games': { personalised: [] },
    };
    for (const type of PERSONALISED_CATEGORY_TYPES as readonly PersonalShelfType[]) {
      expect(personalShelfCodes(type, NONE, catalogue, 'slot-1')).toBeNull();
      const need = personalShelfNeeds(type)[0] as string;
      // Empty lists: an empty shelf, except recommendations, which need only the seed then.
      const codes = personalShelfCodes(type, { ...NONE, ...loaded[need] }, catalogue, 'slot-1');
      if (recommendationProfile(type) === null) expect(codes).toEqual([]);
      else expect(codes).not.toBeNull();
      // Every other input loaded is not enough.
      const others: PlayerShelfInputs = { ...NONE };
      for (const [other, part] of Object.entries(loaded)) if (other !== need) Object.assign(others, part);
      expect(personalShelfCodes(type, others, catalogue, 'slot-1')).toBeNull();
    }
  });
});

describe('shelves of the player’s own lists', () => {
  const favourites = ['live-1', 'gone', 'slot-2', 'table-1', 'crash-1', 'slot-2', 'live-3'];

  it('favourites: the casino lobby’s, newest first, each once, known codes only', () => {
    expect(personalShelfCodes('favourites', { ...NONE, favourites }, catalogue, null)).toEqual([
      'slot-2',
      'table-1',
      'crash-1',
    ]);
  });

  it('live favourites: the live casino games (live and table)', () => {
    expect(personalShelfCodes('favourites-live', { ...NONE, favourites }, catalogue, null)).toEqual([
      'live-1',
      'table-1',
      'live-3',
    ]);
  });

  const playerGames = [
    { gameType: 'slot-1', gameRoundCount: 12 },
    { gameType: 'live-1', gameRoundCount: 80 },
    { gameType: 'gone', gameRoundCount: 500 },
    { gameType: 'slot-3', gameRoundCount: 49 },
    { gameType: 'slot-2', gameRoundCount: 50 },
    { gameType: 'gone-too', gameRoundCount: 10 },
    { gameType: 'table-1', gameRoundCount: 200 },
  ];

  it('most played: 50 rounds or more, by rounds descending (any lobby), known codes only', () => {
    expect(personalShelfCodes('most-played', { ...NONE, playerGames }, catalogue, null)).toEqual([
      'table-1',
      'live-1',
      'slot-2',
    ]);
  });

  it('recently played: fewer than 50 rounds, in the gateway’s order, known codes only', () => {
    expect(personalShelfCodes('recently-played', { ...NONE, playerGames }, catalogue, null)).toEqual([
      'slot-1',
      'slot-3',
    ]);
  });

  it('recent wins: the best win per game, descending, zero wins and unknown codes left out', () => {
    const gameResults = [
      { gameType: 'slot-1', win: 5 },
      { gameType: 'gone', win: 1000 },
      { gameType: 'slot-2', win: 0 },
      { gameType: 'slot-1', win: 20 },
      { gameType: 'live-2', win: 7 },
    ];
    expect(personalShelfCodes('recent-wins', { ...NONE, gameResults }, catalogue, null)).toEqual([
      'slot-1',
      'live-2',
    ]);
  });

  it('recent wins: 30 known games even when unknown ones win more', () => {
    const many = Array.from({ length: 40 }, (_, i) => makeGame({ gameCode: `w${i}` }));
    const gameResults = [
      ...Array.from({ length: 10 }, (_, i) => ({ gameType: `unknown-${i}`, win: 1000 })),
      ...many.map((game, i) => ({ gameType: game.gameCode, win: i + 1 })),
    ];
    const codes = personalShelfCodes('recent-wins', { ...NONE, gameResults }, catalogueOf(many), null);
    expect(codes).toHaveLength(30);
    expect(codes?.[0]).toBe('w39');
    expect(codes?.at(-1)).toBe('w10');
  });

  it('tried once, free spins, golden chips and the recommendation service’s lists: their special category, known codes only', () => {
    const special = {
      'tried-once': ['slot-3', 'gone', 'slot-1'],
      'free-spins': ['slot-4'],
      trending: ['slot-2', 'gone'],
      other: ['slot-2'],
    };
    const inputs = { ...NONE, special };
    expect(personalShelfCodes('tried-once', inputs, catalogue, null)).toEqual(['slot-3', 'slot-1']);
    expect(personalShelfCodes('free-spins', inputs, catalogue, null)).toEqual(['slot-4']);
    expect(personalShelfCodes('golden-chips', inputs, catalogue, null)).toEqual([]);
    expect(personalShelfCodes('trending', inputs, catalogue, null)).toEqual(['slot-2']);
    expect(personalShelfCodes('popular', inputs, catalogue, null)).toEqual([]);
    expect(personalShelfCodes('popular', NONE, catalogue, null)).toBeNull();
  });

  it('personalised marketing: the marketing list, known codes only, each once', () => {
    const personalised = ['slot-4', 'nope', 'live-2', 'slot-4'];
    expect(personalShelfCodes('personalised-marketing', { ...NONE, personalised }, catalogue, null)).toEqual([
      'slot-4',
      'live-2',
    ]);
  });
});

describe('recommendation shelves', () => {
  const inputs: PlayerShelfInputs = {
    ...NONE,
    favourites: ['live-1', 'slot-1', 'gone', 'table-1'],
    playerGames: [
      { gameType: 'slot-3', gameRoundCount: 10 },
      { gameType: 'unknown', gameRoundCount: 90 },
      { gameType: 'slot-2', gameRoundCount: 60 },
      { gameType: 'live-2', gameRoundCount: 120 },
    ],
  };

  it('pools: casino favourites, live favourites, player games most played first', () => {
    expect(recommendationPool('because-you-like', inputs, catalogue)).toEqual(['slot-1', 'table-1']);
    expect(recommendationPool('because-you-like-live', inputs, catalogue)).toEqual(['live-1', 'table-1']);
    expect(recommendationPool('because-you-played', inputs, catalogue)).toEqual([
      'live-2',
      'slot-2',
      'slot-3',
    ]);
    for (const type of ['favourites', 'most-played', 'recent-wins', 'personalised-marketing'] as const)
      expect(recommendationPool(type, inputs, catalogue)).toEqual([]);
    expect(recommendationPool('because-you-like', NONE, catalogue)).toEqual([]);
  });

  it('profiles: casino, live, player games; none for other types', () => {
    expect(recommendationProfile('because-you-like')).toBe(RECOMMENDATION_PROFILES.casino);
    expect(recommendationProfile('because-you-like-live')).toBe(RECOMMENDATION_PROFILES.live);
    expect(recommendationProfile('because-you-played')).toBe(RECOMMENDATION_PROFILES.playerGames);
    expect(recommendationProfile('favourites')).toBeNull();
    expect(recommendationProfile('personalised-marketing')).toBeNull();
  });

  it('because you like: casino lobby games by the casino profile, without the player’s favourites', () => {
    const codes = personalShelfCodes('because-you-like', inputs, catalogue, 'slot-1');
    // slot-4: tier 10 (25 + 1), a slot (10), same flags (9) = 45; slot-2: tier 2 (5 + 1), the seed's provider
    // (10), a slot, same flags = 35; slot-3: 27.5; crash-1: 11. Live games are not candidates.
    expect(codes).toEqual(['slot-4', 'slot-2', 'slot-3', 'crash-1']);
    expect(codes?.every((code) => CASINO.includes(code))).toBe(true);
  });

  it('because you like live: live casino games by the live profile, without the player’s live favourites', () => {
    // live-2: the seed's provider (25), live (10), min bet 4 away (-10), tiers 2 = 27; live-3: 12.
    expect(personalShelfCodes('because-you-like-live', inputs, catalogue, 'live-1')).toEqual([
      'live-2',
      'live-3',
    ]);
    const codes = personalShelfCodes(
      'because-you-like-live',
      { ...inputs, favourites: [] },
      catalogue,
      'live-1',
    );
    // table-1: the seed's provider, not live, same min bet = 27, a tie with live-2 (catalogue order).
    expect(codes).toEqual(['live-2', 'table-1', 'live-3']);
    expect(codes?.every((code) => LIVE.includes(code))).toBe(true);
  });

  it('because you played: casino lobby games by the player-games profile, without any played game', () => {
    const codes = personalShelfCodes('because-you-played', inputs, catalogue, 'slot-2');
    // slot-4: 26 + slot (15) + flags (15) = 56; slot-1: 3.5 + provider (10) + 30 = 43.5; crash-1, table-1: 17.
    expect(codes).toEqual(['slot-4', 'slot-1', 'crash-1', 'table-1']);
    expect(codes).not.toContain('slot-3');
    expect(codes).not.toContain('live-2');
  });

  it('no seed, or a seed the catalogue does not know, is an empty shelf', () => {
    for (const type of ['because-you-like', 'because-you-like-live', 'because-you-played'] as const) {
      expect(personalShelfCodes(type, inputs, catalogue, null)).toEqual([]);
      expect(personalShelfCodes(type, inputs, catalogue, 'gone')).toEqual([]);
    }
  });

  it('a map of whole catalogue games works as it is, and the shelf holds at most 30 games', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      makeGame({ gameCode: `g${i}`, commercialTier: i % 11 }),
    );
    const codes = personalShelfCodes(
      'because-you-like',
      { ...NONE, favourites: ['g0'] },
      catalogueOf(many),
      'g0',
    );
    expect(codes).toHaveLength(30);
    expect(codes).not.toContain('g0');
  });

  it('refresh is disabled when every game of the pool is already a seed', () => {
    expect(canRefreshSeed(['a', 'b'], new Set(['a']))).toBe(true);
    expect(canRefreshSeed(['a', 'b'], new Set(['a', 'b', 'c']))).toBe(false);
    expect(canRefreshSeed([], new Set())).toBe(false);
  });
});

describe('recommendation shelves (property-based)', () => {
  const types = fc.constantFrom('because-you-like', 'because-you-like-live', 'because-you-played' as const);

  it('never hold a pool code, hold at most 30, ordered by score against the seed', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        types,
        fc.array(fc.nat(), { maxLength: 50 }),
        fc.array(fc.record({ pick: fc.nat(), gameRoundCount: fc.integer({ min: 10, max: 120 }) }), {
          maxLength: 50,
        }),
        fc.option(fc.nat()),
        (generated, type, favouritePicks, played, seedPick) => {
          const games = generated.map((game, i) => ({ ...game, gameCode: `g${i}` }));
          const map = catalogueOf(games);
          const code = (pick: number) => (games.length === 0 ? 'none' : `g${pick % (games.length + 3)}`);
          const inputs: PlayerShelfInputs = {
            ...NONE,
            favourites: favouritePicks.map(code),
            playerGames: played.map(({ pick, gameRoundCount }) => ({ gameType: code(pick), gameRoundCount })),
          };
          const seed = seedPick === null ? null : code(seedPick);
          const codes = personalShelfCodes(type, inputs, map, seed) ?? [];
          const pool = new Set(recommendationPool(type, inputs, map));
          expect(codes.length).toBeLessThanOrEqual(30);
          expect(codes.some((item) => pool.has(item))).toBe(false);
          const seedGame = seed === null ? undefined : map.get(seed);
          if (seedGame === undefined) {
            expect(codes).toEqual([]);
            return;
          }
          expect(codes).not.toContain(seed);
          const profile = recommendationProfile(type) as NonNullable<
            ReturnType<typeof recommendationProfile>
          >;
          const scores = codes.map((item) =>
            scoreRecommendation(seedGame, map.get(item) as CatalogueGame, profile),
          );
          for (let i = 1; i < scores.length; i++)
            expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] as number);
        },
      ),
    );
  });
});
