import { promotionsBadgeCount } from '@casino/core/bonuses';
import { splitPromotions, visiblePromotions } from '@casino/core/promotions';
import { useMemo } from 'react';
import { bonusesQuery, bonusTemplatesQuery, marketingTagsQuery } from '~/domains/player/bonus-data';
import { useBonusExclusion } from '~/domains/player/overview';
import { usePlayerQueryData } from '~/domains/player/player-watch';
import { usePlayerName } from '~/domains/player/session';
import { useShell } from '~/shared/context/shell-data';

/**
 * The Promotions badge (shell.md section 2): the player's current bonuses plus the promotions they are
 * opted in to (by template code or marketing tag) among those a logged-in player sees; 0 for a guest
 * and for a player self-excluded from bonuses (whose bonus features are hidden).
 */
export function usePromotionsBadge(): number {
  const shell = useShell();
  const player = usePlayerName();
  // Read only (the session loads them at login): the gateway client stays out of a guest's first visit.
  const bonuses = usePlayerQueryData(bonusesQuery, player);
  const templates = usePlayerQueryData(bonusTemplatesQuery, player);
  const tags = usePlayerQueryData(marketingTagsQuery, player);
  const excluded = useBonusExclusion(player);
  return useMemo(() => {
    if (!player || !shell || excluded !== false) return 0;
    const { active } = splitPromotions(visiblePromotions(shell.promotions, true), {
      templateCodes: templates ?? [],
      tagNames: tags ?? [],
    });
    return promotionsBadgeCount(bonuses?.length ?? 0, active.length);
  }, [player, shell, excluded, bonuses, templates, tags]);
}
