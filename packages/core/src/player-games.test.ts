import { describe, expect, it } from 'vitest';
import {
  gameResultsRequest,
  isPersonalisedCacheFresh,
  planPersonalisedGames,
  playerGamesRequest,
  recentWins,
  resolvePersonalisedGames,
  splitPlayerGames,
} from './player-games.ts';

describe('the split at 50 rounds (catalogue.md section 4)', () => {
  it('fewer than 50 is recently played in order; otherwise most played by round count descending', () => {
    const results = [
      { gameType: 'a', gameRoundCount: 12 },
      { gameType: 'b', gameRoundCount: 50 },
      { gameType: 'c', gameRoundCount: 49 },
      { gameType: 'd', gameRoundCount: 300 },
      { gameType: 'e', gameRoundCount: 75 },
    ];
    const { recentlyPlayed, mostPlayed } = splitPlayerGames(results);
    expect(recentlyPlayed.map((r) => r.gameType)).toEqual(['a', 'c']);
    expect(mostPlayed.map((r) => r.gameType)).toEqual(['d', 'e', 'b']);
  });
});

describe('recent wins', () => {
  it('ignore zero, keep the highest per game type, sort descending', () => {
    const wins = recentWins([
      { gameType: 'a', win: 0 },
      { gameType: 'b', win: 12.5 },
      { gameType: 'a', win: 3 },
      { gameType: 'b', win: 40 },
      { gameType: 'c', win: 7 },
      { gameType: 'b', win: 20 },
    ]);
    expect(wins).toEqual([
      { gameType: 'b', win: 40 },
      { gameType: 'c', win: 7 },
      { gameType: 'a', win: 3 },
    ]);
  });

  it('keep at most 30', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ gameType: `g${i}`, win: i + 1 }));
    const wins = recentWins(many);
    expect(wins).toHaveLength(30);
    expect(wins[0]?.win).toBe(45);
    expect(wins[29]?.win).toBe(16);
  });
});

describe('gateway requests', () => {
  const now = Date.UTC(2025, 2, 31, 12, 0, 0); // 31 March

  it('player games: one month back, minimum 10 rounds', () => {
    expect(playerGamesRequest(now, 'ro')).toEqual({
      startDate: '2025-02-28T12:00:00.000Z',
      endDate: '2025-03-31T12:00:00.000Z',
      minimumGameRoundCount: 10,
      languageCode: 'ro',
    });
  });

  it('game results: page 1 of 30, newest first, without EXITGAME', () => {
    expect(gameResultsRequest(Date.UTC(2025, 0, 15))).toEqual({
      startDatetime: '2024-12-15T00:00:00.000Z',
      endDatetime: '2025-01-15T00:00:00.000Z',
      nearestGames: false,
      page: 1,
      max: 30,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
    });
  });
});

describe('personalised games cache (catalogue.md section 4)', () => {
  const cache = { data: { recommendations: ['a', 'b'], duration: 600 }, storedAt: 1_000_000 };

  it.each([
    [1_000_000, true],
    [1_599_999, true],
    [1_600_000, false],
  ])('at %s the cache is fresh: %s', (now, fresh) => {
    expect(isPersonalisedCacheFresh(cache, now)).toBe(fresh);
    expect(planPersonalisedGames(cache, now)).toEqual(
      fresh ? { type: 'use-cache', games: ['a', 'b'] } : { type: 'fetch' },
    );
  });

  it('without a cache it fetches', () => {
    expect(isPersonalisedCacheFresh(null, 0)).toBe(false);
    expect(planPersonalisedGames(null, 0)).toEqual({ type: 'fetch' });
  });

  it('a success is stored; a failure uses the stale cache when present', () => {
    const data = { recommendations: ['c'], duration: 60 };
    expect(resolvePersonalisedGames({ ok: true, data }, cache, 5)).toEqual({
      games: ['c'],
      cache: { data, storedAt: 5 },
      source: 'network',
    });
    expect(resolvePersonalisedGames({ ok: false }, cache, 5)).toEqual({
      games: ['a', 'b'],
      cache,
      source: 'stale-cache',
    });
    expect(resolvePersonalisedGames({ ok: false }, null, 5)).toEqual({
      games: [],
      cache: null,
      source: 'none',
    });
  });
});
