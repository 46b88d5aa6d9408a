/**
 * Native and embedded detection from the query (shell.md sections 3, 5-6). A native view and `app=vegas`
 * also count as embedded, so app-advertising chrome never shows inside the operator's app (ADR 0059);
 * query credentials and client parameters are kept only when well-formed (ADR 0036, ADR 0071).
 */
import type { Lobby } from './filters.ts';

/** What `URLSearchParams` offers; kept structural so core needs no DOM types. */
export interface QueryReader {
  get(name: string): string | null;
}

export interface AppContext {
  nativeView: boolean;
  embedded: boolean;
  vegasApp: boolean;
  clientPlatform: string | null;
  clientType: string | null;
  platform: string | null;
  credentials: { username: string; token: string } | null;
}

/** A client name a page passes on to the account site: letters, digits, `-` and `_`, at most 32. */
const CLIENT_NAME = /^[A-Za-z0-9_-]{1,32}$/;
const clientName = (value: string | null) => (value && CLIENT_NAME.test(value) ? value : null);

export function parseAppContext(query: QueryReader): AppContext {
  const nativeView = query.get('nativeapp') === '1';
  const vegasApp = query.get('app') === 'vegas';
  const embed = query.get('embed');
  const username = query.get('username');
  const token = query.get('token');
  return {
    nativeView,
    embedded: embed === 'true' || embed === 'native' || nativeView || vegasApp,
    vegasApp,
    clientPlatform: clientName(query.get('clientplatform')),
    clientType: clientName(query.get('clienttype')),
    platform: query.get('platform'),
    credentials: username && token ? { username, token } : null,
  };
}

export type Platform = 'CasinoDesktop' | 'CasinoMobile' | 'LiveDesktop' | 'LiveMobile' | 'Native';

export function platformFor(context: { nativeView: boolean; mobile: boolean; lobby: Lobby }): Platform {
  if (context.nativeView) return 'Native';
  const vertical = context.lobby === 'live' ? 'Live' : 'Casino';
  return `${vertical}${context.mobile ? 'Mobile' : 'Desktop'}`;
}

/** The clientPlatform of launch templates and account links. */
export function clientPlatform(mobile: boolean): 'mobile' | 'web' {
  return mobile ? 'mobile' : 'web';
}

/** What the browser tells about the device: the user agent, touch points and a coarse pointer. */
export interface DeviceHints {
  userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad in desktop mode from a Mac. */
  maxTouchPoints?: number;
  /** matchMedia('(pointer: coarse)'): the primary pointer is a finger. */
  coarsePointer?: boolean;
}

export type MobileOs = 'android' | 'ios';

/** The device flags of shell.md section 3. */
export interface DeviceFlags {
  /** A phone or a tablet. */
  mobile: boolean;
  desktop: boolean;
  tablet: boolean;
  touch: boolean;
  tv: boolean;
  /** A phone or tablet browser on Chromium (Android's Chrome, Samsung Internet, Edge, Opera). */
  mobileChromium: boolean;
  os: MobileOs | null;
}

const TV =
  /Smart-?TV|SmartTV|Tizen|Web0S|webOS\.TV|HbbTV|AppleTV|BRAVIA|NetCast|Roku|\bAFT[A-Z]|CrKey|GoogleTV|Android TV|\bTV\b/i;
const PHONE = /Mobi|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i;
const TABLET = /iPad|Tablet|Silk\/|Kindle|PlayBook/i;

/** The user-agent patterns of deviceFlags, for a script that must decide the same before any module loads. */
export const USER_AGENT_PATTERNS = { tv: TV, phone: PHONE, tablet: TABLET } as const;

/**
 * The device flags from what the browser tells (shell.md section 3). Choices where the spec is silent:
 * tablets count as mobile (the store apps and the mobile launch channel serve them), including iPadOS,
 * which sends a desktop Safari user agent and is told apart by its touch points; an Android user agent
 * without "Mobile" is a tablet; Windows Phone, whose user agent also names Android and iPhone, has no
 * known OS; a TV is neither mobile nor desktop.
 */
export function deviceFlags(hints: DeviceHints): DeviceFlags {
  const ua = hints.userAgent;
  const touchPoints = hints.maxTouchPoints ?? 0;
  const ipadDesktopMode = /\bMacintosh\b/.test(ua) && touchPoints > 1;
  const windowsPhone = /Windows Phone|IEMobile/i.test(ua);
  const android = /\bAndroid\b/i.test(ua) && !windowsPhone;
  const tv = TV.test(ua);
  const tablet = !tv && (TABLET.test(ua) || ipadDesktopMode || (android && !/Mobile/i.test(ua)));
  const mobile = !tv && (tablet || PHONE.test(ua) || android);
  const os: MobileOs | null = windowsPhone
    ? null
    : android
      ? 'android'
      : /\b(iPhone|iPad|iPod)\b/.test(ua) || ipadDesktopMode
        ? 'ios'
        : null;
  return {
    mobile,
    desktop: !mobile && !tv,
    tablet,
    touch: hints.coarsePointer ?? touchPoints > 0,
    tv,
    mobileChromium: mobile && android && /\bChrome\/\d/.test(ua),
    os,
  };
}

/** Native-app banner: not embedded, mobile, the OS in the configured list, no native-banner cookie. */
export function showNativeAppBanner(context: {
  embedded: boolean;
  mobile: boolean;
  os: string | null;
  bannerOs: readonly string[];
  bannerCookie: boolean;
}): boolean {
  const os = context.os?.toLowerCase();
  return (
    !context.embedded &&
    context.mobile &&
    os !== undefined &&
    context.bannerOs.some((entry) => entry.toLowerCase() === os) &&
    !context.bannerCookie
  );
}
