/**
 * The portal's content repository: every content API read, parsed with the core schemas, cached per
 * locale and status, and failing with the spec's error key (a 500 the error boundary renders).
 */
import { type CatalogueGame, toCatalogueGame } from '@casino/core/catalogue';
import { CONTENT_PATHS } from '@casino/core/content-api';
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
import { createContentClient } from './content-client.server';
import { type ContentContext, markDegraded } from './request-context.server';
import { scopedFetch, telemetry } from './request-scope.server';
import { sharedContent } from './shared-cache.server';

/** Locale and content status of one request (defined with the request context, ADR 0017). */
export type { ContentContext };

export const contentClient = createContentClient({
  baseUrl: serverConfig.contentApiUrl,
  ttlMs: serverConfig.contentCacheTtlMs,
  staleMs: serverConfig.contentCacheStaleMs,
  staleIfErrorMs: serverConfig.contentStaleIfErrorMs,
  timeoutMs: serverConfig.contentTimeoutMs,
  fetch: scopedFetch,
  onOutcome: (kind, outcome) => telemetry.onContentOutcome(kind, outcome),
  // Under the memory when REDIS_URL is set (a fleet of processes, ADR 0061).
  shared: sharedContent,
});

/**
 * An optional call (SEO, redirect lookup, game info, video widgets, the lobby's jackpots): its answer
 * within the short budget, else the last good one, else `null` at once (the page's fallback: default
 * title, no redirect, the widget left out); the request goes on and fills the cache for the next page.
 * Anything but the real answer marks the request degraded (never publicly cached, ADR 0021). A 404
 * (`null`) is a real answer: no SEO record is not a fault.
 */
async function optionalGet<T>(
  ctx: ContentContext,
  path: string,
  query: Record<string, string>,
  options: { kind?: string; parse: (body: unknown) => T | undefined },
): Promise<T | null> {
  try {
    return await contentClient.get(
      path,
      { locale: ctx.locale, status: ctx.status, ...query },
      {
        ...options,
        budgetMs: serverConfig.contentOptionalBudgetMs,
        onStale: () => markDegraded(ctx),
      },
    );
  } catch (error) {
    console.warn(`[content] optional ${path} left out:`, error instanceof Error ? error.message : error);
    markDegraded(ctx);
    return null;
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
    parsed = await contentClient.get(
      path,
      { locale: ctx.locale, status: ctx.status },
      { parse, onStale: () => markDegraded(ctx) },
    );
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
  return fetchParsed(path, ctx, errorKey, listParser(schema, errorKey));
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
export const getProviders = (ctx: ContentContext) =>
  loadList(Provider, CONTENT_PATHS.providers, ctx, 'errors.failed-to-fetch-providers');
export const getCollections = (ctx: ContentContext) =>
  loadList(Collection, CONTENT_PATHS.collections, ctx, 'errors.failed-to-fetch-collections');
export const getCollectionGroups = (ctx: ContentContext) =>
  loadList(CollectionGroup, CONTENT_PATHS.collectionGroups, ctx, 'errors.failed-to-fetch-collection-groups');
export const getPromotions = (ctx: ContentContext) =>
  loadList(Promotion, CONTENT_PATHS.promotions, ctx, 'errors.failed-to-fetch-promotions');
/**
 * The promotions every page's badge counts (the shell) are optional: within the optional calls' budget,
 * the last good list, or none, rather than every page waiting out a slow call's timeout. The same
 * cached list as `getPromotions`, which the promotions pages require.
 */
export const getPromotionsForBadge = (ctx: ContentContext) =>
  optionalList(Promotion, CONTENT_PATHS.promotions, ctx, 'errors.failed-to-fetch-promotions');
/**
 * One promotion by id (`GET /Promotions/{id}`, catalogue.md section 7): the page's own record, within the
 * optional calls' budget; a failing, slow or missing answer keeps the list's record, which the page
 * found it by.
 */
export async function getPromotion(ctx: ContentContext, listed: Promotion): Promise<Promotion> {
  const single = await optionalGet(
    ctx,
    CONTENT_PATHS.promotion(listed.id),
    {},
    { kind: 'promotion', parse: (body) => parseRecord(Promotion, body) ?? undefined },
  );
  return single?.id === listed.id ? single : listed;
}
export const getJackpots = (ctx: ContentContext) =>
  loadList(Jackpot, CONTENT_PATHS.jackpots, ctx, 'errors.failed-to-fetch-jackpots');

/**
 * A list parsed record by record (malformed records dropped). A list of the wrong shape, or one whose
 * every record is malformed, is a failure: it never replaces a good list with an empty one.
 */
function listParser<S extends v.GenericSchema>(schema: S, errorKey: string) {
  return (body: unknown): v.InferOutput<S>[] | undefined => {
    const parsed = parseList(schema, body);
    if (!parsed || (parsed.items.length === 0 && parsed.rejected > 0)) return undefined;
    if (parsed.rejected > 0)
      console.warn(`[content] ${errorKey}: ${parsed.rejected} malformed record(s) dropped`);
    return parsed.items;
  };
}

/** An optional list (a widget): the list, the last good one, or none; the widget is left out. */
async function optionalList<S extends v.GenericSchema>(
  schema: S,
  path: string,
  ctx: ContentContext,
  errorKey: string,
): Promise<v.InferOutput<S>[]> {
  return (await optionalGet(ctx, path, {}, { parse: listParser(schema, errorKey) })) ?? [];
}

/**
 * Video widgets are optional (issue 14 item 3, ADR 0021): a failing or slow call leaves the widget
 * out of the page instead of errors.failed-to-fetch-videos taking the lobby down.
 */
export const getVideoWidgets = (ctx: ContentContext) =>
  optionalList(VideoWidget, CONTENT_PATHS.videoWidgets, ctx, 'errors.failed-to-fetch-videos');

/** The lobby's jackpots widget is optional too: the jackpot pages keep errors.failed-to-fetch-jackpots. */
export const getJackpotsWidget = (ctx: ContentContext) =>
  optionalList(Jackpot, CONTENT_PATHS.jackpots, ctx, 'errors.failed-to-fetch-jackpots');

export const getContentPages = (ctx: ContentContext) =>
  loadList(ContentPage, CONTENT_PATHS.pages, ctx, 'errors.failed-to-fetch-pages');
export const getTournaments = (ctx: ContentContext) =>
  loadList(Tournament, CONTENT_PATHS.tournaments, ctx, 'errors.failed-to-fetch-tournaments');
export const getGlobalSettings = (ctx: ContentContext) =>
  loadRecord(GlobalSettings, CONTENT_PATHS.globalSettings, ctx, 'errors.failed-to-fetch-meta');
export const getCmsConfiguration = (ctx: ContentContext) =>
  loadRecord(CmsConfiguration, CONTENT_PATHS.cmsConfiguration, ctx, 'errors.failed-to-fetch-sb-cms-config');

export function getLayouts(ctx: ContentContext): Promise<Layout[]> {
  return fetchParsed(CONTENT_PATHS.layouts, ctx, 'errors.failed-to-fetch-layouts', (body) => {
    if (!Array.isArray(body)) return undefined;
    const layouts = body.map(parseLayout).filter((layout): layout is Layout => layout !== null);
    // Nothing but malformed layouts is a failure, not an empty site.
    return layouts.length === 0 && body.length > 0 ? undefined : layouts;
  });
}

export async function getLayout(ctx: ContentContext, page: PageKind): Promise<Layout | null> {
  const layouts = await getLayouts(ctx);
  return layouts.find((layout) => layout.page === page) ?? null;
}

/** SEO records are optional: a missing, failing or slow record falls back to the page's own title. */
export async function getSeo(ctx: ContentContext, seoId: string | null | undefined): Promise<PageSeo | null> {
  if (!seoId) return null;
  const seo = await optionalGet(
    ctx,
    CONTENT_PATHS.seo(seoId),
    {},
    {
      kind: 'seo',
      parse: (body) => parseRecord(Seo, body) ?? undefined,
    },
  );
  return seo && pageSeo(seo);
}

/** Game info is optional: a missing, failing or slow answer leaves the details without it. */
export function getGameInfo(ctx: ContentContext, gameCode: string) {
  return optionalGet(
    ctx,
    CONTENT_PATHS.gameInfo(gameCode),
    {},
    {
      kind: 'game-info',
      parse: (body) => parseRecord(GameInfo, body) ?? undefined,
    },
  );
}

/**
 * Redirect rules by path; a failing or slow lookup means no redirect (the page itself still renders).
 * "No rule" is a negative answer, kept apart, so lookups of unknown paths never evict other content.
 */
export function getRedirect(ctx: ContentContext, path: string) {
  return optionalGet(
    ctx,
    CONTENT_PATHS.redirects,
    { path },
    {
      kind: 'redirects',
      parse: (body) => {
        const lookup = parseRecord(RedirectLookup, body);
        if (!lookup) return undefined;
        return lookup.redirect ? lookup : null;
      },
    },
  );
}
