/** The catalogue's public shapes and defaults: what `generateCatalogue` takes and gives. */
import type { ContentStatus, Locale } from '@casino/core/content-api';
import type {
  Carousel,
  Category,
  CmsConfiguration,
  Collection,
  CollectionGroup,
  ContentPage,
  Game,
  GlobalSettings,
  Jackpot,
  Layout,
  MenuItem,
  Promotion,
  Provider,
  Seo,
  SubmenuItem,
  Tournament,
  VideoWidget,
  WebMessage,
  Winner,
} from '@casino/core/schemas';

export const DEFAULT_SEED = 20261121;
export const DEFAULT_GAMES = 3000;
export const DEFAULT_LIVE_GAMES = 300;
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

export const PLATFORMS = ['CasinoDesktop', 'CasinoMobile', 'LiveDesktop', 'LiveMobile', 'Native'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface CatalogueOptions {
  seed?: number;
  /** Casino games (slot, table, crash). */
  games?: number;
  /** Live dealer games. */
  liveGames?: number;
  locale?: Locale;
  status?: ContentStatus;
  /** Dates of promotions, messages, tournaments and winners are relative to this instant. */
  referenceDate?: string;
  /** Base URL of the sandbox, used in launch URLs, video previews and SEO images. */
  publicUrl?: string;
}

/** How the sandbox draws an asset image (`/assets/{id}`). */
export interface AssetSpec {
  id: string;
  label: string;
  width: number;
  height: number;
  kind: 'logo-light' | 'logo-dark' | 'icon' | 'banner' | 'slide' | 'poster';
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

export interface SandboxCatalogue {
  seed: number;
  locale: Locale;
  status: ContentStatus;
  referenceDate: string;
  publicUrl: string;
  games: Game[];
  categories: Category[];
  providers: Provider[];
  collections: Collection[];
  collectionGroups: CollectionGroup[];
  jackpots: Jackpot[];
  promotions: Promotion[];
  menus: MenuItem[];
  submenu: SubmenuItem[];
  layouts: Layout[];
  carousels: Carousel[];
  videoWidgets: VideoWidget[];
  /** SEO records keyed by seoId. */
  seo: Record<string, Seo>;
  globalSettings: GlobalSettings;
  cmsConfiguration: CmsConfiguration;
  webMessages: WebMessage[];
  /** Platforms each web message targets, keyed by message id. */
  webMessageTargets: Record<string, Platform[]>;
  pages: ContentPage[];
  tournaments: Tournament[];
  winners: Winner[];
  redirects: RedirectRule[];
  /** Every asset image id used by the records above (game images are keyed by game code instead). */
  assets: Record<string, AssetSpec>;
}

/** The game layout type and list source of each personal category type, as the lobby widgets use them. */
export const PERSONAL_SOURCES = {
  favourites: 'Favourites',
  'favourites-live': 'FavouritesLive',
  'because-you-like': 'BecauseYouLikeInternal',
  'because-you-like-live': 'BecauseYouLikeLiveInternal',
  'because-you-played': 'BecauseYouPlayedInternal',
  'free-spins': 'FreeSpins',
  'golden-chips': 'GoldenChips',
  'most-played': 'MostPlayed',
  'recently-played': 'RecentlyPlayed',
  'tried-once': 'TriedOnce',
  'recent-wins': 'RecentWins',
  'personalised-marketing': 'BloomreachPersonalized',
  popular: 'PopularPggService',
  recommended: 'RecommendedPggService',
  trending: 'TrendingPggService',
} as const;
export type PersonalCategoryType = keyof typeof PERSONAL_SOURCES;
