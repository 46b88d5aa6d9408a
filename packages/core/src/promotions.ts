/**
 * Promotions (catalogue.md sections 4-5, shell.md section 4): restriction by audience, and the split into
 * active (the user opted in by template code or tag name) and available (all others).
 *
 * Choice where the spec is silent: a guest has no opt-ins, so every visible promotion is available.
 */
import type { Promotion } from './schemas.ts';

export type PromotionAudience = Pick<Promotion, 'visibleTo'>;

/** Restricted when visibleTo is set, is not all, and does not match the logged-in state. */
export function isPromotionRestricted(promotion: PromotionAudience, loggedIn: boolean): boolean {
  if (promotion.visibleTo === null || promotion.visibleTo === 'all') return false;
  return promotion.visibleTo !== (loggedIn ? 'logged-in' : 'not-logged-in');
}

/**
 * What a promotion's page shows, from its audience and the session (pending, guest, authenticated).
 * The server renders one page for every visitor, so the browser decides once the session is known:
 * a players-only promotion waits for the session, and a promotion of the other audience shows who it
 * is for instead of its offer (the restriction above, said rather than a 404).
 */
export type PromotionPageView = 'offer' | 'checking' | 'for-players' | 'for-guests';

export function promotionPageView(
  promotion: PromotionAudience,
  session: 'pending' | 'guest' | 'authenticated',
): PromotionPageView {
  if (session === 'pending') return promotion.visibleTo === 'logged-in' ? 'checking' : 'offer';
  const loggedIn = session === 'authenticated';
  if (!isPromotionRestricted(promotion, loggedIn)) return 'offer';
  return loggedIn ? 'for-guests' : 'for-players';
}

export function visiblePromotions<T extends PromotionAudience>(
  promotions: readonly T[],
  loggedIn: boolean,
): T[] {
  return promotions.filter((promotion) => !isPromotionRestricted(promotion, loggedIn));
}

export interface PromotionOptIns {
  templateCodes: readonly string[];
  tagNames: readonly string[];
}

export interface PromotionSplit<T> {
  active: T[];
  available: T[];
}

export function isPromotionActive(
  promotion: Pick<Promotion, 'templateCode' | 'tagName'>,
  optIns: PromotionOptIns,
): boolean {
  return (
    (promotion.templateCode !== null && optIns.templateCodes.includes(promotion.templateCode)) ||
    (promotion.tagName !== null && optIns.tagNames.includes(promotion.tagName))
  );
}

export function splitPromotions<T extends Pick<Promotion, 'templateCode' | 'tagName'>>(
  promotions: readonly T[],
  optIns: PromotionOptIns,
): PromotionSplit<T> {
  const split: PromotionSplit<T> = { active: [], available: [] };
  for (const promotion of promotions)
    (isPromotionActive(promotion, optIns) ? split.active : split.available).push(promotion);
  return split;
}
