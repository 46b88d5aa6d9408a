/** Search: the search panel and the search over a lobby's catalogue (the global API uses it too). */
import { withLaterStrings } from '~/shared/i18n/i18n';
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';

import type { runSearch as search } from './search-model';

export type { SearchGroups } from './search-model';

/**
 * The search over a lobby's catalogue for code outside the panel (the global API). The search rules load
 * on the first call, not with the global API on every page (ADR 0018).
 */
export async function runSearch(...args: Parameters<typeof search>): Promise<ReturnType<typeof search>> {
  const { runSearch: searchNow } = await import('./search-model');
  return searchNow(...args);
}

/** The search panel loads on the visitor's first interaction (ADR 0004). */
export const SearchPanel = lazyOnInteraction(() =>
  withLaterStrings(import('./search-panel')).then((module) => module.SearchPanel),
);
