/**
 * The page's one micro-frontend host (shell.md section 4) and what every micro-frontend is mounted
 * with: the language, the platform, the portal's and the platform's addresses, the colour mode and the
 * player. One host per page, so each manifest is fetched once whichever feature mounts it first.
 */

import type { Locale } from '@casino/core/content-api';
import { platformFor } from '@casino/core/device';
import { type MicroFrontendProps, minuteCacheBuster } from '@casino/core/micro-frontends';
import { createMicroFrontendHost, type MicroFrontendHost } from '~/platform/browser/micro-frontends';
import type { PublicConfig } from '~/platform/server/config.server';
import { browserDevice } from '~/shared/hooks/device';

let host: MicroFrontendHost | null = null;

export function portalMicroFrontendHost(config: Pick<PublicConfig, 'microFrontendsUrl'>): MicroFrontendHost {
  host ??= createMicroFrontendHost({ baseUrl: config.microFrontendsUrl });
  return host;
}

/** The page's colour mode as the micro-frontends take it. */
export const currentTheme = (): 'light' | 'dark' =>
  document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';

export function portalMicroFrontendProps(
  config: Pick<PublicConfig, 'gatewayUrl' | 'accountSiteUrl'>,
  locale: Locale,
  username: string | null,
): MicroFrontendProps {
  return {
    locale,
    platform: platformFor({ nativeView: false, mobile: browserDevice().mobile, lobby: 'casino' }),
    portalOrigin: window.location.origin,
    gatewayUrl: config.gatewayUrl,
    accountSiteUrl: config.accountSiteUrl,
    theme: currentTheme(),
    username,
  };
}

/** The mount options: the language and a manifest cache buster that changes each minute. */
export function portalMountOptions(locale: string) {
  return { locale, cacheBust: minuteCacheBuster(Date.now()) };
}
