/**
 * Watching a player query without loading it and without the gateway client (which a guest's first
 * visit does not carry): the session loads the player's data at login, a feature's own loader loads the
 * rest (favourites, the player's lists); a header badge, a shelf or a page only reads it.
 */
import { isSelfExcludedForBonuses, type SelfExclusionOverview } from '@casino/core/bonuses';
import { type UseQueryResult, useQuery } from '~/shared/data/use-query';
import { type PlayerQueryName, playerKey } from './player-keys';

export function usePlayerQuery<T>(name: PlayerQueryName, username: string | null): UseQueryResult<T> {
  return useQuery<T>({ key: playerKey(username ?? '', name), enabled: false });
}

export function usePlayerQueryData<T>(name: PlayerQueryName, username: string | null): T | undefined {
  return usePlayerQuery<T>(name, username).data;
}

/**
 * Whether the player is self-excluded from bonuses (catalogue.md section 5: a CrossProduct or Casino
 * product setting), which hides every bonus feature; null while it is not known (no player, or the
 * overview not loaded yet). A failed overview counts as excluded: a bonus is never offered to a player
 * who may be self-excluded.
 */
export function useBonusExclusion(username: string | null): boolean | null {
  const overview = usePlayerQuery<SelfExclusionOverview>('overview', username);
  if (username === null) return null;
  if (overview.data !== undefined) return isSelfExcludedForBonuses(overview.data);
  return overview.status === 'error' ? true : null;
}
