/** A drawn game before localisation and taxonomy links, and the selections the fixture tables make. */
import type { GameType } from '@casino/core/schemas';
import type { LiveKind, Theme } from '../names.ts';
import type { Rng } from '../prng.ts';

export interface GameSeed {
  code: string;
  name: string;
  type: GameType;
  provider: number;
  theme: Theme | null;
  liveKind: LiveKind | null;
  vip: boolean;
  romanian: boolean;
  reels: number | null;
  lines: number;
  jackpot: boolean;
  gamble: boolean;
  bonus: boolean;
  maxWin: number;
  minBet: number;
  maxBet: number;
  rtp: number | null;
  volatility: number | null;
  promotionLevel: number;
  commercialTier: number;
  fileVersion: number;
  /** Indexes into LABELS. */
  labels: number[];
  /** Indexes into SPECIAL_FEATURES (casino) or LIVE_FEATURES (live). */
  features: number[];
  video: 'ok' | 'broken' | null;
  demoEnabled: boolean;
  requirePassword: boolean;
  demoUrl: boolean;
  realUrl: boolean;
  popularity: number;
  freshness: number;
}

export const byPopularity = (games: GameSeed[]) => games.slice().sort((a, b) => b.popularity - a.popularity);
export const byFreshness = (games: GameSeed[]) => games.slice().sort((a, b) => b.freshness - a.freshness);
export const casinoOnly = (games: GameSeed[]) =>
  games.filter((game) => game.type === 'Slot' || game.type === 'Crash');
export const liveOnly = (games: GameSeed[]) => games.filter((game) => game.type === 'Live');
export const hasFeature = (game: GameSeed, index: number) => game.features.includes(index);

/** `count` codes among the hundred most popular slots (or live tables), for promotions and tournaments. */
export const drawPopularGames = (rng: Rng, seeds: GameSeed[], count: number, live: boolean) =>
  rng
    .sample(byPopularity(seeds.filter((game) => game.type === (live ? 'Live' : 'Slot'))).slice(0, 100), count)
    .map((game) => game.code);
