/** A layout's personal shelves, from the portal's `/api/personal-shelves` (for players only). */
import type { Lobby } from '@casino/core/filters';
import type { PageKind } from '@casino/core/schemas';
import { useContentContext } from '~/shared/context/content-context';
import { fetchJson } from '~/shared/data/fetch-json';
import { useQuery } from '~/shared/data/use-query';
import type { PersonalShelvesAnswer } from '../shelf-rules';

export function usePersonalShelves(
  page: PageKind,
  lobby: Lobby,
): { answer: PersonalShelvesAnswer | null; failed: boolean } {
  const { locale, status } = useContentContext();
  const query = new URLSearchParams({ page, lobby, lang: locale, status });
  const { data, status: loadStatus } = useQuery({
    key: ['personal-shelves', page, lobby, locale, status],
    fetch: (signal) =>
      fetchJson(`/api/personal-shelves?${query}`, { signal }) as Promise<PersonalShelvesAnswer>,
    staleMs: 60 * 60_000,
  });
  return { answer: data ?? null, failed: loadStatus === 'error' };
}
