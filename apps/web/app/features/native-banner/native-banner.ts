/**
 * Native app banner (shell.md sections 2, 3 and 9): the decision is core's `showNativeAppBanner`; this
 * module reads the user agent, the query and the cookies it needs, and sets the cookie that hides the
 * banner for 30 days. Tablets count as mobile, and the cookie's attributes: ADR 0071.
 */
import {
  type DeviceHints,
  deviceFlags,
  type MobileOs,
  parseAppContext,
  showNativeAppBanner,
} from '@casino/core/device';
import { readCookie, serializeCookie } from '~/platform/cookies';

export type { MobileOs };

export const NATIVE_BANNER_COOKIE = 'native-banner';
export const NATIVE_BANNER_COOKIE_DAYS = 30;
export const NATIVE_BANNER_COOKIE_MAX_AGE_S = NATIVE_BANNER_COOKIE_DAYS * 24 * 60 * 60;

/** The configured OS list (NATIVE_BANNER_OS): comma-separated names, case-insensitive. */
export function parseBannerOs(value: string | readonly string[]): string[] {
  const entries = typeof value === 'string' ? value.split(',') : value;
  return entries.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
}

/** The `document.cookie` assignment that hides the banner for 30 days (its value: when). */
export function nativeBannerCookie(now: number, pageUrl: string): string {
  return serializeCookie(NATIVE_BANNER_COOKIE, String(Math.trunc(now)), {
    maxAge: NATIVE_BANNER_COOKIE_MAX_AGE_S,
    requestUrl: pageUrl,
  });
}

export interface BannerEnvironment extends DeviceHints {
  /** location.search */
  search: string;
  /** document.cookie */
  cookies: string;
  /** The configured OS names. */
  bannerOs: readonly string[];
}

/** The OS whose store the banner links to, or null when the banner must not show. */
export function nativeBannerFor(environment: BannerEnvironment): MobileOs | null {
  const { mobile, os } = deviceFlags(environment);
  const show = showNativeAppBanner({
    embedded: parseAppContext(new URLSearchParams(environment.search)).embedded,
    mobile,
    os,
    bannerOs: parseBannerOs(environment.bannerOs),
    bannerCookie: readCookie(environment.cookies, NATIVE_BANNER_COOKIE) !== undefined,
  });
  return show ? os : null;
}
