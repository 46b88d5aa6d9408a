import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { dataClient } from './client';
import { hashKey, type QueryOptions, type QueryState } from './query-client';

/**
 * A query's state, watched while the component is mounted. The server and the hydrating browser see
 * only `initialData` (what the loader rendered with), so the markup matches; the browser then loads,
 * polls and refreshes through the one data client.
 */
export function useQuery<T>(options: QueryOptions<T>): QueryState<T> {
  const latest = useRef(options);
  latest.current = options;
  const hash = hashKey(options.key);
  const enabled = options.enabled ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash and `enabled` stand for the options
  const subscribe = useCallback(
    (listener: () => void) => dataClient.watch(latest.current, listener),
    [hash, enabled],
  );
  const getSnapshot = () => dataClient.getState(latest.current);
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
  return useSyncExternalStore(subscribe, getSnapshot, () => serverState);
}
