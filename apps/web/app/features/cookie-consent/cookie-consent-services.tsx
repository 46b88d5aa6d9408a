import { COOKIE_CONSENT_EVENTS, CookieConsentChange } from '@casino/core/cookie-consent';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { MicroFrontendHandle } from '~/platform/browser/micro-frontends';
import { consentChosen, updateConsent } from '~/shared/analytics/consent';
import { usePublicConfig } from '~/shared/context/public-config';
import { whenIdle } from '~/shared/hooks/when-idle';
import { useLocale } from '~/shared/i18n/i18n';
import {
  portalMicroFrontendHost,
  portalMicroFrontendProps,
  portalMountOptions,
} from '~/shared/micro-frontends/portal-host';
import { useStore } from '~/shared/ui/create-store';
import { bannerRequests, openBanner } from './banner-requests';
import { adoptEarlyBanner, takeEarlyBanner } from './early-banner';

/**
 * Applies the visitor's consent: a stored choice at once (the tag manager's update, from the cookie),
 * each choice the micro-frontend announces. The micro-frontend itself is mounted only when needed: on
 * a first visit (no stored choice) the page mounted it while loading and it is taken over (ADR 0026),
 * else it mounts once the browser is idle; or when the visitor asks for the banner again. A manifest
 * or script failure is only logged (shell.md section 8): no banner, consent stays at the defaults and
 * analytics events are held.
 */
export function CookieConsentServices() {
  const locale = useLocale();
  const config = usePublicConfig();
  const requests = useStore(bannerRequests);
  // Reading the choice pushes a stored one's update to the tag manager.
  const [firstVisit] = useState(() => !consentChosen());
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<MicroFrontendHandle | null>(null);
  const wanted = firstVisit || requests > 0;

  useEffect(() => {
    const onChange = (event: Event) => {
      const change = v.safeParse(CookieConsentChange, (event as CustomEvent).detail);
      if (change.success) updateConsent(change.output.state);
    };
    window.addEventListener(COOKIE_CONSENT_EVENTS.changed, onChange);
    // A choice announced before this listened (the early banner's, ADR 0026) is in the cookie.
    consentChosen();
    return () => window.removeEventListener(COOKIE_CONSENT_EVENTS.changed, onChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mount only for another language
  useEffect(() => {
    const target = element.current;
    if (!wanted || !target) return;
    let handle: MicroFrontendHandle | null = null;
    const props = portalMicroFrontendProps(config, locale, null);
    const mount = () =>
      portalMicroFrontendHost(config).mount('cookie-consent', target, props, portalMountOptions(locale));
    // The banner the page mounted before hydration, in this language, is taken over (ADR 0026).
    // One in another language goes.
    const early = takeEarlyBanner();
    const adopted = early?.locale === locale ? early : null;
    if (early && !adopted) adoptEarlyBanner(early, props, mount).unmount();
    const start = () => {
      handle = adopted ? adoptEarlyBanner(adopted, props, mount) : mount();
      mounted.current = handle;
    };
    // A first visit waits for an idle moment; a visitor's request or an early banner mounts at once.
    let cancel = () => {};
    if (bannerRequests.get() > 0 || adopted) start();
    else cancel = whenIdle(start, 2000);
    return () => {
      cancel();
      handle?.unmount();
      if (mounted.current === handle) mounted.current = null;
    };
  }, [wanted, locale]);

  useEffect(() => {
    if (requests === 0) return;
    let live = true;
    void mounted.current?.ready.then((ready) => {
      if (live && ready) openBanner();
    });
    return () => {
      live = false;
    };
  }, [requests]);

  return <div ref={element} className="cookie-consent-mount" />;
}
