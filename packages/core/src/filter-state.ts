/**
 * The filter state, its active count and the leave-route rule (catalogue.md section 4): what every page
 * needs of the filters before the visitor opens the panel (the header's filter button shows the count,
 * a game launch reports whether filters are in use, and leaving a route clears them). The rules that
 * edit, apply, clear and match filters are in `filters.ts`, which loads with the panel and the pages
 * that filter games (ADR 0018).
 */

export type NumberRange = readonly [min: number, max: number];
export type Selection = Readonly<Record<string, boolean>>;
export type SelectionKind = 'category' | 'collection' | 'provider' | 'language' | 'reel';
export type FlagKind = 'jackpot' | 'gamble' | 'bonus' | 'openTable' | 'availableSeat';
export type RangeKind = 'betAmount' | 'maxWin';
export type Lobby = 'casino' | 'live';

export const SELECTION_KINDS: readonly SelectionKind[] = [
  'category',
  'collection',
  'provider',
  'language',
  'reel',
];
export const FLAG_KINDS: readonly FlagKind[] = ['jackpot', 'gamble', 'bonus', 'openTable', 'availableSeat'];
export const RANGE_KINDS: readonly RangeKind[] = ['betAmount', 'maxWin'];
export const DEFAULT_RANGE: NumberRange = [0, 0];
/** Session-storage key of the applied filters. */
export const APPLIED_FILTERS_STORAGE_KEY = 'appliedFilters';

export interface FilterState {
  category: Selection;
  collection: Selection;
  provider: Selection;
  language: Selection;
  reel: Selection;
  betAmount: NumberRange;
  maxWin: NumberRange;
  jackpot: boolean;
  gamble: boolean;
  bonus: boolean;
  openTable: boolean;
  availableSeat: boolean;
  search: string;
}

/** Forced entries of the page (a category page forces its category): shown ticked and disabled, not counted. */
export type FilterOverrides = Partial<Record<SelectionKind, Selection>>;

export function createFilterState(partial: Partial<FilterState> = {}): FilterState {
  return {
    category: {},
    collection: {},
    provider: {},
    language: {},
    reel: {},
    betAmount: DEFAULT_RANGE,
    maxWin: DEFAULT_RANGE,
    jackpot: false,
    gamble: false,
    bonus: false,
    openTable: false,
    availableSeat: false,
    search: '',
    ...partial,
  };
}

/** The keys ticked in a selection. */
export function selectedKeys(selection: Selection | undefined): string[] {
  if (!selection) return [];
  return Object.keys(selection).filter((key) => selection[key] === true);
}

/** A range is active when either bound is non-zero. */
export function isRangeActive(range: NumberRange): boolean {
  return range[0] !== 0 || range[1] !== 0;
}

/** Selected items plus active flags and ranges; forced override entries are not counted. */
export function activeFilterCount(state: FilterState, overrides: FilterOverrides = {}): number {
  let count = 0;
  for (const kind of SELECTION_KINDS) {
    const forced = overrides[kind];
    for (const key of selectedKeys(state[kind])) if (forced?.[key] !== true) count++;
  }
  for (const flag of FLAG_KINDS) if (state[flag]) count++;
  for (const range of RANGE_KINDS) if (isRangeActive(state[range])) count++;
  return count;
}

export interface FiltersModel {
  draft: FilterState;
  applied: FilterState;
  overrides: FilterOverrides;
}

export type FilterTrackingEvent =
  | {
      event: 'casino_filters_click';
      categories: string;
      collections: string;
      providers: string;
      number_of_reels: string;
      bet_amount: string;
      maximum_win: string;
      jackpots: boolean;
      gamble: boolean;
    }
  | {
      event: 'live_casino_filters_click';
      categories: string;
      providers: string;
      languages: string;
      bet_amount: string;
      open_table: boolean;
      available_seat: boolean;
    };

export type FilterEffect =
  | { type: 'session-save'; key: typeof APPLIED_FILTERS_STORAGE_KEY; value: string }
  | { type: 'session-remove'; key: typeof APPLIED_FILTERS_STORAGE_KEY }
  | { type: 'track'; event: FilterTrackingEvent };

export interface FilterTransition {
  model: FiltersModel;
  effects: FilterEffect[];
}

export function createFiltersModel(
  overrides: FilterOverrides = {},
  applied: FilterState = createFilterState(),
): FiltersModel {
  return { draft: applied, applied, overrides };
}

export interface RouteRef {
  name: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** The route comparison: filters survive a change of query or hash on the same route and params. */
export function keepsFiltersBetween(from: RouteRef, to: RouteRef): boolean {
  if (from.name !== to.name) return false;
  const keys = new Set([...Object.keys(from.params), ...Object.keys(to.params)]);
  for (const key of keys) if (from.params[key] !== to.params[key]) return false;
  return true;
}

/**
 * Leaving a route clears filters and overrides, and the stored copy with them, unless the route
 * comparison keeps them.
 */
export function leaveRoute(
  model: FiltersModel,
  from: RouteRef,
  to: RouteRef,
  keep: (from: RouteRef, to: RouteRef) => boolean = keepsFiltersBetween,
): FilterTransition {
  if (keep(from, to)) return { model, effects: [] };
  return {
    model: createFiltersModel(),
    effects: [{ type: 'session-remove', key: APPLIED_FILTERS_STORAGE_KEY }],
  };
}
