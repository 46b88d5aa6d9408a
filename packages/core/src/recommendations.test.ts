import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRefreshSeed,
  commercialTierScore,
  pickSeed,
  promotionLevelScore,
  RECOMMENDATION_PROFILES,
  recommendGames,
  scoreRecommendation,
} from './recommendations.ts';
import { arbitraryCatalogue, arbitraryGame, makeGame } from './test-support.ts';

const { casino, live, playerGames } = RECOMMENDATION_PROFILES;

describe('tier tables (catalogue.md section 9)', () => {
  it.each([
    [0, 1],
    [1, 2.5],
    [2, 5],
    [3, 7.5],
    [4, 10],
    [5, 12.5],
    [6, 15],
    [7, 17.5],
    [8, 20],
    [9, 22.5],
    [10, 25],
    [11, 25],
    [-1, 1],
  ])('commercial tier %s scores %s', (tier, score) => expect(commercialTierScore(tier)).toBe(score));

  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 5],
    [4, 7.5],
    [5, 10],
    [6, 10],
    [10, 10],
  ])('promotion level %s scores %s', (level, score) => expect(promotionLevelScore(level)).toBe(score));
});

describe('scoring profiles', () => {
  // Neutral seed and candidate: no shared collection, other provider and type, opposite flags, equal
  // RTP/volatility/min bet, tier 0 and level 0 -> base score 1 + 1 = 2.
  const seed = makeGame({
    gameCode: 'seed',
    type: 'Slot',
    providerId: 'p1',
    collectionIds: ['k1', 'k2', 'k3'],
    jackpot: true,
    gamble: true,
    bonusGameFeature: true,
    rtp: 96,
    volatility: 3,
    minBet: 1,
  });
  const neutral = makeGame({
    gameCode: 'cand',
    type: 'Crash',
    providerId: 'p2',
    collectionIds: ['k9'],
    jackpot: false,
    gamble: false,
    bonusGameFeature: false,
    rtp: 96,
    volatility: 3,
    minBet: 1,
    commercialTier: 0,
    promotionLevel: 0,
  });

  it.each<[string, Partial<typeof neutral>, number, number, number]>([
    // change, casino, live, player games
    ['nothing in common', {}, 2, 2, 2],
    ['one shared collection', { collectionIds: ['k1'] }, 22, 2, 27],
    ['two shared collections', { collectionIds: ['k1', 'k2'] }, 42, 2, 52],
    ['same provider', { providerId: 'p1' }, 12, 27, 12],
    ['same type', { type: 'Slot' }, 12, 12, 17],
    ['jackpot flag match', { jackpot: true }, 5, 2, 7],
    ['all three flags match', { jackpot: true, gamble: true, bonusGameFeature: true }, 11, 2, 17],
    ['commercial tier 10', { commercialTier: 10 }, 26, 26, 26],
    ['promotion level 5', { promotionLevel: 5 }, 11, 11, 11],
    ['promotion level 9 (capped at 5)', { promotionLevel: 9 }, 11, 11, 11],
    ['RTP 2 points apart', { rtp: 94 }, -3, 2, -3],
    ['volatility 2 apart', { volatility: 5 }, -3, 2, -3],
    ['min bet 2 apart', { minBet: 3 }, 2, -3, 2],
    ['missing RTP takes 95', { rtp: null }, -0.5, 2, -0.5],
    ['missing volatility takes 3', { volatility: null }, 2, 2, 2],
  ])('%s: casino %s, live %s, player games %s', (_name, change, casinoScore, liveScore, playerScore) => {
    const candidate = { ...neutral, ...change };
    expect(scoreRecommendation(seed, candidate, casino)).toBeCloseTo(casinoScore);
    expect(scoreRecommendation(seed, candidate, live)).toBeCloseTo(liveScore);
    expect(scoreRecommendation(seed, candidate, playerGames)).toBeCloseTo(playerScore);
  });

  it('a missing min bet takes 3 in the live profile', () => {
    const candidate = { ...neutral, minBet: Number.NaN };
    expect(scoreRecommendation({ ...seed, minBet: 5 }, candidate, live)).toBeCloseTo(2 - 5);
  });
});

describe('recommendation lists', () => {
  const seed = makeGame({ gameCode: 'seed', providerId: 'p1' });
  const catalogue = Array.from({ length: 50 }, (_, i) =>
    makeGame({ gameCode: `g${i}`, commercialTier: i % 11, providerId: i % 2 ? 'p1' : 'p2' }),
  );

  it('hold at most 30 games by score, excluding the user list and the seed', () => {
    const result = recommendGames(seed, [seed, ...catalogue], ['g10', 'seed'], casino);
    expect(result).toHaveLength(30);
    expect(result.map((g) => g.gameCode)).not.toContain('g10');
    expect(result.map((g) => g.gameCode)).not.toContain('seed');
    const scores = result.map((game) => scoreRecommendation(seed, game, casino));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(result[0]?.gameCode).toBe('g21'); // tier 10 and the seed's provider
  });

  it('accepts a set of user codes, a smaller limit and keeps catalogue order on ties', () => {
    const ties = [makeGame({ gameCode: 'x' }), makeGame({ gameCode: 'y' }), makeGame({ gameCode: 'z' })];
    expect(recommendGames(seed, ties, new Set(['y']), casino, 5).map((g) => g.gameCode)).toEqual(['x', 'z']);
    expect(recommendGames(seed, ties, [], casino, 0)).toEqual([]);
  });
});

describe('seed pick (catalogue.md section 4)', () => {
  const list = [{ gameCode: 'a' }, { gameCode: 'b' }, { gameCode: 'c' }];

  it.each<[string[], number, string | null]>([
    [[], 0, 'a'],
    [[], 0.5, 'b'],
    [[], 0.99, 'c'],
    [[], 1, 'c'],
    [['a'], 0, 'b'],
    [['a', 'b'], 0.7, 'c'],
    [['a', 'b', 'c'], 0.4, 'b'],
  ])('with seeds %j in use and random %s picks %s', (seeds, random, expected) => {
    expect(pickSeed(list, new Set(seeds), () => random)?.gameCode ?? null).toBe(expected);
  });

  it('an empty list has no seed', () => {
    expect(pickSeed([], new Set(), () => 0)).toBeNull();
  });

  it('refresh is disabled when all games are already seeds', () => {
    expect(canRefreshSeed(list, new Set(['a', 'b']))).toBe(true);
    expect(canRefreshSeed(list, new Set(['a', 'b', 'c']))).toBe(false);
    expect(canRefreshSeed([], new Set())).toBe(false);
  });
});

describe('scoring invariants (property-based)', () => {
  const profiles = fc.constantFrom(casino, live, playerGames);

  it('the list is the top of the scores: sorted, bounded, excluding the user list', () => {
    fc.assert(
      fc.property(
        arbitraryGame,
        arbitraryCatalogue,
        fc.integer({ min: 0, max: 10 }),
        profiles,
        (seed, catalogue, limit, profile) => {
          const unique = catalogue.map((game, i) => ({ ...game, gameCode: `g${i}` }));
          const own = new Set(unique.filter((_, i) => i % 3 === 0).map((game) => game.gameCode));
          const result = recommendGames(seed, unique, own, profile, limit);
          // The seed never recommends itself, nor a game of the user's own list.
          const eligible = unique.filter(
            (game) => !own.has(game.gameCode) && game.gameCode !== seed.gameCode,
          );
          expect(result.length).toBe(Math.min(limit, eligible.length));
          expect(result.some((game) => own.has(game.gameCode))).toBe(false);
          const scores = result.map((game) => scoreRecommendation(seed, game, profile));
          for (let i = 1; i < scores.length; i++)
            expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] as number);
          const lowest = scores.at(-1) ?? Number.POSITIVE_INFINITY;
          for (const game of eligible)
            if (!result.includes(game))
              expect(scoreRecommendation(seed, game, profile)).toBeLessThanOrEqual(lowest);
        },
      ),
    );
  });

  it('sharing more with the seed never lowers the score', () => {
    fc.assert(
      fc.property(arbitraryGame, arbitraryGame, profiles, (seed, candidate, profile) => {
        const closer = { ...candidate, providerId: seed.providerId, type: seed.type };
        expect(scoreRecommendation(seed, closer, profile)).toBeGreaterThanOrEqual(
          scoreRecommendation(seed, candidate, profile),
        );
      }),
    );
  });

  it('the seed pick always comes from the list and prefers a fresh game', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string()),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (codes, seeds, random) => {
          const games = codes.map((gameCode) => ({ gameCode }));
          const inUse = new Set(seeds);
          const picked = pickSeed(games, inUse, () => random);
          expect(picked && games.includes(picked)).toBe(true);
          if (canRefreshSeed(games, inUse)) expect(inUse.has(picked?.gameCode as string)).toBe(false);
        },
      ),
    );
  });
});
