import {
  APPLIED_FILTERS_STORAGE_KEY,
  activeFilterCount,
  applyFilterDraft,
  carryFilters,
  clearFilters,
  createFiltersModel,
  editFilterDraft,
  type FilterEdit,
  type FilterEffect,
  type FilterOverrides,
  type FiltersModel,
  filterNavigation,
  type Lobby,
  leaveRoute,
  type RouteRef,
} from '@casino/core/filters';
import { track } from '~/shared/analytics/track';
import { createStore } from '~/shared/ui/create-store';

/**
 * The filter state of the page (catalogue.md section 4): the core model plus the side effects its
 * transitions ask for (session storage under `appliedFilters`, tracking).
 */
export interface FiltersState {
  model: FiltersModel;
  lobby: Lobby;
  /** Set while a filter apply navigates to all games, so arriving there keeps the carried filters. */
  carrying: boolean;
}

export const filtersStore = createStore<FiltersState>({
  model: createFiltersModel(),
  lobby: 'casino',
  carrying: false,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function run(effects: FilterEffect[]): void {
  for (const effect of effects) {
    if (effect.type === 'track') {
      const { event, ...payload } = effect.event;
      track(event, payload);
    } else if (effect.type === 'session-save') storage()?.setItem(effect.key, effect.value);
    else storage()?.removeItem(effect.key);
  }
}

/** The page declares its lobby and forced entries (a category page forces its category). */
export function setFilterPage(lobby: Lobby, overrides: FilterOverrides): void {
  filtersStore.set((state) => ({ ...state, lobby, model: { ...state.model, overrides } }));
}

/** Restores the applied set from session storage on the first load of the page (when there is one). */
export async function restoreFilters(): Promise<void> {
  const raw = storage()?.getItem(APPLIED_FILTERS_STORAGE_KEY);
  if (!raw) return;
  const { restoreAppliedFilters } = await import('@casino/core/filter-storage');
  filtersStore.set((state) => ({ ...state, model: restoreAppliedFilters(state.model, raw) }));
}

export function editDraft(edit: FilterEdit): void {
  filtersStore.set((state) => ({ ...state, model: editFilterDraft(state.model, edit) }));
}

/** Resets the draft to the applied set (the panel was closed without applying). */
export function discardDraft(): void {
  filtersStore.set((state) => ({ ...state, model: { ...state.model, draft: state.model.applied } }));
}

/** Applies the draft; returns where the filters lead: stay, or the lobby's all-games route. */
export function applyDraft(routeName: string): ReturnType<typeof filterNavigation> {
  const state = filtersStore.get();
  const { model, effects } = applyFilterDraft(state.model, state.lobby);
  run(effects);
  const navigation = filterNavigation(routeName, state.lobby, model);
  if (navigation.type === 'all-games') {
    const carried = carryFilters(navigation.filters);
    run(carried.effects);
    filtersStore.set({ ...state, model: carried.model, carrying: true });
  } else {
    filtersStore.set({ ...state, model });
  }
  return navigation;
}

export function clearAllFilters(): void {
  const state = filtersStore.get();
  const { model, effects } = clearFilters(state.model);
  run(effects);
  filtersStore.set({ ...state, model });
}

/** Leaving a route clears filters and overrides unless the route comparison keeps them. */
export function routeChanged(from: RouteRef, to: RouteRef): void {
  const state = filtersStore.get();
  if (state.carrying) {
    filtersStore.set({ ...state, carrying: false });
    return;
  }
  const { model, effects } = leaveRoute(state.model, from, to);
  if (model === state.model) return;
  run(effects);
  filtersStore.set({ ...state, model });
}

/** Whether the page's applied filters are in use (casino_game_launch.filter_used). */
export function filtersInUse(): boolean {
  const { model } = filtersStore.get();
  return activeFilterCount(model.applied, model.overrides) > 0;
}
