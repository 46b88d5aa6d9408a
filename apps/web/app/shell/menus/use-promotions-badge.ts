import { isSelfExcludedForBonuses, promotionsBadgeCount } from '@casino/core/bonuses';
import { splitPromotions, visiblePromotions } from '@casino/core/promotions';
import { useMemo } from 'react';
import { useSession } from '~/features/session';
import { useShell } from '~/shared/context/shell-data';
import { useQuery } from '~/shared/data/use-query';
import {
  bonusesQuery,
  bonusTemplatesQuery,
  marketingTagsQuery,
  useBonusList,
} from '~/shared/player/bonus-data';
import { overviewQuery } from '~/shared/player/player-data';

/**
 * The Promotions badge (shell.md section 2): the player's current bonuses plus the promotions they are
 * opted in to (by template code or marketing tag) among those a logged-in player sees; 0 for a guest
 * and for a player self-excluded from bonuses (whose bonus features are hidden).
 */
export function usePromotionsBadge(): number {
  const shell = useShell();
  const { status, username } = useSession();
  const player = status === 'authenticated' ? username : null;
  const bonuses = useBonusList(bonusesQuery, player).data;
  const templates = useBonusList(bonusTemplatesQuery, player).data;
  const tags = useBonusList(marketingTagsQuery, player).data;
  const overview = useQuery({ ...overviewQuery(player ?? ''), enabled: false }).data;
  return useMemo(() => {
    if (!player || !shell || overview === undefined || isSelfExcludedForBonuses(overview)) return 0;
    const { active } = splitPromotions(visiblePromotions(shell.promotions, true), {
      templateCodes: templates ?? [],
      tagNames: tags ?? [],
    });
    return promotionsBadgeCount(bonuses?.length ?? 0, active.length);
  }, [player, shell, overview, bonuses, templates, tags]);
}
