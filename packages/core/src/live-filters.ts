/**
 * Live filters (catalogue.md section 4): categories, providers, languages, bet amount, open table and
 * available seat, over live games with their tables merged ({@link mergeLiveTables}). Draft, applied,
 * overrides, storage and navigation are shared with the casino filters (filters.ts).
 */
import type { CatalogueGame } from './catalogue.ts';
import {
  betRangeMatches,
  effectiveSelection,
  type FilterOverrides,
  type FilterState,
  isRangeActive,
} from './filters.ts';
import type { LiveTableInfo } from './live-tables.ts';

export type LiveFilterableGame = Pick<
  CatalogueGame,
  'name' | 'providerId' | 'categoryIds' | 'minBet' | 'maxBet'
> &
  Pick<LiveTableInfo, 'language' | 'isOpen' | 'hasFreeSeat'>;

export function compileLiveFilter(
  state: FilterState,
  overrides: FilterOverrides = {},
): (game: LiveFilterableGame) => boolean {
  const checks: ((game: LiveFilterableGame) => boolean)[] = [];
  const categories = effectiveSelection(state, overrides, 'category');
  if (categories.size > 0) checks.push((game) => game.categoryIds.some((id) => categories.has(id)));
  const providers = effectiveSelection(state, overrides, 'provider');
  if (providers.size > 0) checks.push((game) => providers.has(game.providerId));
  const languages = effectiveSelection(state, overrides, 'language');
  if (languages.size > 0) checks.push((game) => game.language !== null && languages.has(game.language));
  const bet = state.betAmount;
  if (isRangeActive(bet)) checks.push((game) => betRangeMatches(game, bet));
  if (state.openTable) checks.push((game) => game.isOpen);
  if (state.availableSeat) checks.push((game) => game.hasFreeSeat);
  const text = state.search.trim().toLowerCase();
  if (text !== '') checks.push((game) => game.name.toLowerCase().includes(text));
  return (game) => checks.every((check) => check(game));
}

/** The live games that satisfy every active live filter, in catalogue order. */
export function applyLiveFilters<T extends LiveFilterableGame>(
  games: readonly T[],
  state: FilterState,
  overrides: FilterOverrides = {},
): T[] {
  return games.filter(compileLiveFilter(state, overrides));
}
