/**
 * Editing, applying and clearing the filters: the panel's actions over the filter rules, loaded with the
 * panel (catalogue.md section 4; ADR 0018).
 */
import {
  applyFilterDraft,
  carryFilters,
  clearFilters,
  editFilterDraft,
  type FilterEdit,
  filterNavigation,
} from '@casino/core/filters';
import { filtersStore, runFilterEffects } from './filters-store';

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
  runFilterEffects(effects);
  const navigation = filterNavigation(routeName, state.lobby, model);
  if (navigation.type === 'all-games') {
    const carried = carryFilters(navigation.filters);
    runFilterEffects(carried.effects);
    filtersStore.set({ ...state, model: carried.model, carrying: true });
  } else {
    filtersStore.set({ ...state, model });
  }
  return navigation;
}

export function clearAllFilters(): void {
  const state = filtersStore.get();
  const { model, effects } = clearFilters(state.model);
  runFilterEffects(effects);
  filtersStore.set({ ...state, model });
}
