/**
 * Player games (catalogue.md sections 4, 7, 9): played games split at 50 rounds, recent wins keep each
 * game's best win, the marketing service's personalised games are cached. Orders, units and "one month
 * ago" where the spec is silent: ADR 0071.
 */
export const HEAVY_PLAY_ROUNDS = 50;
export const MINIMUM_GAME_ROUND_COUNT = 10;
export const GAME_RESULTS_PAGE_SIZE = 30;
export const RECENT_WINS_LIMIT = 30;

export interface PlayerGameResult {
  gameType: string;
  gameRoundCount: number;
}

export interface GameResult {
  gameType: string;
  win: number;
  code?: string;
  datetime?: string;
  gameName?: string;
}

export interface PlayerGamesSplit<T> {
  recentlyPlayed: T[];
  mostPlayed: T[];
}

/** Fewer than 50 rounds: recently played; otherwise most played, by round count descending. */
export function splitPlayerGames<T extends PlayerGameResult>(results: readonly T[]): PlayerGamesSplit<T> {
  const recentlyPlayed: T[] = [];
  const mostPlayed: T[] = [];
  for (const result of results)
    (result.gameRoundCount < HEAVY_PLAY_ROUNDS ? recentlyPlayed : mostPlayed).push(result);
  mostPlayed.sort((a, b) => b.gameRoundCount - a.gameRoundCount);
  return { recentlyPlayed, mostPlayed };
}

/** Zero wins ignored, the highest win per game type, descending, at most 30. */
export function recentWins<T extends GameResult>(results: readonly T[]): T[] {
  const best = new Map<string, T>();
  for (const result of results) {
    if (!(result.win > 0)) continue;
    const current = best.get(result.gameType);
    if (!current || result.win > current.win) best.set(result.gameType, result);
  }
  return [...best.values()].sort((a, b) => b.win - a.win).slice(0, RECENT_WINS_LIMIT);
}

function oneMonthBefore(now: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** POST /pams/api/v2/getPlayerGames: the last month, at least 10 rounds. */
export function playerGamesRequest(now: number, languageCode: string) {
  return {
    startDate: oneMonthBefore(now).toISOString(),
    endDate: new Date(now).toISOString(),
    minimumGameRoundCount: MINIMUM_GAME_ROUND_COUNT,
    languageCode,
  };
}

/** POST /pams/api/v2/gameResults: the last month, newest first, one page of 30. */
export function gameResultsRequest(now: number) {
  return {
    startDatetime: oneMonthBefore(now).toISOString(),
    endDatetime: new Date(now).toISOString(),
    nearestGames: false,
    page: 1,
    max: GAME_RESULTS_PAGE_SIZE,
    order: 'desc' as const,
    filterOutParameters: ['EXITGAME'],
    fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
  };
}

// ---- personalised games cache ----------------------------------------------------------------------

export interface PersonalisedGames {
  recommendations: string[];
  /** Seconds the answer stays fresh. */
  duration: number;
}

export interface PersonalisedGamesCache {
  data: PersonalisedGames;
  /** Epoch milliseconds. */
  storedAt: number;
}

/** Fresh while storedAt plus duration has not passed. */
export function isPersonalisedCacheFresh(cache: PersonalisedGamesCache | null, now: number): boolean {
  return cache !== null && now < cache.storedAt + cache.data.duration * 1000;
}

export type PersonalisedGamesPlan = { type: 'use-cache'; games: string[] } | { type: 'fetch' };

/** Use the cache when fresh; otherwise fetch. */
export function planPersonalisedGames(
  cache: PersonalisedGamesCache | null,
  now: number,
): PersonalisedGamesPlan {
  if (cache && isPersonalisedCacheFresh(cache, now))
    return { type: 'use-cache', games: cache.data.recommendations };
  return { type: 'fetch' };
}

export interface PersonalisedGamesOutcome {
  games: string[];
  cache: PersonalisedGamesCache | null;
  source: 'network' | 'stale-cache' | 'none';
}

/** After the fetch: store a success; on failure fall back to the stale cache when there is one. */
export function resolvePersonalisedGames(
  fetched: { ok: true; data: PersonalisedGames } | { ok: false },
  cache: PersonalisedGamesCache | null,
  now: number,
): PersonalisedGamesOutcome {
  if (fetched.ok)
    return {
      games: fetched.data.recommendations,
      cache: { data: fetched.data, storedAt: now },
      source: 'network',
    };
  if (cache) return { games: cache.data.recommendations, cache, source: 'stale-cache' };
  return { games: [], cache: null, source: 'none' };
}
