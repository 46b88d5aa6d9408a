import type { FilterOverrides, FilterState } from '@casino/core/filters';
import { useMemo } from 'react';
import { useStore } from '~/shared/ui/create-store';
import { filtersStore } from './filters-store';

/** The whole filter state, the draft included: the filter panel, which every tick re-renders. */
export function useFilterModel() {
  return useStore(filtersStore, (state) => state);
}

export interface AppliedFilters {
  applied: FilterState;
  overrides: FilterOverrides;
}

/**
 * The applied set and the forced entries: what a page's games and the filter button read. A tick in
 * the panel changes only the draft, so it re-renders neither the page nor its game tiles. Not the
 * lobby: a page declaring its lobby after hydration (the live lobby, where the server rendered with the
 * store's casino) would otherwise render every reader again, synchronously, in hydration's task.
 */
export function useAppliedFilters(): AppliedFilters {
  const applied = useStore(filtersStore, (state) => state.model.applied);
  const overrides = useStore(filtersStore, (state) => state.model.overrides);
  return useMemo(() => ({ applied, overrides }), [applied, overrides]);
}
