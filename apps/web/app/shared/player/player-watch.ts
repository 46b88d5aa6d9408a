/**
 * Watching a player query without loading it and without the gateway client (which a guest's first
 * visit does not carry): the session loads the player's data at login; a header badge or a page only
 * reads it.
 */
import { useQuery } from '~/shared/data/use-query';
import { type PlayerQueryName, playerKey } from './player-keys';

export function usePlayerQueryData<T>(name: PlayerQueryName, username: string | null): T | undefined {
  return useQuery<T>({ key: playerKey(username ?? '', name), enabled: false }).data;
}
