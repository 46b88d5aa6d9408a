import { type LayoutName, ROUTES, type RouteName, type RouteSpec } from '@casino/core/routes';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { PREVIEW_PATH } from './shared/routing/route-tree';

/**
 * shell.md section 2: every page of core's ROUTES, the one route table (ADR 0068), under the optional
 * {preview} segment, its id the spec's route name, in its layout. This file adds only what the router
 * needs beyond the table: each page's module (a route of the table without one fails the type check),
 * the layouts' modules, and which pages render in another's outlet. The generated route types (and so
 * `portalPath`) come from this config.
 */
const PAGE_MODULES: Record<RouteName, string> = {
  preview: 'routes/lobby.tsx',
  'preview-all-games': 'routes/all-games.tsx',
  'preview-games-game': 'routes/game.tsx',
  'preview-jackpots': 'routes/jackpots.tsx',
  'preview-jackpots-slug': 'routes/jackpot.tsx',
  'preview-providers': 'routes/providers.tsx',
  'preview-providers-slug': 'routes/provider.tsx',
  'preview-categories-slug': 'routes/category.tsx',
  'preview-collections': 'routes/collections.tsx',
  'preview-collections-slug': 'routes/collection.tsx',
  'preview-user-my-games': 'routes/user-category.tsx',
  'preview-user-slug': 'routes/user-category.tsx',
  'preview-promotions': 'routes/promotions.tsx',
  'preview-promotions-slug': 'routes/promotion.tsx',
  'preview-page-slug': 'routes/content-page.tsx',
  'preview-tournaments': 'routes/tournaments.tsx',
  'preview-winners': 'routes/winners.tsx',
  'preview-winners-recente': 'routes/winners-list.tsx',
  'preview-winners-jackpot': 'routes/winners-list.tsx',
  'preview-winners-hol-de-faima': 'routes/winners-list.tsx',
  'preview-live-casino-parent': 'routes/live-casino-parent.tsx',
  'preview-live-casino': 'routes/live-lobby.tsx',
  'preview-live-casino-all-games': 'routes/all-games.tsx',
  'preview-live-casino-user-my-games': 'routes/user-category.tsx',
  'preview-live-casino-user-slug': 'routes/user-category.tsx',
  'preview-live-casino-categories-slug': 'routes/category.tsx',
  'preview-play-game-demo': 'routes/play.tsx',
  'preview-play-game-real': 'routes/play.tsx',
  'preview-redirect-page-select': 'routes/preview-redirect.tsx',
};

/** The layouts, in the order the router lists them. */
const LAYOUT_MODULES: readonly (readonly [LayoutName, string])[] = [
  ['default', 'layouts/default.tsx'],
  ['clean', 'layouts/clean.tsx'],
  ['winners', 'layouts/winners.tsx'],
  ['live-casino', 'layouts/live-casino.tsx'],
  ['game-play', 'layouts/game-play.tsx'],
];

/** Pages rendered in another page's outlet: the winners' tabs (ADR 0003). */
const NESTED_IN: Partial<Record<RouteName, RouteName>> = {
  'preview-winners-recente': 'preview-winners',
  'preview-winners-jackpot': 'preview-winners',
  'preview-winners-hol-de-faima': 'preview-winners',
};

/** A page's route, its path relative to its parent's (`parentPath` is '' at the top). */
function page(spec: RouteSpec & { name: RouteName }, parentPath = ''): RouteConfigEntry {
  const file = PAGE_MODULES[spec.name];
  if (spec.path === '/') return index(file, { id: spec.name });
  const children = ROUTES.filter((child) => NESTED_IN[child.name] === spec.name).map((child) =>
    page(child, spec.path),
  );
  const path = spec.path.slice(parentPath.length + 1);
  return children.length > 0
    ? route(path, file, { id: spec.name }, children)
    : route(path, file, { id: spec.name });
}

const topPages = (name: LayoutName | null) =>
  ROUTES.filter((spec) => spec.layout === name && !NESTED_IN[spec.name]).map((spec) => page(spec));

export default [
  route('api/catalog', 'routes/api.catalog.ts', { id: 'api-catalog' }),
  route('api/game-details/:game', 'routes/api.game-details.ts', { id: 'api-game-details' }),
  route('api/lobby-widgets', 'routes/api.lobby-widgets.ts', { id: 'api-lobby-widgets' }),
  route('api/personal-shelves', 'routes/api.personal-shelves.ts', { id: 'api-personal-shelves' }),
  route('api/preview/auth', 'routes/api.preview-auth.ts', { id: 'api-preview-auth' }),
  route('builds/latest.json', 'routes/builds.latest.ts', { id: 'builds-latest' }),
  route('builds/meta/:file', 'routes/builds.meta.ts', { id: 'builds-meta' }),
  route(PREVIEW_PATH, 'routes/shell.tsx', { id: 'shell' }, [
    ...LAYOUT_MODULES.map(([name, file]) => layout(file, { id: `layout-${name}` }, topPages(name))),
    ...topPages(null),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
