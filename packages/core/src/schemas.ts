/**
 * Schemas of every record the portal reads from outside (content API, public winners API, live feed).
 * The portal parses with these and the sandbox's contract tests check its answers against them, so
 * the two cannot drift apart.
 */
import * as v from 'valibot';

export const GAME_TYPES = ['Slot', 'Live', 'Table', 'Crash'] as const;
export const GAME_LAYOUT_TYPES = [
  'Default',
  'DoubleRow',
  'Portrait',
  'Landscape',
  'Top10',
  'LargeOnMobile',
] as const;
export const IMAGE_KINDS = ['thumbnail', 'portrait', 'landscape'] as const;
export const PAGE_KINDS = [
  'Lobby',
  'Home',
  'Providers',
  'Collections',
  'MyGames',
  'MyLiveGames',
  'AllGames',
  'Promotions',
  'Jackpots',
  'LiveLobby',
  'Menu',
  'Tournaments',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export type GameLayoutType = (typeof GAME_LAYOUT_TYPES)[number];
export type GameListSource = (typeof GAME_LIST_SOURCES)[number];
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export type CasinoFilterKey = (typeof CASINO_FILTER_KEYS)[number];
export type LiveFilterKey = (typeof LIVE_FILTER_KEYS)[number];
export type DetailTagGroup = (typeof DETAIL_TAG_GROUPS)[number];
export const CONTENT_STATUSES = ['published', 'draft', 'archived'] as const;
export const LOBBIES = ['casino', 'live'] as const;
export const GAME_LIST_SOURCES = [
  'Default',
  'Favourites',
  'FavouritesLive',
  'BecauseYouLikeInternal',
  'BecauseYouPlayedInternal',
  'MostPlayed',
  'RecentlyPlayed',
  'BecauseYouPlayedPggService',
  'PopularPggService',
  'TrendingPggService',
  'RecommendedPggService',
  'FreeSpins',
  'TriedOnce',
  'GoldenChips',
  'BecauseYouLikeLiveInternal',
  'RecentWins',
  'BloomreachPersonalized',
] as const;
export const CATEGORY_TYPES = [
  'default',
  'favourites',
  'favourites-live',
  'because-you-like',
  'because-you-like-live',
  'because-you-played',
  'free-spins',
  'golden-chips',
  'most-played',
  'recently-played',
  'tried-once',
  'recent-wins',
  'personalised-marketing',
  'popular',
  'recommended',
  'trending',
] as const;
export const WIDGET_TYPES = [
  'carousel',
  'collection-group',
  'collections',
  'games',
  'html',
  'jackpots',
  'providers',
  'videos',
  'winners',
] as const;
export const CASINO_FILTER_KEYS = [
  'categories',
  'collections',
  'providers',
  'numberOfReels',
  'betAmount',
  'maxWin',
  'jackpot',
  'gamble',
  'bonus',
] as const;
export const LIVE_FILTER_KEYS = [
  'categories',
  'providers',
  'languages',
  'betAmount',
  'openTable',
  'availableSeat',
] as const;
export const DETAIL_TAG_GROUPS = [
  'collections',
  'categories',
  'lines',
  'reels',
  'labels',
  'specialFeatures',
  'volatility',
  'rtp',
] as const;
export const SEARCH_INCLUDES = ['categories', 'providers', 'collections'] as const;
export const AUDIENCES = ['all', 'logged-in', 'not-logged-in'] as const;
export const SUBMENU_TYPES = ['content-page', 'promotion', 'internal', 'external'] as const;
export const MENU_ITEM_TYPES = ['Internal', 'AllGames', 'Categories', 'Collections'] as const;

const id = v.pipe(v.string(), v.minLength(1));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const nonNegative = v.pipe(v.number(), v.minValue(0));
const level0to10 = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10));
const isoDate = v.pipe(v.string(), v.isoTimestamp());

/** An image in the asset store: `{assets}/assets/{id}[/{seoName}]?format=webp`. */
export const AssetImage = v.object({ id, seoName: v.optional(v.string()) });
export type AssetImage = v.InferOutput<typeof AssetImage>;

export const Label = v.object({ title: v.string(), color: v.string(), textColor: v.string() });
export type Label = v.InferOutput<typeof Label>;

export const TaxonomyRef = v.object({ id, slug, name: v.string() });
export type TaxonomyRef = v.InferOutput<typeof TaxonomyRef>;

/** Launch URL templates; placeholders {gameCode} {clientPlatform} {languageCode} {playerId} {tempToken}. */
export const LaunchUrls = v.object({
  real: v.nullable(v.string()),
  demo: v.nullable(v.string()),
  realMobile: v.nullable(v.string()),
  demoMobile: v.nullable(v.string()),
});
export type LaunchUrls = v.InferOutput<typeof LaunchUrls>;

export const Game = v.object({
  gameCode: id,
  name: v.pipe(v.string(), v.minLength(1)),
  type: v.picklist(GAME_TYPES),
  provider: TaxonomyRef,
  categories: v.array(TaxonomyRef),
  collections: v.array(TaxonomyRef),
  numberOfReels: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  jackpot: v.boolean(),
  gamble: v.boolean(),
  bonusGameFeature: v.boolean(),
  maxWin: nonNegative,
  minBet: nonNegative,
  maxBet: nonNegative,
  rtp: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  volatility: v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5))),
  promotionLevel: level0to10,
  commercialTier: level0to10,
  fileVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  labels: v.array(Label),
  description: v.string(),
  videoPreview: v.nullable(v.string()),
  seoId: v.nullable(v.string()),
  demoEnabled: v.boolean(),
  requirePassword: v.boolean(),
  lines: v.pipe(v.number(), v.integer(), v.minValue(0)),
  specialFeatures: v.array(v.string()),
  launchUrls: LaunchUrls,
});
export type Game = v.InferOutput<typeof Game>;
export type GameType = (typeof GAME_TYPES)[number];

export const Category = v.object({
  id,
  slug,
  type: v.picklist(CATEGORY_TYPES),
  title: v.string(),
  lobby: v.picklist(LOBBIES),
  style: v.picklist(['default', 'top10']),
  games: v.array(v.string()),
  iconImage: v.nullable(AssetImage),
  seoId: v.nullable(v.string()),
});
export type Category = v.InferOutput<typeof Category>;

export const Provider = v.object({
  id,
  slug,
  name: v.string(),
  games: v.array(v.string()),
  lightLogoImage: v.nullable(AssetImage),
  darkLogoImage: v.nullable(AssetImage),
  seoId: v.nullable(v.string()),
});
export type Provider = v.InferOutput<typeof Provider>;

export const Collection = v.object({
  id,
  slug,
  title: v.string(),
  url: v.nullable(v.string()),
  iconImage: v.nullable(AssetImage),
  games: v.array(v.string()),
  excludeFromPage: v.boolean(),
  actionRoute: v.nullable(v.string()),
  seoId: v.nullable(v.string()),
});
export type Collection = v.InferOutput<typeof Collection>;

export const CollectionGroup = v.object({ id, title: v.string(), collections: v.array(v.string()) });
export type CollectionGroup = v.InferOutput<typeof CollectionGroup>;

export const JackpotLevel = v.object({ name: v.string(), amount: v.optional(v.nullable(v.number())) });
export type JackpotLevel = v.InferOutput<typeof JackpotLevel>;

export const Jackpot = v.object({
  id,
  slug,
  title: v.string(),
  currency: v.pipe(v.string(), v.length(3)),
  gameCodes: v.array(v.string()),
  jackpotLevels: v.array(JackpotLevel),
  image: v.nullable(AssetImage),
  seoId: v.nullable(v.string()),
});
export type Jackpot = v.InferOutput<typeof Jackpot>;

export const Promotion = v.object({
  id,
  slug,
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  image: v.nullable(AssetImage),
  games: v.array(v.string()),
  visibleTo: v.nullable(v.picklist(AUDIENCES)),
  templateCode: v.nullable(v.string()),
  tagName: v.nullable(v.string()),
  startDate: isoDate,
  endDate: v.nullable(isoDate),
  seoId: v.nullable(v.string()),
});
export type Promotion = v.InferOutput<typeof Promotion>;

export const MenuItem = v.object({
  id,
  type: v.picklist(MENU_ITEM_TYPES),
  title: v.string(),
  /** Internal: a route name without the preview- prefix; Categories/Collections: the slug. */
  route: v.string(),
  img: v.nullable(AssetImage),
  isPersonalized: v.boolean(),
  lobby: v.optional(v.picklist(LOBBIES), 'casino'),
});
export type MenuItem = v.InferOutput<typeof MenuItem>;

export const SubmenuItem = v.object({
  id,
  icon: v.nullable(AssetImage),
  title: v.string(),
  type: v.picklist(SUBMENU_TYPES),
  slug: v.nullable(v.string()),
  url: v.nullable(v.string()),
});
export type SubmenuItem = v.InferOutput<typeof SubmenuItem>;

const widgetBase = { id, title: v.optional(v.string(), '') };
export const Widget = v.variant('type', [
  v.object({ ...widgetBase, type: v.literal('carousel'), carouselId: id }),
  v.object({ ...widgetBase, type: v.literal('collection-group'), collectionGroupId: id }),
  v.object({ ...widgetBase, type: v.literal('collections'), collectionIds: v.array(v.string()) }),
  v.object({
    ...widgetBase,
    type: v.literal('games'),
    gameLayout: v.picklist(GAME_LAYOUT_TYPES),
    source: v.picklist(GAME_LIST_SOURCES),
    categoryId: v.nullable(v.string()),
    collectionId: v.nullable(v.string()),
  }),
  v.object({ ...widgetBase, type: v.literal('html'), html: v.string() }),
  v.object({ ...widgetBase, type: v.literal('jackpots'), jackpotIds: v.array(v.string()) }),
  v.object({ ...widgetBase, type: v.literal('providers') }),
  v.object({ ...widgetBase, type: v.literal('videos'), videoWidgetId: id }),
  v.object({ ...widgetBase, type: v.literal('winners') }),
]);
export type Widget = v.InferOutput<typeof Widget>;
export type WidgetType = Widget['type'];

export const Layout = v.object({
  id,
  page: v.picklist(PAGE_KINDS),
  lobby: v.picklist(LOBBIES),
  seoId: v.nullable(v.string()),
  widgets: v.array(v.unknown()),
});
export type Layout = Omit<v.InferOutput<typeof Layout>, 'widgets'> & { widgets: Widget[] };

export const CarouselSlide = v.object({
  id,
  title: v.string(),
  text: v.string(),
  image: AssetImage,
  url: v.string(),
  ctaText: v.string(),
});
export const Carousel = v.object({
  id,
  lobby: v.picklist(['Casino', 'Live']),
  slides: v.array(CarouselSlide),
});
export type Carousel = v.InferOutput<typeof Carousel>;

export const VideoWidget = v.object({
  id,
  title: v.string(),
  items: v.array(
    v.object({
      id,
      title: v.string(),
      videoUrl: v.string(),
      poster: AssetImage,
      gameCode: v.nullable(v.string()),
    }),
  ),
});
export type VideoWidget = v.InferOutput<typeof VideoWidget>;

/**
 * An SEO record's head resources (shell.md section 3): styles (CSS text), links and scripts. Entries
 * are checked one by one by core's `safeHeadResources` before they reach a page.
 */
export const HeadResources = v.object({
  styles: v.optional(v.array(v.unknown())),
  links: v.optional(v.array(v.unknown())),
  scripts: v.optional(v.array(v.unknown())),
});
export type HeadResources = v.InferOutput<typeof HeadResources>;

export const Seo = v.object({
  title: v.string(),
  ogTitle: v.string(),
  description: v.string(),
  ogDescription: v.string(),
  ogImage: v.nullable(v.string()),
  twitterCard: v.string(),
  metaRobots: v.string(),
  headResources: v.optional(HeadResources),
});
export type Seo = v.InferOutput<typeof Seo>;

export const SearchSettings = v.object({
  /** Games in this category weigh 6 more; others weigh their commercial tier, capped at 5. */
  category: v.nullable(v.string()),
  searchResultIncludes: v.array(v.picklist(SEARCH_INCLUDES)),
  /** Category whose games fill the recommended block. */
  recommendedCategory: v.nullable(v.string()),
  popularProviders: v.array(v.string()),
});
export type SearchSettings = v.InferOutput<typeof SearchSettings>;

export const GlobalSettings = v.object({
  enabledFilters: v.array(v.picklist(CASINO_FILTER_KEYS)),
  enabledFiltersLive: v.array(v.picklist(LIVE_FILTER_KEYS)),
  search: SearchSettings,
  searchLive: SearchSettings,
  detailTags: v.array(v.picklist(DETAIL_TAG_GROUPS)),
  currency: v.object({ code: v.pipe(v.string(), v.length(3)), iso: v.string() }),
  redirectToAccount: v.boolean(),
  supportPhone: v.string(),
});
export type GlobalSettings = v.InferOutput<typeof GlobalSettings>;

export const CmsConfiguration = v.object({ featureToggle: v.array(v.string()) });
export type CmsConfiguration = v.InferOutput<typeof CmsConfiguration>;

export const WebMessage = v.object({
  id,
  title: v.string(),
  text: v.string(),
  start: isoDate,
  end: v.nullable(isoDate),
  priority: v.number(),
  url: v.nullable(v.string()),
});
export type WebMessage = v.InferOutput<typeof WebMessage>;

/** `meta: 'user'` marks a page for logged-in players only (shell.md section 6). */
export const CONTENT_PAGE_USER_META = 'user';

export const ContentPage = v.object({
  id,
  slug,
  title: v.string(),
  body: v.string(),
  seoId: v.nullable(v.string()),
  meta: v.optional(v.nullable(v.string()), null),
});
export type ContentPage = v.InferOutput<typeof ContentPage>;

export const Tournament = v.object({
  id,
  slug,
  title: v.string(),
  description: v.string(),
  prize: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  image: v.nullable(AssetImage),
  games: v.array(v.string()),
});
export type Tournament = v.InferOutput<typeof Tournament>;

export const RedirectLookup = v.object({
  redirect: v.nullable(v.string()),
  status: v.optional(v.picklist([301, 302, 307, 308]), 302),
});
export type RedirectLookup = v.InferOutput<typeof RedirectLookup>;

export const GameInfo = v.object({
  description: v.string(),
  videoPreview: v.nullable(v.string()),
  lines: v.nullable(v.number()),
  numberOfReels: v.nullable(v.number()),
  volatility: v.nullable(v.number()),
  rtp: v.nullable(v.number()),
  labels: v.array(Label),
  specialFeatures: v.array(v.string()),
});
export type GameInfo = v.InferOutput<typeof GameInfo>;

export const Winner = v.object({
  gameCode: v.string(),
  amount: nonNegative,
  currency: v.string(),
  player: v.string(),
  time: isoDate,
  kind: v.picklist(['recent', 'jackpot', 'hall-of-fame']),
});
export type Winner = v.InferOutput<typeof Winner>;

export const LiveTable = v.object({
  ImsGameCode: v.string(),
  Language: v.string(),
  Status: v.string(),
  SeatsAvailability: v.record(v.string(), v.unknown()),
  DynamicImageUrl: v.optional(v.nullable(v.string())),
  Dealer: v.optional(v.nullable(v.object({ DealerName: v.string() }))),
  name: v.optional(v.string()),
});
export type LiveTable = v.InferOutput<typeof LiveTable>;

export const PersonalizedCategory = v.object({
  type: v.picklist(CATEGORY_TYPES),
  games: v.array(v.string()),
});
export type PersonalizedCategory = v.InferOutput<typeof PersonalizedCategory>;

/** The outcome of parsing a list: the records that parsed, and how many were dropped. */
export interface ParsedList<T> {
  items: T[];
  rejected: number;
}

/**
 * Parses a list leniently: one malformed record is dropped (and counted) instead of failing the page.
 * A body that is not an array at all parses as `null`, which callers turn into the spec's error key.
 */
export function parseList<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ParsedList<v.InferOutput<TSchema>> | null {
  if (!Array.isArray(input)) return null;
  const items: v.InferOutput<TSchema>[] = [];
  let rejected = 0;
  for (const record of input) {
    const result = v.safeParse(schema, record);
    if (result.success) items.push(result.output);
    else rejected++;
  }
  return { items, rejected };
}

/** Parses one record; `null` when it does not match. */
export function parseRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : null;
}

/** Parses a layout and its widgets; unknown or malformed widgets are dropped so the page still renders. */
export function parseLayout(input: unknown): Layout | null {
  const layout = parseRecord(Layout, input);
  if (!layout) return null;
  const widgets = parseList(Widget, layout.widgets);
  return { ...layout, widgets: widgets?.items ?? [] };
}
