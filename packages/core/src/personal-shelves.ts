/**
 * Personal shelves (catalogue.md sections 4, 9), pure: which personal type a games widget shows, the
 * player data it needs, and the shelf's game codes from that data and the catalogue. Why the shelves are
 * filled in the player's browser: ADR 0011; the choices the spec leaves open: ADR 0071.
 */
import { inLobby, isLiveCasinoGame } from './catalogue.ts';
import { type GameResult, type PlayerGameResult, recentWins, splitPlayerGames } from './player-games.ts';
import {
  RECOMMENDATION_PROFILES,
  recommendGames,
  type ScorableGame,
  type ScoringProfile,
} from './recommendations.ts';
import type { CategoryType, GameListSource } from './schemas.ts';

/** The player data a personal shelf type needs. */
export type PlayerDataNeed =
  | 'favourites'
  | 'player-games'
  | 'game-results'
  | 'special-categories'
  | 'personalised-games';

/**
 * The personalised category types (core's `PERSONALISED_CATEGORY_TYPES`) as a union, and the
 * recommendation service's types (from the same player-only call).
 */
export type PersonalShelfType =
  | 'popular'
  | 'recommended'
  | 'trending'
  | 'favourites'
  | 'favourites-live'
  | 'most-played'
  | 'recently-played'
  | 'recent-wins'
  | 'free-spins'
  | 'golden-chips'
  | 'tried-once'
  | 'because-you-like'
  | 'because-you-like-live'
  | 'because-you-played'
  | 'personalised-marketing';

const NEEDS: Readonly<Record<PersonalShelfType, readonly PlayerDataNeed[]>> = {
  favourites: ['favourites'],
  'favourites-live': ['favourites'],
  'because-you-like': ['favourites'],
  'because-you-like-live': ['favourites'],
  'most-played': ['player-games'],
  'recently-played': ['player-games'],
  'because-you-played': ['player-games'],
  'recent-wins': ['game-results'],
  'tried-once': ['special-categories'],
  'free-spins': ['special-categories'],
  'golden-chips': ['special-categories'],
  popular: ['special-categories'],
  recommended: ['special-categories'],
  trending: ['special-categories'],
  'personalised-marketing': ['personalised-games'],
};

const SOURCE_TYPES: Readonly<Partial<Record<GameListSource, PersonalShelfType>>> = {
  Favourites: 'favourites',
  FavouritesLive: 'favourites-live',
  BecauseYouLikeInternal: 'because-you-like',
  BecauseYouLikeLiveInternal: 'because-you-like-live',
  BecauseYouPlayedInternal: 'because-you-played',
  BecauseYouPlayedPggService: 'because-you-played',
  MostPlayed: 'most-played',
  RecentlyPlayed: 'recently-played',
  FreeSpins: 'free-spins',
  TriedOnce: 'tried-once',
  GoldenChips: 'golden-chips',
  RecentWins: 'recent-wins',
  BloomreachPersonalized: 'personalised-marketing',
  PopularPggService: 'popular',
  RecommendedPggService: 'recommended',
  TrendingPggService: 'trending',
};

/** The recommendation types, their profile and the lobby their candidates come from. */
const RECOMMENDATIONS: Readonly<
  Partial<Record<PersonalShelfType, { profile: ScoringProfile; lobby: 'casino' | 'live' }>>
> = {
  'because-you-like': { profile: RECOMMENDATION_PROFILES.casino, lobby: 'casino' },
  'because-you-like-live': { profile: RECOMMENDATION_PROFILES.live, lobby: 'live' },
  'because-you-played': { profile: RECOMMENDATION_PROFILES.playerGames, lobby: 'casino' },
};

/** Every personal shelf type (a browser checks the portal's shelf definitions against them). */
export const PERSONAL_SHELF_TYPES = Object.keys(NEEDS) as PersonalShelfType[];

// The predicate's type must be a CategoryType: TypeScript checks the union against the schema here.
function isPersonalShelfType(type: CategoryType): type is PersonalShelfType {
  return Object.hasOwn(NEEDS, type);
}

/**
 * The personal category type of a games widget: its category's type when that type is personal, else
 * the type of its personal source; null when neither is personal.
 */
export function personalShelfType(
  source: GameListSource,
  categoryType: CategoryType | null,
): PersonalShelfType | null {
  if (categoryType !== null && isPersonalShelfType(categoryType)) return categoryType;
  return SOURCE_TYPES[source] ?? null;
}

/** What each type needs (favourites, player games, game results, special categories, personalised games). */
export function personalShelfNeeds(type: PersonalShelfType): readonly PlayerDataNeed[] {
  return NEEDS[type];
}

export interface PlayerShelfInputs {
  /** Game codes, newest first. */
  favourites: readonly string[] | null;
  /** The gateway's played games, in its order. */
  playerGames: readonly PlayerGameResult[] | null;
  gameResults: readonly GameResult[] | null;
  /** Personalized/general/categories: type -> game codes. */
  special: Readonly<Partial<Record<string, readonly string[]>>> | null;
  /** The marketing service's recommendations (codes). */
  personalised: readonly string[] | null;
}

/** A catalogue game as the shelves read it: what scoring needs (with `type`), and a name if present. */
export type ShelfGame = ScorableGame & { name?: string };

/** Each code once, in order, when the catalogue knows it and it passes `keep`. */
function knownCodes<T extends ShelfGame>(
  codes: Iterable<string>,
  catalogue: ReadonlyMap<string, T>,
  keep: (game: T) => boolean = () => true,
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const code of codes) {
    if (seen.has(code)) continue;
    const game = catalogue.get(code);
    if (game === undefined || !keep(game)) continue;
    seen.add(code);
    result.push(code);
  }
  return result;
}

const codesOf = (results: readonly { gameType: string }[]) => results.map((result) => result.gameType);

/**
 * The player's own list a recommendation type is seeded from, codes known to the catalogue only:
 * because-you-like, the favourites in the casino lobby; because-you-like-live, the favourites that are
 * live casino games; because-you-played, all player games, most played first then recently played.
 * [] for other types and while the list is not loaded.
 */
export function recommendationPool(
  type: PersonalShelfType,
  inputs: PlayerShelfInputs,
  catalogue: ReadonlyMap<string, ShelfGame>,
): string[] {
  switch (type) {
    case 'because-you-like':
      return knownCodes(inputs.favourites ?? [], catalogue, (game) => inLobby(game, 'casino'));
    case 'because-you-like-live':
      return knownCodes(inputs.favourites ?? [], catalogue, isLiveCasinoGame);
    case 'because-you-played': {
      const { mostPlayed, recentlyPlayed } = splitPlayerGames(inputs.playerGames ?? []);
      return knownCodes([...codesOf(mostPlayed), ...codesOf(recentlyPlayed)], catalogue);
    }
    default:
      return [];
  }
}

/** because-you-like: casino; because-you-like-live: live; because-you-played: player games; else null. */
export function recommendationProfile(type: PersonalShelfType): ScoringProfile | null {
  return RECOMMENDATIONS[type]?.profile ?? null;
}

/**
 * A shelf's game codes in order, or null while the data it needs is not loaded. Only codes the catalogue
 * knows, each once. Favourites: the casino lobby's (`inLobby`); live favourites: the live casino games;
 * most / recently played: `splitPlayerGames`; recent wins: `recentWins`; tried once, free spins, golden
 * chips: the special category's list; personalised marketing: the marketing list; because-you-*:
 * `recommendGames` of the type's lobby against the `seed` game (casino lobby, or the live casino games for
 * because-you-like-live) with the type's profile, excluding the pool; [] when the seed is null or
 * unknown. No limit beyond the rules' own (recent wins 30, recommendations 30).
 */
export function personalShelfCodes(
  type: PersonalShelfType,
  inputs: PlayerShelfInputs,
  catalogue: ReadonlyMap<string, ShelfGame>,
  seed: string | null,
): string[] | null {
  switch (type) {
    case 'favourites':
      return inputs.favourites && knownCodes(inputs.favourites, catalogue, (game) => inLobby(game, 'casino'));
    case 'favourites-live':
      return inputs.favourites && knownCodes(inputs.favourites, catalogue, isLiveCasinoGame);
    case 'most-played':
    case 'recently-played': {
      if (!inputs.playerGames) return null;
      const split = splitPlayerGames(inputs.playerGames);
      return knownCodes(codesOf(type === 'most-played' ? split.mostPlayed : split.recentlyPlayed), catalogue);
    }
    case 'recent-wins':
      return (
        inputs.gameResults &&
        codesOf(recentWins(inputs.gameResults.filter((result) => catalogue.has(result.gameType))))
      );
    case 'tried-once':
    case 'free-spins':
    case 'golden-chips':
    case 'popular':
    case 'recommended':
    case 'trending':
      return inputs.special && knownCodes(inputs.special[type] ?? [], catalogue);
    case 'personalised-marketing':
      return inputs.personalised && knownCodes(inputs.personalised, catalogue);
    case 'because-you-like':
    case 'because-you-like-live':
    case 'because-you-played': {
      const loaded = type === 'because-you-played' ? inputs.playerGames : inputs.favourites;
      if (!loaded) return null;
      const seedGame = seed === null ? undefined : catalogue.get(seed);
      if (seedGame === undefined) return [];
      const { profile, lobby } = RECOMMENDATIONS[type] as {
        profile: ScoringProfile;
        lobby: 'casino' | 'live';
      };
      const candidates: ShelfGame[] = [];
      for (const game of catalogue.values()) if (inLobby(game, lobby)) candidates.push(game);
      const pool = recommendationPool(type, inputs, catalogue);
      return recommendGames(seedGame, candidates, pool, profile).map((game) => game.gameCode);
    }
  }
}

/** Refresh is disabled when every game of the pool is already a seed (catalogue.md section 4). */
export function canRefreshSeed(pool: readonly string[], seedsInUse: ReadonlySet<string>): boolean {
  return pool.some((code) => !seedsInUse.has(code));
}
