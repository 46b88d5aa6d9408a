import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale } from '~/shared/i18n/i18n';
import {
  currentTheme,
  portalMicroFrontendHost,
  portalMicroFrontendProps,
  portalMountOptions,
} from '~/shared/micro-frontends/portal-host';

export interface NotificationFrontend<E extends HTMLElement> {
  element: RefObject<E | null>;
  /** True once the first mount has settled: on screen and listening, or failed (and logged). */
  settled: boolean;
}

/**
 * Mounts a notification micro-frontend (`in-app-notification`, `notification-hub`) into the returned
 * element for `username`: again for another player or language, updated when the colour mode changes,
 * unmounted with the component. A manifest or script failure is only logged (shell.md section 8).
 */
export function useNotificationFrontend<E extends HTMLElement>(
  name: 'in-app-notification' | 'notification-hub',
  username: string,
): NotificationFrontend<E> {
  const element = useRef<E>(null);
  const [settled, setSettled] = useState(false);
  const locale = useLocale();
  const config = usePublicConfig();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mount only for another player or language
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const mounted = portalMicroFrontendHost(config).mount(
      name,
      target,
      portalMicroFrontendProps(config, locale, username),
      portalMountOptions(locale),
    );
    let current = true;
    void mounted.ready.then(() => current && setSettled(true));
    const themeWatch = new MutationObserver(() => mounted.update({ theme: currentTheme() }));
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      current = false;
      themeWatch.disconnect();
      mounted.unmount();
    };
  }, [name, username, locale]);

  return { element, settled };
}
