import type { Promotion } from '@casino/core/schemas';

/**
 * A guest sees promotions visible to all or to visitors who are not logged in (shell.md section 5:
 * restricted when visibleTo is set, is not all, and does not match the logged-in state).
 */
export function visibleToGuest(promotion: Pick<Promotion, 'visibleTo'>): boolean {
  return (
    promotion.visibleTo === null || promotion.visibleTo === 'all' || promotion.visibleTo === 'not-logged-in'
  );
}
