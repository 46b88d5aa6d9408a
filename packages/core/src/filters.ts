/**
 * Game filters (catalogue.md section 4): a game passes only if it satisfies every active filter; draft
 * and applied sets, forced overrides, a session-storage copy and navigation rules. How ranges and
 * selections read where the spec is silent: ADR 0071.
 */
import type { CatalogueGame } from './catalogue.ts';
import {
  APPLIED_FILTERS_STORAGE_KEY,
  activeFilterCount,
  createFilterState,
  createFiltersModel,
  DEFAULT_RANGE,
  type FilterOverrides,
  type FilterState,
  type FiltersModel,
  type FilterTrackingEvent,
  type FilterTransition,
  FLAG_KINDS,
  type FlagKind,
  isRangeActive,
  type Lobby,
  type NumberRange,
  RANGE_KINDS,
  type RangeKind,
  SELECTION_KINDS,
  type Selection,
  type SelectionKind,
  selectedKeys,
} from './filter-state.ts';

export * from './filter-state.ts';

export type FilterableGame = Pick<
  CatalogueGame,
  | 'name'
  | 'providerId'
  | 'categoryIds'
  | 'collectionIds'
  | 'numberOfReels'
  | 'jackpot'
  | 'gamble'
  | 'bonusGameFeature'
  | 'minBet'
  | 'maxBet'
  | 'maxWin'
>;

/** A slider left at the catalogue's bounds is the default range; otherwise the chosen range. */
export function rangeFromSlider(value: NumberRange, bounds: NumberRange): NumberRange {
  return value[0] <= bounds[0] && value[1] >= bounds[1] ? DEFAULT_RANGE : value;
}

/** Slider bounds for the amount filters: bets from the lowest min bet to the highest max bet, wins from 0. */
export function amountBounds(
  games: readonly Pick<CatalogueGame, 'minBet' | 'maxBet' | 'maxWin'>[],
): Record<RangeKind, NumberRange> {
  if (games.length === 0) return { betAmount: DEFAULT_RANGE, maxWin: DEFAULT_RANGE };
  let minBet = Number.POSITIVE_INFINITY;
  let maxBet = 0;
  let maxWin = 0;
  for (const game of games) {
    if (game.minBet < minBet) minBet = game.minBet;
    if (game.maxBet > maxBet) maxBet = game.maxBet;
    if (game.maxWin > maxWin) maxWin = game.maxWin;
  }
  return { betAmount: [minBet, maxBet], maxWin: [0, maxWin] };
}

function upperBound(range: NumberRange): number {
  return range[1] === 0 ? Number.POSITIVE_INFINITY : range[1];
}

/** The value lies inside the range (bounds included; a max of 0 is open-ended). */
export function isInRange(value: number, range: NumberRange): boolean {
  return value >= range[0] && value <= upperBound(range);
}

/** The game's min or max bet lies inside the range, or its bet span covers the whole range. */
export function betRangeMatches(game: Pick<CatalogueGame, 'minBet' | 'maxBet'>, range: NumberRange): boolean {
  return (
    isInRange(game.minBet, range) ||
    isInRange(game.maxBet, range) ||
    (game.minBet <= range[0] && game.maxBet >= upperBound(range))
  );
}

/** Applied selection plus the page's forced entries. */
export function effectiveSelection(
  state: FilterState,
  overrides: FilterOverrides,
  kind: SelectionKind,
): Set<string> {
  const keys = new Set(selectedKeys(state[kind]));
  for (const key of selectedKeys(overrides[kind])) keys.add(key);
  return keys;
}

function anyIn(ids: readonly string[], selected: Set<string>): boolean {
  for (const id of ids) if (selected.has(id)) return true;
  return false;
}

type GamePredicate<T> = (game: T) => boolean;

/** Builds the predicate once so it can run over the whole catalogue cheaply. */
export function compileFilter(
  state: FilterState,
  overrides: FilterOverrides = {},
): GamePredicate<FilterableGame> {
  const checks: GamePredicate<FilterableGame>[] = [];
  if (state.jackpot) checks.push((game) => game.jackpot);
  if (state.gamble) checks.push((game) => game.gamble);
  if (state.bonus) checks.push((game) => game.bonusGameFeature);
  const reels = new Set([...effectiveSelection(state, overrides, 'reel')].map(Number));
  if (reels.size > 0) checks.push((game) => game.numberOfReels !== null && reels.has(game.numberOfReels));
  const categories = effectiveSelection(state, overrides, 'category');
  if (categories.size > 0) checks.push((game) => anyIn(game.categoryIds, categories));
  const collections = effectiveSelection(state, overrides, 'collection');
  if (collections.size > 0) checks.push((game) => anyIn(game.collectionIds, collections));
  const providers = effectiveSelection(state, overrides, 'provider');
  if (providers.size > 0) checks.push((game) => providers.has(game.providerId));
  const bet = state.betAmount;
  if (isRangeActive(bet)) checks.push((game) => betRangeMatches(game, bet));
  const win = state.maxWin;
  if (isRangeActive(win)) checks.push((game) => isInRange(game.maxWin, win));
  const text = state.search.trim().toLowerCase();
  if (text !== '') checks.push((game) => game.name.toLowerCase().includes(text));
  return (game) => {
    for (const check of checks) if (!check(game)) return false;
    return true;
  };
}

/** The games that satisfy every active filter, in catalogue order. */
export function applyFilters<T extends FilterableGame>(
  games: readonly T[],
  state: FilterState,
  overrides: FilterOverrides = {},
): T[] {
  const passes = compileFilter(state, overrides);
  return games.filter(passes);
}

function sameSelection(a: Selection, b: Selection): boolean {
  const left = selectedKeys(a);
  const right = new Set(selectedKeys(b));
  return left.length === right.size && left.every((key) => right.has(key));
}

/** Same selections, flags, ranges and search text (false entries ignored). */
export function sameFilters(a: FilterState, b: FilterState): boolean {
  return (
    SELECTION_KINDS.every((kind) => sameSelection(a[kind], b[kind])) &&
    FLAG_KINDS.every((flag) => a[flag] === b[flag]) &&
    RANGE_KINDS.every((kind) => a[kind][0] === b[kind][0] && a[kind][1] === b[kind][1]) &&
    a.search.trim() === b.search.trim()
  );
}

/** Whether an option is a forced, disabled entry of the page. */
export function isOverridden(overrides: FilterOverrides, kind: SelectionKind, key: string): boolean {
  return overrides[kind]?.[key] === true;
}

// ---- draft and applied sets ---------------------------------------------------------------------------

export type FilterEdit =
  | { type: 'toggle'; kind: SelectionKind; key: string }
  | { type: 'range'; kind: RangeKind; range: NumberRange }
  | { type: 'flag'; flag: FlagKind; value: boolean }
  | { type: 'search'; text: string };

/** Edits the draft; toggling a forced override entry is ignored (it is disabled). */
export function editFilterDraft(model: FiltersModel, edit: FilterEdit): FiltersModel {
  const draft = model.draft;
  switch (edit.type) {
    case 'toggle': {
      if (isOverridden(model.overrides, edit.kind, edit.key)) return model;
      const selection = { ...draft[edit.kind] };
      if (selection[edit.key] === true) delete selection[edit.key];
      else selection[edit.key] = true;
      return { ...model, draft: { ...draft, [edit.kind]: selection } };
    }
    case 'range':
      return { ...model, draft: { ...draft, [edit.kind]: edit.range } };
    case 'flag':
      return { ...model, draft: { ...draft, [edit.flag]: edit.value } };
    case 'search':
      return { ...model, draft: { ...draft, search: edit.text } };
  }
}

/** Apply is allowed only when the draft differs from the applied set. */
export function canApplyFilters(model: FiltersModel): boolean {
  return !sameFilters(model.draft, model.applied);
}

const joinKeys = (selection: Selection) => selectedKeys(selection).join(',');
const rangeText = (range: NumberRange) => (isRangeActive(range) ? `${range[0]}-${range[1]}` : '');

/** The analytics event sent on apply: lists comma-joined, ranges as `min-max` ('' when inactive). */
export function filterTrackingEvent(state: FilterState, lobby: Lobby): FilterTrackingEvent {
  if (lobby === 'live')
    return {
      event: 'live_casino_filters_click',
      categories: joinKeys(state.category),
      providers: joinKeys(state.provider),
      languages: joinKeys(state.language),
      bet_amount: rangeText(state.betAmount),
      open_table: state.openTable,
      available_seat: state.availableSeat,
    };
  return {
    event: 'casino_filters_click',
    categories: joinKeys(state.category),
    collections: joinKeys(state.collection),
    providers: joinKeys(state.provider),
    number_of_reels: joinKeys(state.reel),
    bet_amount: rangeText(state.betAmount),
    maximum_win: rangeText(state.maxWin),
    jackpots: state.jackpot,
    gamble: state.gamble,
  };
}

/** Copies draft to applied, tracks the event and saves the copy under `appliedFilters`. */
export function applyFilterDraft(model: FiltersModel, lobby: Lobby): FilterTransition {
  if (!canApplyFilters(model)) return { model, effects: [] };
  const applied = model.draft;
  return {
    model: { ...model, applied },
    effects: [
      { type: 'track', event: filterTrackingEvent(applied, lobby) },
      { type: 'session-save', key: APPLIED_FILTERS_STORAGE_KEY, value: serializeAppliedFilters(applied) },
    ],
  };
}

/** Empties draft and applied (overrides stay forced) and removes the stored copy. */
export function clearFilters(model: FiltersModel): FilterTransition {
  const empty = createFilterState();
  return {
    model: { ...model, draft: empty, applied: empty },
    effects: [{ type: 'session-remove', key: APPLIED_FILTERS_STORAGE_KEY }],
  };
}

// ---- session storage ------------------------------------------------------------------------------------

export function serializeAppliedFilters(state: FilterState): string {
  return JSON.stringify(state);
}

// ---- navigation ---------------------------------------------------------------------------------------

export const ALL_GAMES_ROUTE: Record<Lobby, string> = {
  casino: 'preview-all-games',
  live: 'preview-live-casino-all-games',
};

/** Pages whose route is fixed by one override entry (live has no collection or provider pages). */
export const FILTER_PAGE_ROUTES: Record<Lobby, readonly string[]> = {
  casino: [
    'preview-categories-slug',
    'preview-user-slug',
    'preview-user-my-games',
    'preview-collections-slug',
    'preview-providers-slug',
  ],
  live: [
    'preview-live-casino-categories-slug',
    'preview-live-casino-user-slug',
    'preview-live-casino-user-my-games',
  ],
};

/** Applied filters with the forced entries folded in as ordinary selections. */
export function mergeOverrides(state: FilterState, overrides: FilterOverrides): FilterState {
  const merged: FilterState = { ...state };
  for (const kind of SELECTION_KINDS) {
    const forced = selectedKeys(overrides[kind]);
    if (forced.length === 0) continue;
    const selection: Record<string, boolean> = { ...state[kind] };
    for (const key of forced) selection[key] = true;
    merged[kind] = selection;
  }
  return merged;
}

export type FilterNavigation =
  | { type: 'stay' }
  | { type: 'all-games'; routeName: string; filters: FilterState };

/**
 * Where applying filters leads: a category, user, collection or provider page keeps its route only when
 * the chosen filter is exactly its override entry; otherwise (and from any other route) the player goes
 * to the lobby's all-games route with the filters, override entries included, carried over.
 */
export function filterNavigation(routeName: string, lobby: Lobby, model: FiltersModel): FilterNavigation {
  const allGames = ALL_GAMES_ROUTE[lobby];
  if (routeName === allGames) return { type: 'stay' };
  const onFilterPage = FILTER_PAGE_ROUTES[lobby].includes(routeName);
  const onlyOverride =
    activeFilterCount(model.applied, model.overrides) === 0 && model.applied.search.trim() === '';
  if (onFilterPage && onlyOverride) return { type: 'stay' };
  return { type: 'all-games', routeName: allGames, filters: mergeOverrides(model.applied, model.overrides) };
}

/** Arrival on all games with carried filters: they become the applied set and are stored. */
export function carryFilters(filters: FilterState): FilterTransition {
  return {
    model: createFiltersModel({}, filters),
    effects: [
      { type: 'session-save', key: APPLIED_FILTERS_STORAGE_KEY, value: serializeAppliedFilters(filters) },
    ],
  };
}
