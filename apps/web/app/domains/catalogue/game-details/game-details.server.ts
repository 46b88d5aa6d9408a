import { type DetailTags, gameDetailFacts, gameDetailTags } from '@casino/core/game-details';
import type { Label, LaunchUrls } from '@casino/core/schemas';
import {
  type ContentContext,
  getGameInfo,
  getGames,
  getGlobalSettings,
} from '~/platform/server/content.server';

/** Everything the game details modal and the /joc/{game} page show, built on the server. */
export interface GameDetailsView {
  gameCode: string;
  name: string;
  type: 'Slot' | 'Live' | 'Table' | 'Crash';
  provider: { name: string; slug: string };
  fileVersion: number;
  description: string;
  videoPreview: string | null;
  labels: Label[];
  tags: DetailTags[];
  rtp: number | null;
  volatility: number | null;
  numberOfReels: number | null;
  lines: number | null;
  betRange: [string, string];
  maxWin: string | null;
  jackpot: boolean;
  minBet: number;
  demoEnabled: boolean;
  requirePassword: boolean;
  /** Null for a password-protected game: its launch URLs leave the server only after the password. */
  launchUrls: LaunchUrls | null;
}

/** The game's details, merged with its game info when the content API has one; null for an unknown code. */
export async function loadGameDetails(
  ctx: ContentContext,
  gameCode: string,
): Promise<GameDetailsView | null> {
  const [{ byCode }, settings] = await Promise.all([getGames(ctx), getGlobalSettings(ctx)]);
  const game = byCode.get(gameCode);
  if (!game) return null;
  const info = await getGameInfo(ctx, game.gameCode);
  const source = {
    collections: game.collections.map((collection) => collection.name),
    categories: game.categories.map((category) => category.name),
    lines: info?.lines ?? game.lines,
    numberOfReels: info?.numberOfReels ?? game.numberOfReels,
    labels: info?.labels ?? game.labels,
    specialFeatures: info?.specialFeatures ?? game.specialFeatures,
    volatility: info?.volatility ?? game.volatility,
    rtp: info?.rtp ?? game.rtp,
  };
  const facts = gameDetailFacts(game, { currency: settings.currency.code });
  return {
    gameCode: game.gameCode,
    name: game.name,
    type: game.type,
    provider: { name: game.provider.name, slug: game.provider.slug },
    fileVersion: game.fileVersion,
    description: info?.description ?? game.description,
    videoPreview: info?.videoPreview ?? game.videoPreview,
    labels: source.labels,
    tags: gameDetailTags(source, settings.detailTags),
    rtp: source.rtp,
    volatility: source.volatility,
    numberOfReels: source.numberOfReels,
    lines: source.lines,
    betRange: facts.betRange,
    maxWin: facts.maxWin,
    jackpot: game.jackpot,
    minBet: game.minBet,
    demoEnabled: game.demoEnabled,
    requirePassword: game.requirePassword,
    launchUrls: game.requirePassword ? null : game.launchUrls,
  };
}
