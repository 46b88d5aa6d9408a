/**
 * The personal shelves' rules for the portal, pure and shared by server and browser: what a shelf
 * definition holds, the page a shelf's "show all" opens, the toasts of catalogue.md section 8, and the
 * hint each empty shelf gives.
 */

import type { Lobby } from '@casino/core/filters';
import {
  DEFAULT_PERSONAL_CATEGORY_SLUGS,
  type PersonalCategorySlugs,
  type PersonalCategoryType,
  personalCategoryRoute,
} from '@casino/core/personal-categories';
import type { PersonalShelfType } from '@casino/core/personal-shelves';
import type { GameLayoutType, PageKind } from '@casino/core/schemas';
import { shelfSize } from '@casino/core/shelves';
import type { TranslationKey } from '~/shared/i18n/keys';
import { portalPath } from '~/shared/routing/portal-path';

/** Where a personal shelf goes: its widget's id and game layout, on a layout page of a lobby. */
export interface PersonalSlotProps {
  /** The widget's id. */
  id: string;
  layout: GameLayoutType;
  page: PageKind;
  lobby: Lobby;
  eager?: boolean;
}

/** One personal games widget of a layout, as `/api/personal-shelves` serves it. */
export interface PersonalShelfDefinition {
  /** The widget's id: the slot the page's HTML reserved for it. */
  id: string;
  type: PersonalShelfType;
  title: string;
  layout: GameLayoutType;
  /** The personal page listing the same games; null for the recommendation shelves (no page). */
  href: string | null;
}

export interface PersonalShelvesAnswer {
  /** The personal shelves of the requested layout, in its order. */
  shelves: PersonalShelfDefinition[];
  /** The title of each personal category of the lobby (a personal page's heading). */
  titles: Partial<Record<PersonalShelfType, string>>;
}

function hasPage(type: PersonalShelfType): type is PersonalCategoryType {
  return type in DEFAULT_PERSONAL_CATEGORY_SLUGS;
}

/** The personal page of a type (catalogue.md section 2), in the live lobby's routes when it is live-only. */
export function personalShelfHref(
  type: PersonalShelfType,
  liveLayout: boolean,
  slugs: PersonalCategorySlugs = DEFAULT_PERSONAL_CATEGORY_SLUGS,
): string | null {
  if (!hasPage(type)) return null;
  const route = personalCategoryRoute(type, liveLayout, slugs);
  return route.path === '/utilizator/preferate' || route.path === '/cazinou-live/utilizator/preferate'
    ? portalPath(route.path)
    : portalPath(route.path, route.params);
}

/** Games a shelf shows (catalogue.md section 9): 20, 30 for a recommended list, 5 (15 on mobile) for a bonus. */
export function personalShelfSize(
  definition: Pick<PersonalShelfDefinition, 'type' | 'layout'>,
  mobile: boolean,
): number {
  return shelfSize(definition.layout, definition.type, false, mobile);
}

/** The recommendation types: seeded from the player's own list, with a refresh. */
export const RECOMMENDATION_TYPES: ReadonlySet<PersonalShelfType> = new Set([
  'because-you-like',
  'because-you-like-live',
  'because-you-played',
]);

/** The message key of an empty shelf: what the player can do to fill it. */
export function emptyShelfKey(type: PersonalShelfType): TranslationKey {
  switch (type) {
    case 'favourites':
    case 'favourites-live':
      return 'personal.empty.favourites';
    case 'because-you-like':
    case 'because-you-like-live':
      return 'personal.empty.becauseYouLike';
    case 'most-played':
    case 'recently-played':
    case 'tried-once':
    case 'because-you-played':
      return 'personal.empty.played';
    case 'recent-wins':
      return 'personal.empty.wins';
    case 'free-spins':
    case 'golden-chips':
      return 'personal.empty.bonus';
    default:
      return 'personal.empty.other';
  }
}
