import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { isHydrated } from '~/shared/hooks/use-hydrated';
import { dataClient } from './client';
import { hashKey, type QueryOptions, type QueryState } from './query-client';

/**
 * A query's state, watched while the component is mounted. The server and the hydrating browser see
 * only `initialData` (what the loader rendered with), so the markup matches; the browser then loads,
 * polls and refreshes through the one data client.
 */
export interface UseQueryResult<T> extends Pick<QueryState<T>, 'data' | 'error' | 'status'> {
  /** Loads now, even when fresh (a try-again action); resolves whether it succeeded. */
  refetch: () => Promise<boolean>;
}

/** `useQuery`'s answer for a component that also shows whether a load is under way. */
export interface UseQueryFetchingResult<T> extends UseQueryResult<T> {
  fetching: boolean;
}

/**
 * Whether the component would show anything new: its data, error or status changed, or, for one that
 * shows it, whether a load is under way.
 */
function sameShown<T>(state: QueryState<T>, shown: QueryState<T>, fetching: boolean): boolean {
  return (
    state.data === shown.data &&
    state.error === shown.error &&
    state.status === shown.status &&
    (!fetching || state.fetching === shown.fetching)
  );
}

/**
 * A query's data, error and status; `{ fetching: true }` adds whether a load is under way. The
 * snapshot stays the same object until something the component shows changes: React renders again
 * for every new snapshot, so hydration and each load would otherwise render every watcher (ADR 0029).
 */
export function useQuery<T>(options: QueryOptions<T>): UseQueryResult<T>;
export function useQuery<T>(options: QueryOptions<T>, watch: { fetching: true }): UseQueryFetchingResult<T>;
export function useQuery<T>(options: QueryOptions<T>, watch?: { fetching: true }): UseQueryFetchingResult<T> {
  const latest = useRef(options);
  latest.current = options;
  const hash = hashKey(options.key);
  const enabled = options.enabled ?? true;
  const fetching = watch?.fetching === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash and `enabled` stand for the options
  const subscribe = useCallback(
    (listener: () => void) => dataClient.watch(latest.current, listener),
    [hash, enabled],
  );
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
  const getSnapshot = useMemo(() => {
    let shown = serverState;
    return () => {
      const state = dataClient.getState(latest.current);
      if (!sameShown(state, shown, fetching)) shown = state;
      return shown;
    };
  }, [serverState, fetching]);
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
  return useMemo(
    () => ({ data: state.data, error: state.error, status: state.status, fetching: state.fetching, refetch }),
    [state, refetch],
  );
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

/**
 * `useQueryData` for a part that many components watch at once (a live table for each tile, 120 badges
 * on the live lobby): a change renders in a transition, which React slices between frames, where a
 * store's new snapshot makes React render every watcher synchronously, in the task that brought it (the
 * live feed's table list: one render of every badge of the page). A watcher whose part did not change
 * renders nothing. The first render shows the server's part during hydration, the store's after it.
 */
export function useQueryDataInTransition<T, S>(
  options: QueryOptions<T>,
  select: (data: T | undefined) => S,
): S {
  const latest = useRef(options);
  latest.current = options;
  const pick = useRef(select);
  pick.current = select;
  const hash = hashKey(options.key);
  const [shown, setShown] = useState<S>(() =>
    pick.current(isHydrated() ? dataClient.getState(options).data : options.initialData),
  );
  /** The part last handed to React: the same one again is no update. */
  const requested = useRef(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the options
  useEffect(() => {
    const update = () => {
      const part = pick.current(dataClient.getState(latest.current).data);
      // Not even queued: React keeps an update it dropped as unchanged, and renders the component again
      // for it with the next one.
      if (Object.is(part, requested.current)) return;
      requested.current = part;
      startTransition(() => setShown(() => part));
    };
    const stop = dataClient.watch(latest.current, update);
    // What changed between the first render and the watch.
    update();
    return stop;
  }, [hash]);
  return shown;
}
