/**
 * The route table of shell.md section 2, the portal's only one: the app's route config is built from it
 * and its links are typed by it (ADR 0068). Each entry's name is the spec's route name (with the
 * preview- prefix); the path omits the optional leading {preview} segment.
 */
export type LayoutName = 'clean' | 'default' | 'game-play' | 'live-casino' | 'winners';

export interface RouteSpec {
  name: string;
  path: string;
  layout: LayoutName | null;
  requiresLogin?: boolean;
  /** The param that must name an existing content record, and which kind. */
  slugKind?:
    | 'provider'
    | 'category'
    | 'collection'
    | 'jackpot'
    | 'promotion'
    | 'page'
    | 'game'
    | 'live-category';
}

export const PREVIEW_SEGMENT = 'preview';

const TABLE = [
  { name: 'preview', path: '/', layout: 'default' },
  { name: 'preview-all-games', path: '/toate-jocurile', layout: 'default' },
  { name: 'preview-games-game', path: '/joc/:game', layout: 'default', slugKind: 'game' },
  { name: 'preview-jackpots', path: '/jackpots', layout: 'default' },
  { name: 'preview-jackpots-slug', path: '/jackpots/:slug', layout: 'default', slugKind: 'jackpot' },
  { name: 'preview-providers', path: '/furnizori', layout: 'default' },
  { name: 'preview-providers-slug', path: '/furnizori/:slug', layout: 'default', slugKind: 'provider' },
  { name: 'preview-categories-slug', path: '/categorii/:slug', layout: 'default', slugKind: 'category' },
  { name: 'preview-collections', path: '/colectii', layout: 'default' },
  { name: 'preview-collections-slug', path: '/colectii/:slug', layout: 'default', slugKind: 'collection' },
  { name: 'preview-user-my-games', path: '/utilizator/preferate', layout: 'default', requiresLogin: true },
  { name: 'preview-user-slug', path: '/utilizator/:slug', layout: 'default', requiresLogin: true },
  { name: 'preview-promotions', path: '/promotii', layout: 'clean' },
  { name: 'preview-promotions-slug', path: '/promotii/:slug', layout: 'clean', slugKind: 'promotion' },
  { name: 'preview-page-slug', path: '/pagina/:slug', layout: 'clean', slugKind: 'page' },
  { name: 'preview-tournaments', path: '/turnee', layout: 'clean' },
  { name: 'preview-winners', path: '/invingatori', layout: 'winners' },
  { name: 'preview-winners-recente', path: '/invingatori/recente', layout: 'winners' },
  { name: 'preview-winners-jackpot', path: '/invingatori/jackpot', layout: 'winners' },
  { name: 'preview-winners-hol-de-faima', path: '/invingatori/hol-de-faima', layout: 'winners' },
  { name: 'preview-live-casino-parent', path: '/live-casino', layout: 'live-casino' },
  { name: 'preview-live-casino', path: '/cazinou-live', layout: 'live-casino' },
  { name: 'preview-live-casino-all-games', path: '/cazinou-live/toate-jocurile', layout: 'live-casino' },
  {
    name: 'preview-live-casino-user-my-games',
    path: '/cazinou-live/utilizator/preferate',
    layout: 'live-casino',
    requiresLogin: true,
  },
  {
    name: 'preview-live-casino-user-slug',
    path: '/cazinou-live/utilizator/:slug',
    layout: 'live-casino',
    requiresLogin: true,
  },
  {
    name: 'preview-live-casino-categories-slug',
    path: '/cazinou-live/categorii/:slug',
    layout: 'live-casino',
    slugKind: 'live-category',
  },
  { name: 'preview-play-game-demo', path: '/play/:game/demo', layout: 'game-play', slugKind: 'game' },
  {
    name: 'preview-play-game-real',
    path: '/play/:game/real',
    layout: 'game-play',
    requiresLogin: true,
    slugKind: 'game',
  },
  { name: 'preview-redirect-page-select', path: '/redirect/:page/:select?', layout: null },
] as const satisfies readonly RouteSpec[];

/** A page's route name, as the spec writes it. */
export type RouteName = (typeof TABLE)[number]['name'];
/** A page's path pattern without the {preview} segment: `/joc/:game`. */
export type RoutePattern = (typeof TABLE)[number]['path'];

export const ROUTES: readonly (RouteSpec & { name: RouteName; path: RoutePattern })[] = TABLE;

/** Route name for analytics: the preview- prefix stripped; `preview` alone is the lobby. */
export function analyticsRouteName(routeName: string): string {
  if (routeName === PREVIEW_SEGMENT) return 'lobby';
  return routeName.startsWith('preview-') ? routeName.slice('preview-'.length) : routeName;
}

/** The {preview} segment is valid when absent or exactly the word preview. */
export function isValidPreviewSegment(segment: string | undefined): boolean {
  return segment === undefined || segment === PREVIEW_SEGMENT;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * In preview mode internal links are prefixed with /preview; absolute http(s) links and links with any
 * other scheme (a sister brand's app scheme, mailto:, tel:) are left alone.
 */
export function previewLink(path: string, preview: boolean): string {
  if (!preview || EXTERNAL.test(path) || SCHEME.test(path) || path.startsWith('?') || path.startsWith('#')) {
    return path;
  }
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  if (pathname === `/${PREVIEW_SEGMENT}` || pathname.startsWith(`/${PREVIEW_SEGMENT}/`)) return path;
  const normalised = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${normalised === '/' ? `/${PREVIEW_SEGMENT}` : `/${PREVIEW_SEGMENT}${normalised}`}${rest}`;
}

const compiled = ROUTES.map((route) => ({
  name: route.name,
  pattern: new RegExp(
    `^${route.path
      .replace(/\/:\w+\?/g, '(?:/[^/]+)?')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\/$/, '')}/?$`,
  ),
  specificity: route.path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length,
}));

/**
 * The route name of a portal path (with or without the /preview prefix, query or hash), for analytics;
 * null when no route matches. Static segments win over parameters, as in the router.
 */
export function routeNameForPath(path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const withoutPreview =
    pathname === `/${PREVIEW_SEGMENT}` ? '/' : pathname.replace(new RegExp(`^/${PREVIEW_SEGMENT}(?=/)`), '');
  let best: { name: string; specificity: number } | null = null;
  for (const route of compiled) {
    if (route.pattern.test(withoutPreview) && (!best || route.specificity > best.specificity)) best = route;
  }
  return best?.name ?? null;
}
