import type { MenuItem } from '@casino/core/schemas';
import { useMemo } from 'react';
import { usePlayerName } from '~/domains/player/session';

/**
 * A main menu as the visitor sees it (catalogue.md section 2): personalised items ("My games", "My
 * favorites") for a logged-in player only, so a guest, and every page's HTML, never shows them.
 */
export function useVisitorMenu(items: MenuItem[]): MenuItem[] {
  const player = usePlayerName() !== null;
  return useMemo(() => (player ? items : items.filter((item) => !item.isPersonalized)), [items, player]);
}
