/**
 * The player's client overview (shell.md section 4): loaded with the login's data, watched for the
 * self-exclusion from bonuses that hides every bonus feature (catalogue.md section 5).
 */
import { isSelfExcludedForBonuses } from '@casino/core/bonuses';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import { defineQuery } from '~/shared/data/define-query';
import { playerKey } from './player-keys';
import { usePlayerQuery } from './player-watch';

export const overviewQuery = defineQuery({
  key: (username: string) => playerKey(username, 'overview'),
  fetch: (_username, gateway: () => GatewayClient) => gateway().clientOverview(),
  staleMs: Number.POSITIVE_INFINITY,
});

/**
 * Whether the player is self-excluded from bonuses (a CrossProduct or Casino product setting); null
 * while it is not known (no player, or the overview not loaded yet). A failed overview counts as
 * excluded: a bonus is never offered to a player who may be self-excluded.
 */
export function useBonusExclusion(username: string | null): boolean | null {
  const overview = usePlayerQuery(overviewQuery, username);
  if (username === null) return null;
  if (overview.data !== undefined) return isSelfExcludedForBonuses(overview.data);
  return overview.status === 'error' ? true : null;
}
