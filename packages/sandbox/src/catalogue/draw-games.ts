/**
 * The random draw of the games: their structure only (texts are built per locale from it later, so the
 * locale never changes a draw). Every draw happens in a fixed order; see generate.ts.
 */
import type { GameType } from '@casino/core/schemas';
import { LIVE_FEATURES, SPECIAL_FEATURES, type Theme } from '../names.ts';
import type { Rng } from '../prng.ts';
import { round2 } from './context.ts';
import { drawCrashName, drawLiveName, drawSlotName, drawTableName, uniqueCode } from './game-names.ts';
import type { GameSeed } from './game-seed.ts';
import type { ProviderPools } from './providers.ts';

/** Providers to draw from, each with its weight. */
interface WeightedProviders {
  indexes: number[];
  weights: number[];
}

/** Draws the providers' weights, the casino games, the live games, then the games that lose a launch URL. */
export function drawGames(
  rng: Rng,
  casinoCount: number,
  liveCount: number,
  pools: ProviderPools,
): GameSeed[] {
  const names = new Set<string>();
  const codes = new Set<string>();
  const casino = { indexes: pools.casino, weights: pools.casino.map(() => 0.4 + rng.next() * 1.6) };
  const live = {
    indexes: pools.live,
    weights: pools.live.map((index) => (pools.providers[index]?.liveOnly ? 2 : 0.6) * (0.5 + rng.next())),
  };
  const seeds: GameSeed[] = [];
  for (let i = 0; i < casinoCount; i++) seeds.push(drawCasinoGame(rng, names, codes, casino));
  for (let i = 0; i < liveCount; i++) seeds.push(drawLiveGame(rng, names, codes, live));

  // A few casino games without a demo or real URL exercise errors.demo-url-is-missing / real-url-is-missing.
  const demoCandidates = seeds.filter((seed) => seed.type === 'Slot' && seed.demoEnabled);
  for (const seed of rng.sample(demoCandidates, 3)) seed.demoUrl = false;
  for (const seed of rng.sample(demoCandidates, 2)) seed.realUrl = false;
  return seeds;
}

function drawCasinoGame(
  rng: Rng,
  names: Set<string>,
  codes: Set<string>,
  providers: WeightedProviders,
): GameSeed {
  const type = rng.weighted<GameType>(['Slot', 'Table', 'Crash'], [85, 8, 7]);
  let name: string;
  let theme: Theme | null = null;
  if (type === 'Slot') ({ name, theme } = drawSlotName(rng, names));
  else if (type === 'Table') name = drawTableName(rng, names);
  else name = drawCrashName(rng, names);
  const provider = rng.weighted(providers.indexes, providers.weights);
  const reels = type === 'Slot' ? rng.weighted([3, 5, 6, 7], [15, 65, 15, 5]) : null;
  const lines =
    type !== 'Slot'
      ? 0
      : rng.chance(0.12)
        ? 0
        : reels === 3
          ? rng.pick([1, 5, 9])
          : rng.pick([10, 20, 25, 30, 40, 50, 100]);
  const jackpot = type === 'Slot' && rng.chance(0.08);
  const features =
    type === 'Slot'
      ? rng.sample(
          SPECIAL_FEATURES.map((_, index) => index),
          rng.int(1, 4),
        )
      : [];
  const labels: number[] = [];
  if (rng.chance(0.06)) labels.push(0);
  if (rng.chance(0.03)) labels.push(1);
  if (rng.chance(0.05)) labels.push(2);
  if (jackpot && rng.chance(0.5)) labels.push(3);
  if (rng.chance(0.04)) labels.push(4);
  if (type === 'Slot' && rng.chance(0.03)) labels.push(5);
  const videoRoll = rng.next();
  const commercialTier = rng.weighted(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    [8, 14, 16, 15, 12, 10, 8, 6, 5, 4, 2],
  );
  const promotionLevel = rng.weighted(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    [30, 18, 14, 10, 8, 6, 5, 4, 2, 2, 1],
  );
  const minBet = rng.pick([0.1, 0.2, 0.25, 0.5, 1, 2, 5]);
  const maxBet = rng.pick([50, 100, 200, 250, 500, 1000, 2500, 5000]);
  const demoEnabled = !rng.chance(0.1);
  return {
    code: uniqueCode(name, codes),
    name,
    type,
    provider,
    theme,
    liveKind: null,
    vip: maxBet >= 2500,
    romanian: theme === 'folclor',
    reels,
    lines,
    jackpot,
    gamble: type === 'Slot' && rng.chance(0.3),
    bonus: type === 'Slot' ? rng.chance(0.55) : type === 'Crash' && rng.chance(0.2),
    maxWin:
      type === 'Crash'
        ? rng.pick([10000, 50000, 100000])
        : type === 'Table'
          ? rng.pick([35, 100, 250, 500, 1000])
          : rng.pick([500, 1000, 2500, 5000, 10000, 15000, 21100, 50000]),
    minBet,
    maxBet,
    rtp: rng.chance(0.02) ? null : round2(92 + rng.next() * 5.5),
    volatility: rng.chance(0.03) ? null : type === 'Table' ? rng.int(1, 2) : rng.int(1, 5),
    promotionLevel,
    commercialTier,
    fileVersion: rng.weighted([0, 1, 2, 3, 4, 5], [5, 50, 20, 12, 8, 5]),
    labels,
    features,
    video: videoRoll < 0.19 ? 'ok' : videoRoll < 0.2 ? 'broken' : null,
    demoEnabled,
    requirePassword: rng.chance(0.01),
    demoUrl: demoEnabled,
    realUrl: true,
    popularity: commercialTier * 2 + promotionLevel + rng.next() * 6,
    freshness: rng.next(),
  };
}

function drawLiveGame(
  rng: Rng,
  names: Set<string>,
  codes: Set<string>,
  providers: WeightedProviders,
): GameSeed {
  const { name, kind, modifier } = drawLiveName(rng, names);
  const commercialTier = rng.int(1, 10);
  const promotionLevel = rng.weighted([0, 1, 2, 3, 4, 5], [20, 20, 15, 10, 5, 3]);
  const labels: number[] = [];
  if (rng.chance(0.08)) labels.push(0);
  if (rng.chance(0.05)) labels.push(1);
  if (rng.chance(0.08)) labels.push(2);
  return {
    code: uniqueCode(name, codes),
    name,
    type: 'Live',
    provider: rng.weighted(providers.indexes, providers.weights),
    theme: null,
    liveKind: kind,
    vip: /VIP|Privé|Prestige|Elite|Platinum|Grand/.test(modifier),
    romanian: /București|Carpați|Românesc|Cluj|Timișoara|Constanța|Iași/.test(modifier),
    reels: null,
    lines: 0,
    jackpot: false,
    gamble: false,
    bonus: kind === 'show',
    maxWin: kind === 'show' ? rng.pick([10000, 20000, 40000]) : kind === 'ruleta' ? rng.pick([36, 500]) : 100,
    minBet: rng.pick([0.5, 1, 2, 2.5, 5]),
    maxBet: rng.pick([500, 1000, 2500, 5000]),
    rtp: rng.chance(0.05) ? null : round2(94 + rng.next() * 3.5),
    volatility: null,
    promotionLevel,
    commercialTier,
    fileVersion: rng.int(1, 3),
    labels,
    features: rng.sample(
      LIVE_FEATURES.map((_, index) => index),
      rng.int(1, 2),
    ),
    video: null,
    demoEnabled: false,
    requirePassword: false,
    demoUrl: false,
    realUrl: true,
    popularity: commercialTier * 2 + promotionLevel + rng.next() * 6,
    freshness: rng.next(),
  };
}
