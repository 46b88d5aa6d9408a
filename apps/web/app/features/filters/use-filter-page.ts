import type { FilterOverrides, Lobby } from '@casino/core/filters';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { restoreFilters, routeChanged, setFilterPage } from './filters-store';

/** A page with filters declares its lobby and its forced entries (e.g. its own category). */
export function useFilterPage(lobby: Lobby, overrides: FilterOverrides = {}): void {
  const key = JSON.stringify(overrides);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the overrides' content
  useEffect(() => setFilterPage(lobby, overrides), [lobby, key]);
}

/**
 * Watches navigation for the leave-route rule and restores the applied filters from session storage
 * once, on the first page the visitor loads. Mounted once by the page chrome.
 */
export function useFiltersRouteWatcher(): void {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const current = leaf ? { name: leaf.id, params: leaf.params } : null;
  const previous = useRef<typeof current>(null);

  useEffect(() => {
    void restoreFilters();
  }, []);

  // A layout effect runs before the new page's effects declare its lobby and forced entries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useLayoutEffect(() => {
    if (previous.current && current) routeChanged(previous.current, current);
    previous.current = current;
  }, [location.key]);
}
