/**
 * Watching a player query without loading it and without the gateway client (which a guest's first
 * visit does not carry): the session loads the player's data at login, a feature's own loader loads the
 * rest (favourites, the player's lists); a header badge, a shelf or a page only reads it. The data's
 * type is the definition's: a watcher cannot name another.
 */
import type { QueryDefinition } from '~/shared/data/define-query';
import { type UseQueryResult, useQuery } from '~/shared/data/use-query';

/** A query of the player's data: keyed by the username; what its fetcher needs is the loader's. */
export type PlayerQuery<T> = QueryDefinition<string, T, never>;

export function usePlayerQuery<T>(query: PlayerQuery<T>, username: string | null): UseQueryResult<T> {
  return useQuery(query.watch(username ?? ''));
}

export function usePlayerQueryData<T>(query: PlayerQuery<T>, username: string | null): T | undefined {
  return usePlayerQuery(query, username).data;
}
