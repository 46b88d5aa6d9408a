/**
 * Recommendation scoring (catalogue.md sections 4, 9): a candidate scored against a seed game with one of
 * three profiles, at most 30 games by score, the user's own list excluded; randomness is passed in so the
 * rule stays pure. The choices the spec leaves open: ADR 0071.
 */
import type { CatalogueGame } from './catalogue.ts';

export type ScorableGame = Pick<
  CatalogueGame,
  | 'gameCode'
  | 'type'
  | 'providerId'
  | 'collectionIds'
  | 'jackpot'
  | 'gamble'
  | 'bonusGameFeature'
  | 'commercialTier'
  | 'promotionLevel'
  | 'rtp'
  | 'volatility'
  | 'minBet'
>;

export const COMMERCIAL_TIER_SCORES = [1, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25] as const;
export const PROMOTION_LEVEL_SCORES = [1, 2, 3, 5, 7.5, 10] as const;
export const RECOMMENDATION_LIMIT = 30;
export const DEFAULT_RTP = 95;
export const DEFAULT_VOLATILITY = 3;
export const DEFAULT_MIN_BET = 3;

export interface ScoringProfile {
  collectionOverlap: number;
  provider: number;
  type: number;
  /** Per matching flag: jackpot, gamble, bonus. */
  flag: number;
  /** Multiplier of the RTP difference; 0 when the profile ignores RTP. */
  rtpDifference: number;
  volatilityDifference: number;
  minBetDifference: number;
}

export const RECOMMENDATION_PROFILES = {
  casino: {
    collectionOverlap: 20,
    provider: 10,
    type: 10,
    flag: 3,
    rtpDifference: -2.5,
    volatilityDifference: -2.5,
    minBetDifference: 0,
  },
  live: {
    collectionOverlap: 0,
    provider: 25,
    type: 10,
    flag: 0,
    rtpDifference: 0,
    volatilityDifference: 0,
    minBetDifference: -2.5,
  },
  playerGames: {
    collectionOverlap: 25,
    provider: 10,
    type: 15,
    flag: 5,
    rtpDifference: -2.5,
    volatilityDifference: -2.5,
    minBetDifference: 0,
  },
} as const satisfies Record<string, ScoringProfile>;

export type RecommendationProfileName = keyof typeof RECOMMENDATION_PROFILES;

function clampIndex(value: number, max: number): number {
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

export function commercialTierScore(tier: number): number {
  return COMMERCIAL_TIER_SCORES[clampIndex(tier, 10)] as number;
}

export function promotionLevelScore(level: number): number {
  return PROMOTION_LEVEL_SCORES[clampIndex(level, 5)] as number;
}

/** The part of the score that depends on the candidate alone (commercial tier and promotion level). */
export function commercialScore(candidate: Pick<ScorableGame, 'commercialTier' | 'promotionLevel'>): number {
  return commercialTierScore(candidate.commercialTier) + promotionLevelScore(candidate.promotionLevel);
}

const value = (number: number | null | undefined, fallback: number) =>
  number === null || number === undefined || Number.isNaN(number) ? fallback : number;

export function scoreRecommendation(
  seed: ScorableGame,
  candidate: ScorableGame,
  profile: ScoringProfile,
): number {
  let score = commercialScore(candidate);
  if (profile.collectionOverlap !== 0) {
    let shared = 0;
    for (const id of candidate.collectionIds) if (seed.collectionIds.includes(id)) shared++;
    score += shared * profile.collectionOverlap;
  }
  if (seed.providerId === candidate.providerId) score += profile.provider;
  if (seed.type === candidate.type) score += profile.type;
  if (seed.jackpot === candidate.jackpot) score += profile.flag;
  if (seed.gamble === candidate.gamble) score += profile.flag;
  if (seed.bonusGameFeature === candidate.bonusGameFeature) score += profile.flag;
  if (profile.rtpDifference !== 0)
    score +=
      Math.abs(value(seed.rtp, DEFAULT_RTP) - value(candidate.rtp, DEFAULT_RTP)) * profile.rtpDifference;
  if (profile.volatilityDifference !== 0)
    score +=
      Math.abs(value(seed.volatility, DEFAULT_VOLATILITY) - value(candidate.volatility, DEFAULT_VOLATILITY)) *
      profile.volatilityDifference;
  if (profile.minBetDifference !== 0)
    score +=
      Math.abs(value(seed.minBet, DEFAULT_MIN_BET) - value(candidate.minBet, DEFAULT_MIN_BET)) *
      profile.minBetDifference;
  return score;
}

/**
 * At most `limit` (30) candidates by score, descending, excluding the user's own list (which holds the
 * seed). A bounded insertion keeps this linear in the catalogue size.
 */
export function recommendGames<T extends ScorableGame>(
  seed: ScorableGame,
  candidates: readonly T[],
  userGameCodes: ReadonlySet<string> | readonly string[],
  profile: ScoringProfile,
  limit: number = RECOMMENDATION_LIMIT,
): T[] {
  const excluded = userGameCodes instanceof Set ? userGameCodes : new Set(userGameCodes as readonly string[]);
  const top: { game: T; score: number }[] = [];
  if (limit <= 0) return [];
  for (const game of candidates) {
    if (excluded.has(game.gameCode) || game.gameCode === seed.gameCode) continue;
    const score = scoreRecommendation(seed, game, profile);
    if (top.length === limit && score <= (top[limit - 1] as { score: number }).score) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1] as { score: number }).score < score) at--;
    top.splice(at, 0, { game, score });
    if (top.length > limit) top.pop();
  }
  return top.map((entry) => entry.game);
}

/**
 * A seed from the user's list, at random, preferring one that is not already a seed elsewhere; null when
 * the list is empty.
 */
export function pickSeed<T extends { gameCode: string }>(
  userGames: readonly T[],
  seedsInUse: ReadonlySet<string>,
  random: () => number,
): T | null {
  const fresh = userGames.filter((game) => !seedsInUse.has(game.gameCode));
  const pool = fresh.length > 0 ? fresh : userGames;
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] as T;
}

/** Refresh is disabled when every game of the user's list is already a seed. */
export function canRefreshSeed(
  userGames: readonly { gameCode: string }[],
  seedsInUse: ReadonlySet<string>,
): boolean {
  return userGames.some((game) => !seedsInUse.has(game.gameCode));
}
