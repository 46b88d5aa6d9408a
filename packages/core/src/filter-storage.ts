/**
 * Reading the applied filters back from session storage (catalogue.md section 4, key appliedFilters):
 * kept apart from the filter rules so pages that never restore filters do not load the schema library.
 */
import * as v from 'valibot';
import { createFilterState, type FilterState, type FiltersModel } from './filter-state.ts';

const StoredSelection = v.record(v.string(), v.boolean());
const StoredRange = v.pipe(v.tuple([v.number(), v.number()]), v.readonly());
const StoredFilters = v.partial(
  v.object({
    category: StoredSelection,
    collection: StoredSelection,
    provider: StoredSelection,
    language: StoredSelection,
    reel: StoredSelection,
    betAmount: StoredRange,
    maxWin: StoredRange,
    jackpot: v.boolean(),
    gamble: v.boolean(),
    bonus: v.boolean(),
    openTable: v.boolean(),
    availableSeat: v.boolean(),
    search: v.string(),
  }),
);

/** The stored copy, or null when absent, not JSON or not a filter state. */
export function parseStoredFilters(raw: string | null | undefined): FilterState | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (Array.isArray(json)) return null;
  const parsed = v.safeParse(StoredFilters, json);
  return parsed.success ? createFilterState(parsed.output) : null;
}

/** Restores the applied (and draft) set from the stored copy on load; an unreadable copy is ignored. */
export function restoreAppliedFilters(model: FiltersModel, raw: string | null | undefined): FiltersModel {
  const stored = parseStoredFilters(raw);
  return stored ? { ...model, draft: stored, applied: stored } : model;
}
