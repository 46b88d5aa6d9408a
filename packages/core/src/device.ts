/**
 * Native and embedded detection from the query (shell.md sections 5-6, 3): nativeapp=1 is the native
 * view; embed=true (or embed=native) or a native view is embedded; app=vegas; credentials from the query
 * are kept only when both username and token are present.
 *
 * Choice where the spec is silent: a native view also counts as embedded, so the native-app banner and
 * similar chrome never show inside the app.
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

export function parseAppContext(query: QueryReader): AppContext {
  const nativeView = query.get('nativeapp') === '1';
  const embed = query.get('embed');
  const username = query.get('username');
  const token = query.get('token');
  return {
    nativeView,
    embedded: embed === 'true' || embed === 'native' || nativeView,
    vegasApp: query.get('app') === 'vegas',
    clientPlatform: query.get('clientplatform'),
    clientType: query.get('clienttype'),
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
