import {
  APPLIED_FILTERS_STORAGE_KEY,
  activeFilterCount,
  createFiltersModel,
  type FilterEffect,
  type FilterOverrides,
  type FiltersModel,
  type Lobby,
  leaveRoute,
  type RouteRef,
} from '@casino/core/filter-state';
import { track } from '~/shared/analytics/track';
import { createStore } from '~/shared/ui/create-store';

/**
 * The filter state of the page (catalogue.md section 4): the core model plus the side effects its
 * transitions ask for (session storage under `appliedFilters`, tracking). What every page needs (the
 * applied set, the page's forced entries, the leave-route rule) is here, with the state's core only;
 * editing, applying and clearing load with the panel (`filter-actions.ts`, ADR 0018).
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

/** Carries out what a transition asks for: tracking, and the stored copy saved or removed. */
export function runFilterEffects(effects: FilterEffect[]): void {
  for (const effect of effects) {
    if (effect.type === 'track') {
      const { event, ...payload } = effect.event;
      track(event, payload);
    } else if (effect.type === 'session-save') storage()?.setItem(effect.key, effect.value);
    else storage()?.removeItem(effect.key);
  }
}

/**
 * The page declares its lobby and forced entries (a category page forces its category). Declaring what
 * the store already holds changes nothing: the lobbies and all games declare the store's own state once
 * hydrated, and a new (equal) object would render every reader of the applied filters again at once,
 * all-games' grid among them (issue 13).
 */
export function setFilterPage(lobby: Lobby, overrides: FilterOverrides): void {
  const state = filtersStore.get();
  // Forced entries equal by content keep their object, so the readers of the applied set see no change.
  const sameOverrides = JSON.stringify(state.model.overrides) === JSON.stringify(overrides);
  if (state.lobby === lobby && sameOverrides) return;
  filtersStore.set({ ...state, lobby, model: sameOverrides ? state.model : { ...state.model, overrides } });
}

/** Restores the applied set from session storage on the first load of the page (when there is one). */
export async function restoreFilters(): Promise<void> {
  const raw = storage()?.getItem(APPLIED_FILTERS_STORAGE_KEY);
  if (!raw) return;
  const { restoreAppliedFilters } = await import('@casino/core/filter-storage');
  filtersStore.set((state) => ({ ...state, model: restoreAppliedFilters(state.model, raw) }));
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
  runFilterEffects(effects);
  filtersStore.set({ ...state, model });
}

/** Whether the page's applied filters are in use (casino_game_launch.filter_used). */
export function filtersInUse(): boolean {
  const { model } = filtersStore.get();
  return activeFilterCount(model.applied, model.overrides) > 0;
}
