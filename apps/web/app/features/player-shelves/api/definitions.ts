/**
 * A layout's personal shelves, from the portal's `/api/personal-shelves` (for players only), parsed
 * like the server parses content (issue 14 item 6): a wrong shape is a failed load, which shows
 * errors.failed-to-fetch-special-categories with try again and leaves the shelves out.
 */
import type { Lobby } from '@casino/core/filters';
import { PERSONAL_SHELF_TYPES } from '@casino/core/personal-shelves';
import { GAME_LAYOUT_TYPES, type PageKind } from '@casino/core/schemas';
import * as v from 'valibot';
import { useContentContext } from '~/shared/context/content-context';
import { fetchJson } from '~/shared/data/fetch-json';
import type { SameShape } from '~/shared/data/same-shape';
import { useQuery } from '~/shared/data/use-query';
import { useFailureToast } from '~/shared/snackbars/snackbars';
import type { PersonalShelvesAnswer } from '../shelf-rules';

/**
 * The answer of `/api/personal-shelves`: `PersonalShelvesAnswer`, checked. Built on first use, so that
 * evaluating this module calls nothing of valibot's (its chunk may be evaluated before valibot's).
 */
function buildSchema() {
  const shelfType = v.picklist(PERSONAL_SHELF_TYPES);
  return v.object({
    shelves: v.array(
      v.object({
        id: v.string(),
        type: shelfType,
        title: v.string(),
        layout: v.picklist(GAME_LAYOUT_TYPES),
        href: v.nullable(v.string()),
      }),
    ),
    titles: v.record(shelfType, v.string()),
  });
}
type PersonalShelvesSchema = ReturnType<typeof buildSchema>;
let schema: PersonalShelvesSchema | null = null;

export function parsePersonalShelves(answer: unknown): PersonalShelvesAnswer {
  schema ??= buildSchema();
  return v.parse(schema, answer);
}

// The server's answer and the checked one are one shape (a change to either fails the build here).
const sameShape: SameShape<v.InferOutput<PersonalShelvesSchema>, PersonalShelvesAnswer> = true;
void sameShape;

export function usePersonalShelves(
  page: PageKind,
  lobby: Lobby,
): { answer: PersonalShelvesAnswer | null; failed: boolean } {
  const { locale, status } = useContentContext();
  const query = new URLSearchParams({ page, lobby, lang: locale, status });
  const {
    data,
    status: loadStatus,
    refetch,
  } = useQuery({
    key: ['personal-shelves', page, lobby, locale, status],
    fetch: async (signal) =>
      parsePersonalShelves(await fetchJson(`/api/personal-shelves?${query}`, { signal })),
    staleMs: 60 * 60_000,
  });
  useFailureToast(loadStatus === 'error', 'errors.failed-to-fetch-special-categories', refetch);
  return { answer: data ?? null, failed: loadStatus === 'error' };
}
