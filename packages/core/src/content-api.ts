/**
 * Paths of the content API (catalogue.md section 7 and shell.md section 7), relative to its base URL.
 * The portal's content client and the sandbox both use this table.
 */
export const CONTENT_PATHS = {
  categories: '/api/categories',
  menus: '/api/layouts/menus',
  submenu: '/api/layouts/submenu',
  layouts: '/api/layouts',
  carousels: '/carousels',
  videoWidgets: '/videowidgets',
  seo: (seoId: string) => `/seo/${encodeURIComponent(seoId)}`,
  providers: '/providers',
  collections: '/collections',
  collectionGroups: '/collections/groups',
  games: '/games/no-files',
  gameInfo: (gameCode: string) => `/games/${encodeURIComponent(gameCode)}/info`,
  promotions: '/promotions',
  promotion: (id: string) => `/Promotions/${encodeURIComponent(id)}`,
  jackpots: '/Jackpots',
  globalSettings: '/globalsettings',
  cmsConfiguration: '/cms-client/configuration/web_global',
  webMessages: '/webmessages',
  personalizedCategories: '/Personalized/general/categories',
  previewAuth: '/api/preview/auth',
  pages: '/pages',
  page: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  tournaments: '/tournaments',
  /** Redirect lookup by path: `?path=/old-path` answers `{ redirect, status }`. */
  redirects: '/redirects',
  /** Public winners API: `?country=ro` answers a JSON string holding the winners list. */
  winners: '/get-winners-live.php',
} as const;

export type Locale = 'ro' | 'en';
export type ContentStatus = 'published' | 'draft';
export const LOCALES: readonly Locale[] = ['ro', 'en'];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}
export const DEFAULT_LOCALE: Locale = 'ro';
