import { describe, expect, it } from 'vitest';
import { revalidateOnPreviewOrLanguage as shellShouldRevalidate } from '~/shell/revalidation';
import { type DataMatch, type PageDataInput, pageDataHref } from './page-data-href';

/** The portal's shape: root, the shell (keeps its menus unless preview or language change), a layout, a page. */

function match(id: string, pathname: string, extra: Partial<DataMatch['route']> = {}): DataMatch {
  return { pathname, params: {}, route: { id, ...extra } };
}

const home = [
  match('root', '/'),
  match('shell', '/', { shouldRevalidate: shellShouldRevalidate }),
  match('layout-default', '/'),
  match('preview', '/'),
];
const promotions = [
  match('root', '/'),
  match('shell', '/', { shouldRevalidate: shellShouldRevalidate }),
  match('layout-clean', '/'),
  match('preview-promotions', '/promotii'),
];
const allGames = [
  match('root', '/'),
  match('shell', '/', { shouldRevalidate: shellShouldRevalidate }),
  match('layout-default', '/'),
  match('preview-all-games', '/toate-jocurile'),
];

const loaders = { hasLoader: true };
const base: PageDataInput = {
  page: '/promotii',
  nextMatches: promotions,
  currentMatches: home,
  loaderData: { root: {}, shell: {}, 'layout-default': null, preview: {} },
  manifestRoutes: {
    root: loaders,
    shell: loaders,
    'layout-default': { hasLoader: false },
    'layout-clean': { hasLoader: false },
    preview: loaders,
    'preview-promotions': loaders,
    'preview-all-games': loaders,
  },
  routeModules: { shell: { shouldRevalidate: shellShouldRevalidate } },
  location: { pathname: '/', search: '', hash: '' },
  origin: 'https://casino.example',
};

describe('the data URL a navigation to a page asks for', () => {
  it('names the loaders that run when a route keeps its data (the shell keeps its menus)', () => {
    expect(pageDataHref(base)).toBe('/promotii.data?_routes=root%2Cpreview-promotions');
  });

  it('asks every loader, with no _routes, when every route with a loader runs', () => {
    expect(pageDataHref({ ...base, page: '/promotii?lang=en', routeModules: {} })).toBe(
      '/promotii.data?lang=en',
    );
    // The language changes: the shell loads its menus again, so the request names no routes.
    expect(pageDataHref({ ...base, page: '/promotii?lang=en' })).toBe('/promotii.data?lang=en');
  });

  it('the home page is /_root.data; a trailing slash is dropped', () => {
    const toHome = { ...base, page: '/', nextMatches: home, currentMatches: allGames };
    expect(pageDataHref({ ...toHome, location: { pathname: '/toate-jocurile', search: '', hash: '' } })).toBe(
      '/_root.data?_routes=root%2Cpreview',
    );
    expect(pageDataHref({ ...base, page: '/promotii/' })).toBe(
      '/promotii.data?_routes=root%2Cpreview-promotions',
    );
  });

  it('a route with a client loader is left to its own request', () => {
    const manifestRoutes = {
      ...base.manifestRoutes,
      'preview-promotions': { hasLoader: true, hasClientLoader: true },
    };
    expect(pageDataHref({ ...base, manifestRoutes })).toBe('/promotii.data?_routes=root');
  });

  it('nothing for the current page, an unknown page, or a page without server loaders', () => {
    expect(pageDataHref({ ...base, page: '/', nextMatches: home })).toBeNull();
    expect(pageDataHref({ ...base, nextMatches: null })).toBeNull();
    const noLoaders = Object.fromEntries(
      Object.keys(base.manifestRoutes).map((id) => [id, { hasLoader: false }]),
    );
    expect(pageDataHref({ ...base, manifestRoutes: noLoaders })).toBeNull();
  });

  it('keeps the query of the page linked to', () => {
    expect(pageDataHref({ ...base, page: '/promotii?tab=2' })).toBe(
      '/promotii.data?tab=2&_routes=root%2Cpreview-promotions',
    );
  });
});
