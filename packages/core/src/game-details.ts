/**
 * Game details (catalogue.md section 5): the detail tags and figures a game's details show. Tags are raw
 * values (the UI adds the words) and figures are written as the site writes every figure, in ro-RO; the
 * rest of the choices the spec leaves open: ADR 0071.
 */
import { isLiveCasinoGame } from './catalogue.ts';
import { formatMoneyThreshold } from './money.ts';
import type { DetailTagGroup, GameType, Label } from './schemas.ts';

export const DETAIL_TAGS_PER_GROUP = 3;

export interface GameDetailSource {
  collections: readonly string[];
  categories: readonly string[];
  lines: number | null;
  numberOfReels: number | null;
  labels: readonly Label[];
  specialFeatures: readonly string[];
  volatility: number | null;
  rtp: number | null;
}

export interface DetailTags {
  group: DetailTagGroup;
  tags: string[];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * 2 decimals, rounded half up on the decimal value (97.005 -> 97,01, which toFixed gets wrong), in
 * ro-RO's percent form without loading Intl's number data for it (money.ts says why).
 */
export function formatRtp(rtp: number): string {
  const cents = Math.round(Number((rtp * 100).toPrecision(12)));
  return `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0%`;
}

function tagsOf(source: GameDetailSource, group: DetailTagGroup): string[] {
  switch (group) {
    case 'collections':
      return [...source.collections];
    case 'categories':
      return [...source.categories];
    case 'labels':
      return source.labels.map((label) => label.title);
    case 'specialFeatures':
      return [...source.specialFeatures];
    case 'lines':
      return isNumber(source.lines) && source.lines !== 0 ? [String(source.lines)] : [];
    case 'reels':
      return isNumber(source.numberOfReels) ? [String(source.numberOfReels)] : [];
    case 'volatility':
      return isNumber(source.volatility) ? [String(source.volatility)] : [];
    case 'rtp':
      return isNumber(source.rtp) ? [formatRtp(source.rtp)] : [];
  }
}

export function gameDetailTags(
  source: GameDetailSource,
  configured: readonly DetailTagGroup[],
): DetailTags[] {
  const result: DetailTags[] = [];
  for (const group of configured) {
    const tags = tagsOf(source, group).slice(0, DETAIL_TAGS_PER_GROUP);
    if (tags.length > 0) result.push({ group, tags });
  }
  return result;
}

export interface GameDetailFacts {
  /** Min then max bet in threshold format. */
  betRange: [string, string];
  maxWin: string | null;
  dealer: string | null;
}

/** The dealer row shows only for live games with a dealer name (catalogue.md section 5). */
export function detailDealer(game: { type: GameType }, dealerName: string | null | undefined): string | null {
  return isLiveCasinoGame(game) && dealerName ? dealerName : null;
}

export function gameDetailFacts(
  game: { type: GameType; minBet: number; maxBet: number; maxWin: number },
  options: { currency?: string; dealerName?: string | null } = {},
): GameDetailFacts {
  const money = (amount: number) => formatMoneyThreshold(amount, options.currency);
  return {
    betRange: [money(game.minBet), money(game.maxBet)],
    maxWin: game.maxWin ? money(game.maxWin) : null,
    dealer: detailDealer(game, options.dealerName),
  };
}

/**
 * Info icons (favourite, info) show to a logged-in user, or to anyone when a description exists (the
 * description itself, or whether the game has one).
 */
export function showGameInfoIcons(
  loggedIn: boolean,
  description: string | boolean | null | undefined,
): boolean {
  if (typeof description === 'boolean') return loggedIn || description;
  return loggedIn || Boolean(description?.trim());
}

/** The first label is the one shown on the tile. */
export function firstLabel(labels: readonly Label[]): Label | null {
  return labels[0] ?? null;
}

export const PREVIEW_VIDEO_FADE_MS = 1400;

/** The preview video shows when the info has one, it has not errored, and the browser plays video. */
export function previewVideoState(
  videoPreview: string | null | undefined,
  errored: boolean,
  videoSupported: boolean,
): 'none' | 'video' | 'unsupported' {
  if (!videoPreview || errored) return 'none';
  return videoSupported ? 'video' : 'unsupported';
}
