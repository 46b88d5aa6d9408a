import type { CategoryType, GameLayoutType, GameListSource } from './schemas.ts';

/**
 * catalogue.md section 9: 20 generic, 30 dynamic or recommended, 12 jackpot, 10 top games, 5 bonus (15
 * on mobile).
 */
export const SHELF_SIZE = {
  generic: 20,
  dynamic: 30,
  jackpot: 12,
  top: 10,
  bonus: 5,
  bonusMobile: 15,
} as const;

/** Dynamic and recommended lists: the recommendation service's, the marketing service's and our own. */
const DYNAMIC_TYPES: ReadonlySet<CategoryType> = new Set([
  'popular',
  'recommended',
  'trending',
  'personalised-marketing',
  'because-you-like',
  'because-you-like-live',
  'because-you-played',
]);

/**
 * The bonus shelves: the games a player's free spins or golden chips can be played on (hidden, like
 * every bonus feature, for a player self-excluded from bonuses).
 */
export const BONUS_SHELF_TYPES: ReadonlySet<CategoryType> = new Set(['free-spins', 'golden-chips']);

export function shelfSize(
  layout: GameLayoutType,
  categoryType: CategoryType | null,
  jackpotShelf: boolean,
  mobile = false,
): number {
  if (layout === 'Top10') return SHELF_SIZE.top;
  if (jackpotShelf) return SHELF_SIZE.jackpot;
  if (categoryType && BONUS_SHELF_TYPES.has(categoryType))
    return mobile ? SHELF_SIZE.bonusMobile : SHELF_SIZE.bonus;
  if (categoryType && DYNAMIC_TYPES.has(categoryType)) return SHELF_SIZE.dynamic;
  return SHELF_SIZE.generic;
}

/** Sources that only a logged-in player has: guests never see these shelves. */
export const PERSONAL_SOURCES: ReadonlySet<GameListSource> = new Set([
  'Favourites',
  'FavouritesLive',
  'BecauseYouLikeInternal',
  'BecauseYouPlayedInternal',
  'MostPlayed',
  'RecentlyPlayed',
  'FreeSpins',
  'TriedOnce',
  'GoldenChips',
  'BecauseYouLikeLiveInternal',
  'RecentWins',
  'BloomreachPersonalized',
  'BecauseYouPlayedPggService',
]);
