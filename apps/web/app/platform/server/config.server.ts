import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import {
  DEFAULT_PERSONAL_CATEGORY_SLUGS,
  type PersonalCategorySlugs,
  parsePersonalCategorySlugs,
} from '@casino/core/personal-categories';
import { parseOrigins } from '@casino/core/redirect-targets';
import { href } from 'react-router';
/**
 * Every external address the portal talks to, from the environment with sandbox defaults (the README's
 * configuration table lists the same variables). `publicConfig` is the subset the browser receives.
 */
import * as v from 'valibot';
import { type OperatorDetails, parseOperator } from './operator.server';

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim().replace(/\/$/, '') : fallback;
}

/** Where the sandbox platform runs: every address below defaults to one of its paths. */
const SANDBOX = env('SANDBOX_URL', 'http://localhost:4000');
/** No content API configured: the portal runs against the sandbox, and the sandbox-only defaults apply. */
const AGAINST_SANDBOX = !process.env.CONTENT_API_URL?.trim();
const SPORT_SITE_URL = env('SPORT_SITE_URL', `${SANDBOX}/sport`);

/** A header navigation link (shell.md section 3): label per locale, url, internal, new flag. */
const HeaderLink = v.object({
  label: v.record(v.string(), v.string()),
  url: v.string(),
  internal: v.boolean(),
  newFlag: v.optional(v.boolean(), false),
});
export type HeaderLink = v.InferOutput<typeof HeaderLink>;

/** Internal links with React Router's `href` (the platform sits below the shared `portalPath`). */
const DEFAULT_HEADER_LINKS: HeaderLink[] = [
  { label: { ro: 'Cazinou', en: 'Casino' }, url: href('/:preview?'), internal: true, newFlag: false },
  {
    label: { ro: 'Cazinou live', en: 'Live casino' },
    url: href('/:preview?/cazinou-live'),
    internal: true,
    newFlag: false,
  },
  {
    label: { ro: 'Pariuri sportive', en: 'Sports betting' },
    url: SPORT_SITE_URL,
    internal: false,
    newFlag: false,
  },
  {
    label: { ro: 'Promoții', en: 'Promotions' },
    url: href('/:preview?/promotii'),
    internal: true,
    newFlag: false,
  },
  {
    label: { ro: 'Jackpoturi', en: 'Jackpots' },
    url: href('/:preview?/jackpots'),
    internal: true,
    newFlag: false,
  },
  {
    label: { ro: 'Turnee', en: 'Tournaments' },
    url: href('/:preview?/turnee'),
    internal: true,
    newFlag: true,
  },
  {
    label: { ro: 'Câștigători', en: 'Winners' },
    url: href('/:preview?/invingatori'),
    internal: true,
    newFlag: false,
  },
];

/** HEADER_LINKS holds the header navigation as JSON; a value that does not parse keeps the default. */
function headerLinks(): HeaderLink[] {
  const raw = process.env.HEADER_LINKS;
  if (!raw) return DEFAULT_HEADER_LINKS;
  try {
    const parsed = v.safeParse(v.array(HeaderLink), JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // Falls through to the default below.
  }
  console.error('[config] HEADER_LINKS is not a valid list of header links; using the default');
  return DEFAULT_HEADER_LINKS;
}

/**
 * PERSONAL_CATEGORY_SLUGS: the personal categories' slugs (`/utilizator/{slug}`) as a JSON object of
 * type to slug; today's slugs for the types it leaves out, all of them when it does not parse (logged).
 */
function personalCategorySlugs(): PersonalCategorySlugs {
  const slugs = parsePersonalCategorySlugs(process.env.PERSONAL_CATEGORY_SLUGS);
  if (slugs) return slugs;
  console.error(
    '[config] PERSONAL_CATEGORY_SLUGS is not an object of personal category types to distinct slugs; using the default',
  );
  return DEFAULT_PERSONAL_CATEGORY_SLUGS;
}

/**
 * A configured gateway path (GATEWAY_LOGIN_PATH, …): one leading slash, on the gateway's own origin. A
 * value that is not such a path (`//host/x`, `https://…`) keeps the default.
 */
function envPath(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) return value;
  console.error(`[config] ${name} is not a path on the gateway; using ${fallback}`);
  return fallback;
}

/** A yes/no setting: 1, true, yes or on (any case) is yes; anything else, or nothing, the fallback's no. */
function envFlag(name: string): boolean {
  return /^(1|true|yes|on)$/i.test(process.env[name]?.trim() ?? '');
}

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const FRAME_SOURCE =
  /^(?:'self'|'none'|https?:|(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/**
 * FRAME_ANCESTORS: who may embed the portal (a native app view or another page, shell.md section 1),
 * as CSP frame-ancestors sources separated by spaces. Anything that is not a source is dropped.
 */
export function parseFrameAncestors(raw: string | undefined): string {
  // A directive separator means another directive smuggled in: the whole value is refused.
  if (raw && /[;,]/.test(raw)) {
    console.error('[config] FRAME_ANCESTORS holds a directive separator; using the default');
    return "'self'";
  }
  const sources = (raw ?? '').split(/\s+/).filter((source) => source !== '');
  const valid = sources.filter((source) => FRAME_SOURCE.test(source));
  if (valid.length < sources.length)
    console.error(`[config] FRAME_ANCESTORS: ignored ${sources.length - valid.length} invalid source(s)`);
  return valid.length > 0 ? valid.join(' ') : "'self'";
}

/**
 * PREVIEW_SECRET: what an editor's browser proves at /api/preview/auth before it sees draft content
 * (ADR 0015). Against the sandbox it defaults to the sandbox's own secret (`editor`); against a real
 * content API there is no default, and without one nobody sees drafts.
 */
function previewSecret(): string | null {
  const value = process.env.PREVIEW_SECRET?.trim();
  if (value) return value;
  if (AGAINST_SANDBOX) return process.env.SANDBOX_PREVIEW_SECRET?.trim() || 'editor';
  console.error('[config] PREVIEW_SECRET is not set: preview shows published content only');
  return null;
}

/** SITE_URL: the portal's public address; its origin, or null (each request's own origin is used). */
export function parseSiteOrigin(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {}
  console.error("[config] SITE_URL is not an http(s) address; using each request's origin");
  return null;
}

export const serverConfig = {
  /** The origin canonical and alternate addresses are made absolute on (SEO head links). */
  siteOrigin: parseSiteOrigin(process.env.SITE_URL),
  frameAncestors: parseFrameAncestors(process.env.FRAME_ANCESTORS),
  previewSecret: previewSecret(),
  /** The personal categories' slugs (catalogue.md section 2: "route names configurable"). */
  personalCategorySlugs: personalCategorySlugs(),
  contentApiUrl: env('CONTENT_API_URL', SANDBOX),
  contentCacheTtlMs: envNumber('CONTENT_CACHE_TTL_SECONDS', 30) * 1000,
  contentCacheStaleMs: envNumber('CONTENT_CACHE_SWR_SECONDS', 300) * 1000,
  contentTimeoutMs: envNumber('CONTENT_TIMEOUT_SECONDS', 10) * 1000,
  /** How long the last good content is served while the content API fails (stale-if-error). */
  contentStaleIfErrorMs: envNumber('CONTENT_STALE_IF_ERROR_SECONDS', 6 * 3600) * 1000,
  /** The budget of an optional content call (SEO, redirect lookup, game info, decorative widgets). */
  contentOptionalBudgetMs: envNumber('CONTENT_OPTIONAL_BUDGET_MS', 800),
  /** Guest pages the response cache holds (ADR 0017); 0 switches it off. */
  pageCacheEntries: envNumber('PAGE_CACHE_ENTRIES', 500),
  /** The bodies the guest-page cache holds at most, in MB. */
  pageCacheMb: envNumber('PAGE_CACHE_MB', 64),
  /** REDIS_URL: the content cache's shared tier for a fleet of processes (ADR 0061); none when unset. */
  redisUrl: process.env.REDIS_URL?.trim() || null,
  /** The longest one Redis call may take before the process goes on without it. */
  redisBudgetMs: envNumber('REDIS_BUDGET_MS', 50),
  /** GAME_ORIGINS: where game frames come from (CSP frame-src, ADR 0017); the sandbox's own by default. */
  gameOrigins: parseOrigins(process.env.GAME_ORIGINS ?? (AGAINST_SANDBOX ? SANDBOX : '')),
  /** SCRIPT_ORIGINS: more origins scripts may come from (a tag manager, the CMS's SEO scripts). */
  scriptOrigins: parseOrigins(process.env.SCRIPT_ORIGINS ?? ''),
};

/** NATIVE_BANNER_OS: comma-separated OS names; any other word (e.g. none) switches the banner off. */
function nativeBannerOs(): string[] {
  return env('NATIVE_BANNER_OS', 'android,ios')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** What a URI scheme may hold (RFC 3986): a letter, then letters, digits, `+`, `-` and `.`. */
const URI_SCHEME = /^[a-z][a-z0-9+.-]*$/i;

/**
 * NATIVE_APP_SCHEME and NATIVE_APP_LOCATION: the app's deep links are `{scheme}{location}://…`
 * (catalogue.md section 4, native launch mode). Together they must make a URI scheme; otherwise the
 * defaults apply and the error is logged (a broken value would make every play button a dead link).
 */
export function parseNativeAppLink(
  scheme: string | undefined,
  location: string | undefined,
): { scheme: string; location: string } {
  const link = { scheme: scheme?.trim() || 'cazinoregal', location: location?.trim() ?? 'ro' };
  if (URI_SCHEME.test(`${link.scheme}${link.location}`)) return link;
  console.error(
    '[config] NATIVE_APP_SCHEME and NATIVE_APP_LOCATION do not make a URI scheme; using the defaults',
  );
  return { scheme: 'cazinoregal', location: 'ro' };
}

export interface PublicConfig {
  contentApiUrl: string;
  assetsUrl: string;
  gatewayUrl: string;
  /** The gateway paths the spec calls configured (shell.md section 7); defaults from core's GATEWAY_PATHS. */
  gatewayPaths: { login: string; logout: string; keepAlive: string };
  identityScriptUrl: string;
  microFrontendsUrl: string;
  liveFeedHubUrl: string;
  notificationsBrokerUrl: string;
  winnersApiUrl: string;
  chatScriptUrl: string;
  accountSiteUrl: string;
  sportSiteUrl: string;
  registerUrl: string;
  headerLinks: HeaderLink[];
  /** Native app banner (shell.md sections 2-3): the OS names it shows on, lower-case (android, ios). */
  nativeBannerOs: string[];
  /** Native app banner: the store page of the app per OS. */
  appStoreUrls: { android: string; ios: string };
  /** Native launch mode: in the app's view the play button is `{scheme}{location}://play/{gameCode}`. */
  nativeAppLink: { scheme: string; location: string };
  /** Error reporting is on only when a DSN is configured. */
  sentryDsn: string | null;
  /** The frame-ancestors sources: the hosts whose cross-frame messages the portal accepts (ADR 0009). */
  frameAncestors: string[];
  /** Account and deposit open the account site in a modal instead of linking out (shell.md section 2). */
  redirectToAccount: boolean;
  /** The legacy account-modal mode: the header also shows Logout (shell.md section 2). */
  legacyAccountModal: boolean;
  /** External origins a redirect may go to (redirect rules, self-exclusion, host messages; ADR 0015). */
  redirectOrigins: string[];
  /** The sportsbook bonus template: its player messages show a fixed description (catalogue.md section 4). */
  sportsbookBonusTemplateId: string;
  /** The licensed operator the footer names: company details, ONJN licence, help line (ADR 0058). */
  operator: OperatorDetails;
}

export const publicConfig: PublicConfig = {
  contentApiUrl: env('PUBLIC_CONTENT_API_URL', serverConfig.contentApiUrl),
  assetsUrl: env('ASSETS_URL', SANDBOX),
  gatewayUrl: env('GATEWAY_URL', SANDBOX),
  gatewayPaths: {
    login: envPath('GATEWAY_LOGIN_PATH', GATEWAY_PATHS.login),
    logout: envPath('GATEWAY_LOGOUT_PATH', GATEWAY_PATHS.logout),
    keepAlive: envPath('GATEWAY_KEEP_ALIVE_PATH', GATEWAY_PATHS.keepAlive),
  },
  identityScriptUrl: env('IDENTITY_SCRIPT_URL', `${SANDBOX}/identity/identity.js`),
  microFrontendsUrl: env('MFE_HOST_URL', SANDBOX),
  liveFeedHubUrl: env('LIVE_FEED_HUB_URL', `${SANDBOX}/hubs/live`),
  notificationsBrokerUrl: env('NOTIFICATIONS_BROKER_URL', `${SANDBOX.replace(/^http/, 'ws')}/notifications`),
  winnersApiUrl: env('WINNERS_API_URL', SANDBOX),
  chatScriptUrl: env('CHAT_SCRIPT_URL', `${SANDBOX}/chat/widget.js`),
  accountSiteUrl: env('ACCOUNT_SITE_URL', `${SANDBOX}/account`),
  sportSiteUrl: SPORT_SITE_URL,
  registerUrl: env('REGISTER_URL', `${SANDBOX}/account/register`),
  headerLinks: headerLinks(),
  nativeBannerOs: nativeBannerOs(),
  appStoreUrls: {
    android: env(
      'NATIVE_APP_ANDROID_URL',
      'https://play.google.com/store/apps/details?id=ro.cazinoregal.app',
    ),
    ios: env('NATIVE_APP_IOS_URL', 'https://apps.apple.com/ro/app/cazino-regal/id000000000'),
  },
  nativeAppLink: parseNativeAppLink(process.env.NATIVE_APP_SCHEME, process.env.NATIVE_APP_LOCATION),
  sentryDsn: process.env.SENTRY_DSN?.trim() || null,
  frameAncestors: serverConfig.frameAncestors.split(' '),
  redirectToAccount: envFlag('REDIRECT_TO_ACCOUNT'),
  legacyAccountModal: envFlag('LEGACY_ACCOUNT_MODAL'),
  redirectOrigins: [],
  sportsbookBonusTemplateId: env('SPORTSBOOK_BONUS_TEMPLATE_ID', 'bonus-pariuri-sportive'),
  operator: parseOperator(process.env),
};

/**
 * Where a redirect may leave the portal for: the origins of the external addresses configured above
 * (sport and account sites, registration, gateway, app stores, header links) and REDIRECT_ORIGINS (more
 * origins, separated by commas or spaces). Against the sandbox, REDIRECT_ORIGINS defaults to the sister
 * sport site its CMS redirect rules name.
 */
publicConfig.redirectOrigins = parseOrigins([
  publicConfig.sportSiteUrl,
  publicConfig.accountSiteUrl,
  publicConfig.registerUrl,
  publicConfig.gatewayUrl,
  publicConfig.appStoreUrls.android,
  publicConfig.appStoreUrls.ios,
  ...publicConfig.headerLinks.filter((link) => !link.internal).map((link) => link.url),
  ...parseOrigins(process.env.REDIRECT_ORIGINS ?? (AGAINST_SANDBOX ? 'https://sport.example.ro' : '')),
]);
