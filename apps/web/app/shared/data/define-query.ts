/**
 * A query bound to its data type and its fetcher (as TanStack Query's `queryOptions`): the type of the
 * data comes from the definition, so a watcher cannot name another one. `S` is what the fetcher needs
 * that its module does not import (the gateway client): a watcher reads the query without it, so a
 * guest's first visit does not carry the loader's code (ADR 0069).
 */
import type { QueryKey, QueryOptions } from './query-client';

/** How a definition's query loads and stays: everything of `QueryOptions` but the key and the fetcher. */
type LoadPolicy<T> = Pick<QueryOptions<T>, 'staleMs' | 'pollMs' | 'retry' | 'keepMs'>;

export interface QuerySpec<A, T, S> extends LoadPolicy<T> {
  key: (args: A) => QueryKey;
  fetch: (args: A, sources: S, signal: AbortSignal) => Promise<T>;
}

export interface QueryDefinition<A, T, S = void> {
  key(args: A): QueryKey;
  /** The query that loads (given the fetcher's sources). */
  load(args: A, sources: S): QueryOptions<T>;
  /** The query watched only: never loaded from here (its loader is another module's). */
  watch(args: A): QueryOptions<T>;
}

export function defineQuery<A, T, S = void>(spec: QuerySpec<A, T, S>): QueryDefinition<A, T, S> {
  const { key, fetch, ...policy } = spec;
  return {
    key,
    load: (args, sources) => ({ key: key(args), fetch: (signal) => fetch(args, sources, signal), ...policy }),
    watch: (args) => ({ key: key(args), enabled: false }),
  };
}
