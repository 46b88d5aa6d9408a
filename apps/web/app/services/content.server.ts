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
  timeoutMs: serverConfig.contentTimeoutMs,
});

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

async function fetchBody(
  path: string,
  ctx: ContentContext,
  errorKey: string,
  extra: Record<string, string> = {},
) {
  try {
    return await contentClient.get(path, { locale: ctx.locale, status: ctx.status, ...extra });
  } catch (error) {
    console.error(`[content] ${errorKey}:`, error instanceof Error ? error.message : error);
    return contentFailure(errorKey);
  }
}

async function loadList<S extends v.GenericSchema>(
  schema: S,
  path: string,
  ctx: ContentContext,
  errorKey: string,
): Promise<v.InferOutput<S>[]> {
  const body = await fetchBody(path, ctx, errorKey);
  if (body === null || typeof body !== 'object') return contentFailure(errorKey);
  return memo(body, () => {
    const parsed = parseList(schema, body);
    if (!parsed) return contentFailure(errorKey);
    if (parsed.rejected > 0)
      console.warn(`[content] ${errorKey}: ${parsed.rejected} malformed record(s) dropped`);
    return parsed.items;
  });
}

async function loadRecord<S extends v.GenericSchema>(
  schema: S,
  path: string,
  ctx: ContentContext,
  errorKey: string,
): Promise<v.InferOutput<S>> {
  const body = await fetchBody(path, ctx, errorKey);
  if (body === null || typeof body !== 'object') return contentFailure(errorKey);
  return memo(body, () => parseRecord(schema, body) ?? contentFailure(errorKey));
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

export async function getLayouts(ctx: ContentContext): Promise<Layout[]> {
  const errorKey = 'errors.failed-to-fetch-layouts';
  const body = await fetchBody(CONTENT_PATHS.layouts, ctx, errorKey);
  if (!Array.isArray(body)) return contentFailure(errorKey);
  return memo(body, () => body.map(parseLayout).filter((layout): layout is Layout => layout !== null));
}

export async function getLayout(ctx: ContentContext, page: PageKind): Promise<Layout | null> {
  const layouts = await getLayouts(ctx);
  return layouts.find((layout) => layout.page === page) ?? null;
}

/** SEO records are optional: a missing or failing record falls back to the page's own title. */
export async function getSeo(ctx: ContentContext, seoId: string | null | undefined): Promise<PageSeo | null> {
  if (!seoId) return null;
  try {
    const body = await contentClient.get(CONTENT_PATHS.seo(seoId), {
      locale: ctx.locale,
      status: ctx.status,
    });
    const seo = parseRecord(Seo, body);
    return seo && pageSeo(seo);
  } catch {
    return null;
  }
}

export async function getGameInfo(ctx: ContentContext, gameCode: string) {
  try {
    const body = await contentClient.get(CONTENT_PATHS.gameInfo(gameCode), {
      locale: ctx.locale,
      status: ctx.status,
    });
    return parseRecord(GameInfo, body);
  } catch {
    return null;
  }
}

/** Redirect rules by path; a failing lookup means no redirect (the page itself still renders). */
export async function getRedirect(ctx: ContentContext, path: string) {
  try {
    const body = await contentClient.get(CONTENT_PATHS.redirects, {
      locale: ctx.locale,
      status: ctx.status,
      path,
    });
    return parseRecord(RedirectLookup, body);
  } catch {
    return null;
  }
}
