/**
 * The compact projection of a game that the browser holds for the whole catalogue (filters, search,
 * all-games, recommendations). Derived from the content API's Game record: provider, category and
 * collection ids replace the nested records.
 */
import type { Game, GameType, Label } from './schemas.ts';

export interface CatalogueGame {
  gameCode: string;
  name: string;
  type: GameType;
  providerId: string;
  providerName: string;
  categoryIds: string[];
  collectionIds: string[];
  numberOfReels: number | null;
  lines: number;
  jackpot: boolean;
  gamble: boolean;
  bonusGameFeature: boolean;
  minBet: number;
  maxBet: number;
  maxWin: number;
  rtp: number | null;
  volatility: number | null;
  promotionLevel: number;
  commercialTier: number;
  fileVersion: number;
  demoEnabled: boolean;
  requirePassword: boolean;
  labels: Label[];
  /** Whether the game has a description: the info icon shows to anyone then (catalogue.md section 5). */
  hasDescription: boolean;
}

export function toCatalogueGame(game: Game): CatalogueGame {
  return {
    gameCode: game.gameCode,
    name: game.name,
    type: game.type,
    providerId: game.provider.id,
    providerName: game.provider.name,
    categoryIds: game.categories.map((category) => category.id),
    collectionIds: game.collections.map((collection) => collection.id),
    numberOfReels: game.numberOfReels,
    lines: game.lines,
    jackpot: game.jackpot,
    gamble: game.gamble,
    bonusGameFeature: game.bonusGameFeature,
    minBet: game.minBet,
    maxBet: game.maxBet,
    maxWin: game.maxWin,
    rtp: game.rtp,
    volatility: game.volatility,
    promotionLevel: game.promotionLevel,
    commercialTier: game.commercialTier,
    fileVersion: game.fileVersion,
    demoEnabled: game.demoEnabled,
    requirePassword: game.requirePassword,
    labels: game.labels,
    hasDescription: game.description.trim() !== '',
  };
}

/** Live and table games belong to the live casino lobby (catalogue.md section 3). */
export function isLiveCasinoGame(game: { type: GameType }): boolean {
  return game.type === 'Live' || game.type === 'Table';
}

/**
 * The lobby a game is listed in: the casino lobby lists slot, table and crash games; the live lobby
 * lists live and table games (table games also count as live casino games).
 */
export function inLobby(game: { type: GameType }, lobby: 'casino' | 'live'): boolean {
  return lobby === 'live' ? isLiveCasinoGame(game) : game.type !== 'Live';
}
