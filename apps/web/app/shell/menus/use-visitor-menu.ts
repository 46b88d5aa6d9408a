import type { MenuItem } from '@casino/core/schemas';
import { useMemo } from 'react';
import { useSession } from '~/features/session';

/**
 * A main menu as the visitor sees it (catalogue.md section 2): personalised items ("My games", "My
 * favorites") for a logged-in player only, so a guest, and every page's HTML, never shows them.
 */
export function useVisitorMenu(items: MenuItem[]): MenuItem[] {
  const { status } = useSession();
  const player = status === 'authenticated';
  return useMemo(() => (player ? items : items.filter((item) => !item.isPersonalized)), [items, player]);
}
