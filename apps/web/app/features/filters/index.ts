/** Filters: the panel, its button, the page's filter declaration and the leave-route rule. */
import { withLaterStrings } from '~/shared/i18n/i18n';
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';

export { FilterButton } from './filter-button';
export { filtersInUse } from './filters-store';
export { type AppliedFilters, useAppliedFilters } from './use-filter-model';
export { useFilterPage, useFiltersRouteWatcher } from './use-filter-page';

/** The filter panel loads on the visitor's first interaction (ADR 0004). */
export const FilterPanel = lazyOnInteraction(() =>
  withLaterStrings(import('./filter-panel')).then((module) => module.FilterPanel),
);
