/** Search: the search panel and the search over a lobby's catalogue (the global API uses it too). */
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';

export { runSearch, type SearchGroups } from './search-model';

/** The search panel loads on the visitor's first interaction (ADR 0004). */
export const SearchPanel = lazyOnInteraction(() =>
  import('./search-panel').then((module) => module.SearchPanel),
);
