/**
 * The lobby catalogue resource (architecture.md, data flow 2): the whole lobby's games in core's
 * columnar wire shape (`catalogue-wire.ts`, ADR 0020), with the lobby's categories, collections and
 * providers, served once per content version by the portal's `/api/catalog` route and loaded by the
 * browser when filters, search, winners or all-games need it. The answer is checked and decoded once,
 * when it arrives; a wrong one is a failed load (errors.failed-to-fetch-games with try again), never a
 * page that breaks on a missing field (issue 14 item 6).
 */
import type { Lobby } from '@casino/core/filters';
import { useEffect, useState } from 'react';
import { type ClientContentContext, useContentContext } from '~/shared/context/content-context';
import { dataClient } from '~/shared/data/client';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import { useQuery } from '~/shared/data/use-query';
import { useFailureToast } from '~/shared/snackbars/snackbars';
import type { LobbyCatalogue } from './catalogue-types';

export type { LobbyCatalogue, TaxonomyEntry } from './catalogue-types';

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
    // The checks and the decoder load with the answer, not with the page (only pages that need the
    // catalogue pay for them), and never during the first evaluation of the page's chunks.
    fetch: async (signal) => {
      const [{ parseCatalogueAnswer }, answer] = await Promise.all([
        import('./catalogue-answer'),
        fetchJson(`/api/catalog?${query}`, { signal }),
      ]);
      return parseCatalogueAnswer(answer);
    },
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
 * `delayMs` lets a page that only needs it later (the winners refresh) leave the first seconds alone;
 * `wanted: false` lets a page wait for the moment it needs it (all games: the player nearing the end of
 * the server's games, ADR 0054), while it still gets the catalogue as soon as anything else loaded it.
 * A failed load shows errors.failed-to-fetch-games once (however many parts of the page asked), whose
 * action tries again; the page keeps what the server rendered.
 */
export function useCatalogue(
  lobby: Lobby,
  options: { delayMs?: number; wanted?: boolean } = {},
): { catalogue: LobbyCatalogue | null; failed: boolean } {
  const ctx = useContentContext();
  const enabled = useAfter(options.delayMs ?? 0) && (options.wanted ?? true);
  const { data, status, refetch } = useQuery({ ...catalogueQuery(ctx, lobby), enabled });
  useFailureToast(status === 'error', 'errors.failed-to-fetch-games', refetch);
  return { catalogue: data ?? null, failed: status === 'error' };
}
