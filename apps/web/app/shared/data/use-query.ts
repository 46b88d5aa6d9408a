import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { dataClient } from './client';
import { hashKey, type QueryOptions, type QueryState } from './query-client';

/**
 * A query's state, watched while the component is mounted. The server and the hydrating browser see
 * only `initialData` (what the loader rendered with), so the markup matches; the browser then loads,
 * polls and refreshes through the one data client.
 */
export interface UseQueryResult<T> extends QueryState<T> {
  /** Loads now, even when fresh (a try-again action); resolves whether it succeeded. */
  refetch: () => Promise<boolean>;
}

/**
 * The server's snapshot while the client's state says the same (the same data, error and status, when
 * it was loaded aside). The client's state is another object (its entry's): React would render every
 * component watching a query again, synchronously, right after hydration, the page chrome among them
 * (ADR 0029).
 */
function unchangedFrom<T>(state: QueryState<T>, server: QueryState<T>): QueryState<T> {
  const same =
    state.data === server.data &&
    state.error === server.error &&
    state.status === server.status &&
    state.fetching === server.fetching;
  return same ? server : state;
}

export function useQuery<T>(options: QueryOptions<T>): UseQueryResult<T> {
  const latest = useRef(options);
  latest.current = options;
  const hash = hashKey(options.key);
  const enabled = options.enabled ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash and `enabled` stand for the options
  const subscribe = useCallback(
    (listener: () => void) => dataClient.watch(latest.current, listener),
    [hash, enabled],
  );
  const getSnapshot = () => unchangedFrom(dataClient.getState(latest.current), serverState);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one server snapshot per key
  const serverState = useMemo<QueryState<T>>(
    () => ({
      data: options.initialData,
      error: null,
      status: options.initialData === undefined ? 'pending' : 'success',
      updatedAt: 0,
      fetching: false,
    }),
    [hash],
  );
  const state = useSyncExternalStore(subscribe, getSnapshot, () => serverState);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one refetch per key
  const refetch = useCallback(
    () =>
      dataClient.fetch(latest.current, { force: true }).then(
        () => true,
        () => false,
      ),
    [hash],
  );
  return useMemo(() => ({ ...state, refetch }), [state, refetch]);
}

/**
 * One part of a query's data, watched like `useQuery`, re-rendering only when that part changes (a live
 * table among hundreds). `select` must return the same value for the same data (e.g. a record of it).
 */
export function useQueryData<T, S>(options: QueryOptions<T>, select: (data: T | undefined) => S): S {
  const latest = useRef(options);
  latest.current = options;
  const pick = useRef(select);
  pick.current = select;
  const hash = hashKey(options.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the options
  const subscribe = useCallback((listener: () => void) => dataClient.watch(latest.current, listener), [hash]);
  return useSyncExternalStore(
    subscribe,
    () => pick.current(dataClient.getState(latest.current).data),
    () => pick.current(latest.current.initialData),
  );
}
