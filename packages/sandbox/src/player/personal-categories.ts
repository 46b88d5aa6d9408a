/**
 * The personalised categories and the marketing service's recommendations, computed from the player's
 * stored favourites, rounds and bonuses with core's own rules, so the shelves the portal builds from the
 * gateway and from these lists agree. Each list: README, "Personalised categories".
 */
import { activeGamingBonuses } from '@casino/core/bonuses';
import { type CatalogueGame, isLiveCasinoGame, toCatalogueGame } from '@casino/core/catalogue';
import {
  gameResultsRequest,
  MINIMUM_GAME_ROUND_COUNT,
  playerGamesRequest,
  recentWins,
  splitPlayerGames,
} from '@casino/core/player-games';
import { RECOMMENDATION_PROFILES, recommendGames, type ScoringProfile } from '@casino/core/recommendations';
import { CATEGORY_TYPES, type CategoryType, type PersonalizedCategory } from '@casino/core/schemas';
import type { SandboxCatalogue } from '../catalogue.ts';
import type { PlayerStore } from './store.ts';

const LIST_SIZE = 30;
const MARKETING_SIZE = 12;
/** Seconds the marketing service's answer stays fresh. */
export const PERSONALISED_GAMES_DURATION = 900;
const WEEK = 7 * 86_400_000;

const projections = new WeakMap<
  SandboxCatalogue,
  { all: CatalogueGame[]; byCode: Map<string, CatalogueGame> }
>();

function projection(catalogue: SandboxCatalogue) {
  let cached = projections.get(catalogue);
  if (!cached) {
    const all = catalogue.games.map(toCatalogueGame);
    cached = { all, byCode: new Map(all.map((game) => [game.gameCode, game])) };
    projections.set(catalogue, cached);
  }
  return cached;
}

interface PlayerFacts {
  favourites: CatalogueGame[];
  /** Games of the catalogue played in the last month, the latest played first. */
  played: { gameCode: string; rounds: number }[];
  /** The most played of them (the first on a tie). */
  mostPlayed: CatalogueGame | undefined;
}

function facts(
  store: PlayerStore,
  catalogue: SandboxCatalogue,
  username: string,
  since: number,
  now: number,
): PlayerFacts {
  const { byCode } = projection(catalogue);
  const played = store
    .playedGames(username, since, now, 1)
    .filter((game) => byCode.has(game.gameCode))
    .map((game) => ({ gameCode: game.gameCode, rounds: game.rounds }));
  const top = played.reduce<(typeof played)[number] | undefined>(
    (best, game) => (best && best.rounds >= game.rounds ? best : game),
    undefined,
  );
  return {
    favourites: store
      .favourites(username)
      .map((favourite) => byCode.get(favourite.gameCode))
      .filter((game): game is CatalogueGame => game !== undefined),
    played,
    mostPlayed: top && byCode.get(top.gameCode),
  };
}

function recommend(
  catalogue: SandboxCatalogue,
  seed: CatalogueGame | undefined,
  pool: (game: CatalogueGame) => boolean,
  own: readonly string[],
  profile: ScoringProfile,
  limit = LIST_SIZE,
): string[] {
  if (!seed) return [];
  const candidates = projection(catalogue).all.filter(pool);
  return recommendGames(seed, candidates, own, profile, limit).map((game) => game.gameCode);
}

const isCasino = (game: CatalogueGame) => !isLiveCasinoGame(game);

/** The commercial top of the casino games: what a service recommends to someone it knows nothing about. */
function commercialTop(catalogue: SandboxCatalogue, limit: number): string[] {
  return projection(catalogue)
    .all.filter(isCasino)
    .sort((a, b) => b.commercialTier - a.commercialTier || b.promotionLevel - a.promotionLevel)
    .slice(0, limit)
    .map((game) => game.gameCode);
}

/**
 * The marketing service's recommendations for a customer: seeded by the most played casino game (else
 * the first casino favourite), the commercial top when the seed has no neighbours; nothing for a
 * customer it does not know or knows nothing about (no favourites, no play in the last month).
 */
export function personalisedGames(
  store: PlayerStore,
  catalogue: SandboxCatalogue,
  username: string | null,
): string[] {
  if (!username) return [];
  const now = store.now();
  const known = facts(store, catalogue, username, Date.parse(playerGamesRequest(now, 'ro').startDate), now);
  const own = [
    ...known.played.map((game) => game.gameCode),
    ...known.favourites.map((game) => game.gameCode),
  ];
  if (own.length === 0) return [];
  const seed =
    known.mostPlayed && isCasino(known.mostPlayed) ? known.mostPlayed : known.favourites.find(isCasino);
  const list = recommend(catalogue, seed, isCasino, own, RECOMMENDATION_PROFILES.casino, MARKETING_SIZE);
  return list.length > 0 ? list : commercialTop(catalogue, MARKETING_SIZE);
}

/** One list per personal category type for a player; none for a guest. */
export function personalCategoriesFor(
  store: PlayerStore,
  catalogue: SandboxCatalogue,
  username: string | null,
): PersonalizedCategory[] {
  if (!username) return [];
  const now = store.now();
  const since = Date.parse(playerGamesRequest(now, 'ro').startDate);
  const { byCode } = projection(catalogue);
  const known = facts(store, catalogue, username, since, now);
  const split = splitPlayerGames(
    known.played
      .filter((game) => game.rounds >= MINIMUM_GAME_ROUND_COUNT)
      .map((game) => ({ gameType: game.gameCode, gameRoundCount: game.rounds })),
  );
  // What the portal's own gameResults call answers: the newest page of the last month's rounds.
  const page = gameResultsRequest(now);
  const wins = recentWins(
    store
      .gameRounds(username, {
        start: Date.parse(page.startDatetime),
        end: now,
        excludeKinds: page.filterOutParameters,
        nearest: page.nearestGames,
        order: page.order,
        offset: 0,
        limit: page.max,
      })
      .rows.filter((round) => byCode.has(round.gameCode))
      .map((round) => ({ gameType: round.gameCode, win: round.winCents })),
  );
  const gaming = activeGamingBonuses(
    store.bonuses(username, ['ACTIVE']).map((bonus) => ({
      bonusStatus: bonus.status,
      bonusType: bonus.playType,
      selectedGames: bonus.selectedGames,
      freeSpinsCountRemaining: bonus.freeSpinsRemaining,
      goldenChips: { goldenChipsCountRemaining: bonus.goldenChipsRemaining },
    })),
  );
  const bonusGames = (types: readonly string[]) => [
    ...new Set(
      gaming
        .filter((bonus) => types.includes(bonus.bonusType))
        .flatMap((bonus) => bonus.selectedGames ?? [])
        .filter((code) => byCode.has(code)),
    ),
  ];
  const favouriteCodes = known.favourites.map((game) => game.gameCode);
  const playedCodes = known.played.map((game) => game.gameCode);
  const recommended = recommend(
    catalogue,
    known.mostPlayed ?? known.favourites[0],
    () => true,
    [...playedCodes, ...favouriteCodes],
    RECOMMENDATION_PROFILES.playerGames,
  );
  const popular = (window: number) =>
    store
      .popularGames(now - window, LIST_SIZE * 2)
      .filter((code) => byCode.has(code))
      .slice(0, LIST_SIZE);

  const lists: Record<Exclude<CategoryType, 'default'>, string[]> = {
    favourites: known.favourites.filter(isCasino).map((game) => game.gameCode),
    'favourites-live': known.favourites.filter(isLiveCasinoGame).map((game) => game.gameCode),
    'because-you-like': recommend(
      catalogue,
      known.favourites.find(isCasino),
      isCasino,
      favouriteCodes,
      RECOMMENDATION_PROFILES.casino,
    ),
    'because-you-like-live': recommend(
      catalogue,
      known.favourites.find(isLiveCasinoGame),
      isLiveCasinoGame,
      favouriteCodes,
      RECOMMENDATION_PROFILES.live,
    ),
    'because-you-played': recommend(
      catalogue,
      known.mostPlayed,
      isCasino,
      playedCodes,
      RECOMMENDATION_PROFILES.playerGames,
    ),
    'free-spins': bonusGames(['freespins', 'freespins2']),
    'golden-chips': bonusGames(['goldenchips']),
    'most-played': split.mostPlayed.map((game) => game.gameType),
    'recently-played': split.recentlyPlayed.map((game) => game.gameType),
    'tried-once': known.played.filter((game) => game.rounds === 1).map((game) => game.gameCode),
    'recent-wins': wins.map((win) => win.gameType),
    'personalised-marketing': personalisedGames(store, catalogue, username),
    popular: popular(now - since),
    recommended: recommended.length > 0 ? recommended : commercialTop(catalogue, LIST_SIZE),
    trending: popular(WEEK),
  };
  return CATEGORY_TYPES.filter((type) => type !== 'default').map((type) => ({
    type,
    games: lists[type].slice(0, LIST_SIZE),
  }));
}
