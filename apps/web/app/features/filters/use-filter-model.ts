import type { FilterOverrides, FilterState, Lobby } from '@casino/core/filters';
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
  lobby: Lobby;
}

/**
 * The applied set, the forced entries and the lobby: what a page's games and the filter button read.
 * A tick in the panel changes only the draft, so it re-renders neither the page nor its game tiles.
 */
export function useAppliedFilters(): AppliedFilters {
  const applied = useStore(filtersStore, (state) => state.model.applied);
  const overrides = useStore(filtersStore, (state) => state.model.overrides);
  const lobby = useStore(filtersStore, (state) => state.lobby);
  return useMemo(() => ({ applied, overrides, lobby }), [applied, overrides, lobby]);
}
