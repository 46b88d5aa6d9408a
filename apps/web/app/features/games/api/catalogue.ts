/**
 * The lobby catalogue resource (architecture.md, data flow 2): the whole lobby's games as core's compact
 * projection, with the lobby's categories, collections and providers, served once per content version by
 * the portal's `/api/catalog` route and loaded by the browser when filters, search, winners or all-games
 * need it.
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import type { Lobby } from '@casino/core/filters';
import type { AssetImage } from '@casino/core/schemas';
import { useEffect, useState } from 'react';
import { type ClientContentContext, useContentContext } from '~/shared/context/content-context';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import { useQuery } from '~/shared/data/use-query';

export interface TaxonomyEntry {
  id: string;
  slug: string;
  name: string;
  image: AssetImage | null;
}

/** What filters and search need in the browser: one lobby's games and its taxonomies. */
export interface LobbyCatalogue {
  games: CatalogueGame[];
  categories: TaxonomyEntry[];
  collections: TaxonomyEntry[];
  providers: TaxonomyEntry[];
}

/** The catalogue changes with the content; an hour's freshness, kept while the visitor browses. */
const CATALOGUE_STALE_MS = 60 * 60_000;
const CATALOGUE_KEEP_MS = 60 * 60_000;

export function catalogueQuery(
  ctx: Pick<ClientContentContext, 'locale' | 'status'>,
  lobby: Lobby,
): QueryOptions<LobbyCatalogue> {
  const query = new URLSearchParams({ lang: ctx.locale, status: ctx.status, lobby });
  return {
    key: ['catalogue', lobby, ctx.locale, ctx.status],
    fetch: (signal) => fetchJson(`/api/catalog?${query}`, { signal }) as Promise<LobbyCatalogue>,
    staleMs: CATALOGUE_STALE_MS,
    keepMs: CATALOGUE_KEEP_MS,
  };
}

/** The catalogue for code outside React (the global API). */
export function loadCatalogue(ctx: Pick<ClientContentContext, 'locale' | 'status'>, lobby: Lobby) {
  return dataClient.fetch(catalogueQuery(ctx, lobby));
}

function useAfter(delayMs: number): boolean {
  const [passed, setPassed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return passed;
}

/**
 * The lobby's whole catalogue, loaded once after hydration and shared by every page that needs it. A
 * `delayMs` lets a page that only needs it later (the winners refresh) leave the first seconds alone.
 */
export function useCatalogue(
  lobby: Lobby,
  options: { delayMs?: number } = {},
): { catalogue: LobbyCatalogue | null; failed: boolean } {
  const ctx = useContentContext();
  const enabled = useAfter(options.delayMs ?? 0);
  const { data, status } = useQuery({ ...catalogueQuery(ctx, lobby), enabled });
  return { catalogue: data ?? null, failed: status === 'error' };
}
