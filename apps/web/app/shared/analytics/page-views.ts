import { analyticsRouteName } from '@casino/core/routes';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { track } from './track';

/** A page view per navigation: the route name with preview- stripped, the full path, params and query. */
export function usePageViews(): void {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per location
  useEffect(() => {
    if (!leaf) return;
    track('page_view', {
      route_name: analyticsRouteName(leaf.id),
      full_path: `${location.pathname}${location.search}${location.hash}`,
      params: leaf.params,
      query: Object.fromEntries(new URLSearchParams(location.search)),
    });
  }, [location.key]);
}
