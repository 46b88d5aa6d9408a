/**
 * The route-data request React Router makes when the player follows a link to `page` from here
 * (`{path}.data`, with `_routes` when some route keeps its data). Prefetching exactly this URL lets
 * the navigation find its answer in the browser's cache; it follows React Router 7's own
 * `PrefetchPageLinks`, and e2e/prefetch.spec.ts checks it (ADR 0019).
 */
import { useContext, useMemo } from 'react';
import {
  matchRoutes,
  type ShouldRevalidateFunction,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  useLocation,
} from 'react-router';

/** What this needs of a route match (React Router's AgnosticRouteMatch). */
export interface DataMatch {
  pathname: string;
  params: Record<string, string | undefined>;
  route: {
    id: string;
    path?: string;
    shouldRevalidate?: ShouldRevalidateFunction;
  };
}

export interface PageDataInput {
  /** The page linked to: path and query. */
  page: string;
  /** The linked page's route matches; null when no route matches it. */
  nextMatches: readonly DataMatch[] | null;
  /** The current page's matches and the data they hold. */
  currentMatches: readonly DataMatch[];
  loaderData: Record<string, unknown>;
  /** The build's route manifest (which routes have server or client loaders). */
  manifestRoutes: Record<string, { hasLoader?: boolean; hasClientLoader?: boolean } | undefined>;
  /** The route modules loaded so far (their own `shouldRevalidate`). */
  routeModules: Record<string, { shouldRevalidate?: unknown } | undefined>;
  /** Where the player is now. */
  location: { pathname: string; search: string; hash: string };
  origin: string;
}

/** The page's data URL (path and query), or null when following the link would fetch no data. */
export function pageDataHref(input: PageDataInput): string | null {
  const { page, nextMatches, currentMatches, loaderData, manifestRoutes, routeModules, location } = input;
  if (!nextMatches) return null;
  if (page === location.pathname + location.search + location.hash) return null;

  const isNew = (match: DataMatch, index: number) => currentMatches[index]?.route.id !== match.route.id;
  const pathChanged = (match: DataMatch, index: number) => {
    const current = currentMatches[index] as DataMatch;
    return (
      current.pathname !== match.pathname ||
      (current.route.path?.endsWith('*') === true && current.params['*'] !== match.params['*'])
    );
  };
  /** The matches whose loaders would run for this navigation. */
  const loading = new Set(
    nextMatches
      .filter((match, index) => {
        if (!manifestRoutes[match.route.id]?.hasLoader) return false;
        if (isNew(match, index) || pathChanged(match, index)) return true;
        const choice = match.route.shouldRevalidate?.({
          currentUrl: new URL(location.pathname + location.search + location.hash, input.origin),
          currentParams: currentMatches[0]?.params ?? {},
          nextUrl: new URL(page, input.origin),
          nextParams: match.params,
          defaultShouldRevalidate: true,
        });
        return typeof choice === 'boolean' ? choice : true;
      })
      .map((match) => match.route.id),
  );

  const routes: string[] = [];
  let optedOut = false;
  for (const match of nextMatches) {
    const id = match.route.id;
    const manifestRoute = manifestRoutes[id];
    if (!manifestRoute?.hasLoader) continue;
    if (!loading.has(id) && id in loaderData && routeModules[id]?.shouldRevalidate) optedOut = true;
    else if (manifestRoute.hasClientLoader) optedOut = true;
    else routes.push(id);
  }
  if (routes.length === 0) return null;

  const url = new URL(page, input.origin);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  if (optedOut) url.searchParams.set('_routes', routes.join(','));
  return url.pathname + url.search;
}

/** `pageDataHref` for a link to `page` from the current page, read from React Router's state. */
export function usePageDataHref(page: string): string | null {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  return useMemo(() => {
    if (!framework || !dataRouter || !state) return null;
    const { router, basename } = dataRouter;
    return pageDataHref({
      page,
      nextMatches: matchRoutes(router.routes, page, basename) as DataMatch[] | null,
      currentMatches: state.matches as DataMatch[],
      loaderData: state.loaderData,
      manifestRoutes: framework.manifest.routes,
      routeModules: framework.routeModules,
      location,
      origin: window.location.origin,
    });
  }, [page, framework, dataRouter, state, location]);
}
