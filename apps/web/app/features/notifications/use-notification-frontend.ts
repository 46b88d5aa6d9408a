import { platformFor } from '@casino/core/device';
import type { MicroFrontendProps } from '@casino/core/micro-frontends';
import { type RefObject, useEffect, useRef } from 'react';
import { createMicroFrontendHost, type MicroFrontendHost } from '~/services/micro-frontends';
import { usePublicConfig } from '~/shared/context/public-config';
import { browserDevice } from '~/shared/hooks/device';
import { useLocale } from '~/shared/i18n/i18n';

let host: MicroFrontendHost | null = null;

const currentTheme = (): 'light' | 'dark' =>
  document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';

/**
 * Mounts a notification micro-frontend (`in-app-notification`, `notification-hub`) into the returned
 * element for `username`: again for another player or language, updated when the colour mode changes,
 * unmounted with the component. A manifest or script failure is only logged (shell.md section 8).
 */
export function useNotificationFrontend<E extends HTMLElement>(
  name: 'in-app-notification' | 'notification-hub',
  username: string,
): RefObject<E | null> {
  const element = useRef<E>(null);
  const locale = useLocale();
  const config = usePublicConfig();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mount only for another player or language
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    host ??= createMicroFrontendHost({ baseUrl: config.microFrontendsUrl });
    const props: MicroFrontendProps = {
      locale,
      platform: platformFor({ nativeView: false, mobile: browserDevice().mobile, lobby: 'casino' }),
      portalOrigin: window.location.origin,
      gatewayUrl: config.gatewayUrl,
      accountSiteUrl: config.accountSiteUrl,
      theme: currentTheme(),
      username,
    };
    const mounted = host.mount(name, target, props, {
      locale,
      cacheBust: String(Math.floor(Date.now() / 60_000)),
    });
    const themeWatch = new MutationObserver(() => mounted.update({ theme: currentTheme() }));
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      themeWatch.disconnect();
      mounted.unmount();
    };
  }, [name, username, locale]);

  return element;
}
