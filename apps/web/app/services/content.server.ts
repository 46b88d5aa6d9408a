/**
 * The portal's content repository: every content API read, parsed with the core schemas, cached per
 * locale and status, and failing with the spec's error key (a 500 the error boundary renders).
 */
import { type CatalogueGame, toCatalogueGame } from '@casino/core/catalogue';
import { CONTENT_PATHS, type ContentStatus, type Locale } from '@casino/core/content-api';
import { type PageSeo, pageSeo } from '@casino/core/head-resources';
import {
  Carousel,
  Category,
  CmsConfiguration,
  Collection,
  CollectionGroup,
  ContentPage,
  Game,
  GameInfo,
  GlobalSettings,
  Jackpot,
  type Layout,
  MenuItem,
  type PageKind,
  Promotion,
  Provider,
  parseLayout,
  parseList,
  parseRecord,
  RedirectLookup,
  Seo,
  SubmenuItem,
  Tournament,
  VideoWidget,
} from '@casino/core/schemas';
import { data } from 'react-router';
import type * as v from 'valibot';
import { serverConfig } from './config.server';
import { createContentClient } from './content-client';

export interface ContentContext {
  locale: Locale;
  status: ContentStatus;
  preview: boolean;
}

export const contentClient = createContentClient({
  baseUrl: serverConfig.contentApiUrl,
  ttlMs: serverConfig.contentCacheTtlMs,
  staleMs: serverConfig.contentCacheStaleMs,
  staleIfErrorMs: serverConfig.contentStaleIfErrorMs,
  timeoutMs: serverConfig.contentTimeoutMs,
});

/**
 * An optional call (SEO, redirect lookup, game info, decorative widgets): its answer within the short
 * budget, else the fallback at once; the request goes on and fills the cache for the next page.
 */
export async function withinBudget<T>(load: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), serverConfig.contentOptionalBudgetMs);
  });
  try {
    return await Promise.race([load, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** The body of a 500 thrown by a loader when content cannot be had: the error boundary shows `errorKey`. */
export interface ContentFailure {
  errorKey: string;
}

export function contentFailure(errorKey: string): never {
  throw data<ContentFailure>({ errorKey }, { status: 500 });
}

/** Derived structures are computed once per cached body (the client returns the same object while cached). */
const derived = new WeakMap<object, unknown>();
function memo<T>(body: object, compute: () => T): T {
  if (!derived.has(body)) derived.set(body, compute());
  return derived.get(body) as T;
}

/**
 * A required call: the answer parsed before it is cached (a wrong shape never replaces a good answer),
 * the last good one when the platform fails, or the spec's 500 with `errorKey` when there is none.
 */
async function fetchParsed<T>(
  path: string,
  ctx: ContentContext,
  errorKey: string,
  parse: (body: unknown) => T | undefined,
): Promise<T> {
  let parsed: T | null;
  try {
    parsed = await contentClient.get(path, { locale: ctx.locale, status: ctx.status }, { parse });
  } catch (error) {
    console.error(`[content] ${errorKey}:`, error instanceof Error ? error.message : error);
    return contentFailure(errorKey);
  }
  return parsed ?? contentFailure(errorKey);
}

function loadList<S extends v.GenericSchema>(
  schema: S,
  path: string,
  ctx: ContentContext,
  errorKey: string,
): Promise<v.InferOutput<S>[]> {
  return fetchParsed(path, ctx, errorKey, (body) => {
    const parsed = parseList(schema, body);
    if (!parsed) return undefined;
    if (parsed.rejected > 0)
      console.warn(`[content] ${errorKey}: ${parsed.rejected} malformed record(s) dropped`);
    return parsed.items;
  });
}

function loadRecord<S extends v.GenericSchema>(
  schema: S,
  path: string,
  ctx: ContentContext,
  errorKey: string,
): Promise<v.InferOutput<S>> {
  return fetchParsed(path, ctx, errorKey, (body) => parseRecord(schema, body) ?? undefined);
}

export interface GameIndex {
  games: Game[];
  byCode: Map<string, Game>;
  catalogue: CatalogueGame[];
  catalogueByCode: Map<string, CatalogueGame>;
}

export async function getGames(ctx: ContentContext): Promise<GameIndex> {
  const games = await loadList(Game, CONTENT_PATHS.games, ctx, 'errors.failed-to-fetch-games');
  return memo(games, () => {
    const catalogue = games.map(toCatalogueGame);
    return {
      games,
      byCode: new Map(games.map((game) => [game.gameCode, game])),
      catalogue,
      catalogueByCode: new Map(catalogue.map((game) => [game.gameCode, game])),
    };
  });
}

export const getCategories = (ctx: ContentContext) =>
  loadList(Category, CONTENT_PATHS.categories, ctx, 'errors.failed-to-fetch-categories');
export const getMenus = (ctx: ContentContext) =>
  loadList(MenuItem, CONTENT_PATHS.menus, ctx, 'errors.failed-to-fetch-menu');
export const getSubmenu = (ctx: ContentContext) =>
  loadList(SubmenuItem, CONTENT_PATHS.submenu, ctx, 'errors.failed-to-fetch-submenu');
export const getCarousels = (ctx: ContentContext) =>
  loadList(Carousel, CONTENT_PATHS.carousels, ctx, 'errors.failed-to-fetch-carousel');
export const getVideoWidgets = (ctx: ContentContext) =>
  loadList(VideoWidget, CONTENT_PATHS.videoWidgets, ctx, 'errors.failed-to-fetch-videos');
export const getProviders = (ctx: ContentContext) =>
  loadList(Provider, CONTENT_PATHS.providers, ctx, 'errors.failed-to-fetch-providers');
export const getCollections = (ctx: ContentContext) =>
  loadList(Collection, CONTENT_PATHS.collections, ctx, 'errors.failed-to-fetch-collections');
export const getCollectionGroups = (ctx: ContentContext) =>
  loadList(CollectionGroup, CONTENT_PATHS.collectionGroups, ctx, 'errors.failed-to-fetch-collection-groups');
export const getPromotions = (ctx: ContentContext) =>
  loadList(Promotion, CONTENT_PATHS.promotions, ctx, 'errors.failed-to-fetch-promotions');
export const getJackpots = (ctx: ContentContext) =>
  loadList(Jackpot, CONTENT_PATHS.jackpots, ctx, 'errors.failed-to-fetch-jackpots');
export const getContentPages = (ctx: ContentContext) =>
  loadList(ContentPage, CONTENT_PATHS.pages, ctx, 'errors.failed-to-fetch-pages');
export const getTournaments = (ctx: ContentContext) =>
  loadList(Tournament, CONTENT_PATHS.tournaments, ctx, 'errors.failed-to-fetch-tournaments');
export const getGlobalSettings = (ctx: ContentContext) =>
  loadRecord(GlobalSettings, CONTENT_PATHS.globalSettings, ctx, 'errors.failed-to-fetch-meta');
export const getCmsConfiguration = (ctx: ContentContext) =>
  loadRecord(CmsConfiguration, CONTENT_PATHS.cmsConfiguration, ctx, 'errors.failed-to-fetch-sb-cms-config');

export function getLayouts(ctx: ContentContext): Promise<Layout[]> {
  return fetchParsed(CONTENT_PATHS.layouts, ctx, 'errors.failed-to-fetch-layouts', (body) =>
    Array.isArray(body)
      ? body.map(parseLayout).filter((layout): layout is Layout => layout !== null)
      : undefined,
  );
}

export async function getLayout(ctx: ContentContext, page: PageKind): Promise<Layout | null> {
  const layouts = await getLayouts(ctx);
  return layouts.find((layout) => layout.page === page) ?? null;
}

/** SEO records are optional: a missing, failing or slow record falls back to the page's own title. */
export async function getSeo(ctx: ContentContext, seoId: string | null | undefined): Promise<PageSeo | null> {
  if (!seoId) return null;
  const seo = await withinBudget(
    contentClient.get(
      CONTENT_PATHS.seo(seoId),
      { locale: ctx.locale, status: ctx.status },
      { kind: 'seo', parse: (body) => parseRecord(Seo, body) ?? undefined },
    ),
    null,
  );
  return seo && pageSeo(seo);
}

/** Game info is optional: a missing, failing or slow answer leaves the details without it. */
export function getGameInfo(ctx: ContentContext, gameCode: string) {
  return withinBudget(
    contentClient.get(
      CONTENT_PATHS.gameInfo(gameCode),
      { locale: ctx.locale, status: ctx.status },
      { kind: 'game-info', parse: (body) => parseRecord(GameInfo, body) ?? undefined },
    ),
    null,
  );
}

/**
 * Redirect rules by path; a failing or slow lookup means no redirect (the page itself still renders).
 * "No rule" is a negative answer, kept apart, so lookups of unknown paths never evict other content.
 */
export function getRedirect(ctx: ContentContext, path: string) {
  return withinBudget(
    contentClient.get(
      CONTENT_PATHS.redirects,
      { locale: ctx.locale, status: ctx.status, path },
      {
        kind: 'redirects',
        parse: (body) => {
          const lookup = parseRecord(RedirectLookup, body);
          if (!lookup) return undefined;
          return lookup.redirect ? lookup : null;
        },
      },
    ),
    null,
  );
}
