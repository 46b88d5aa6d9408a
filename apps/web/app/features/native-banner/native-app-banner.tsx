import { parseAppContext } from '@casino/core/device';
import { useEffect, useId, useState } from 'react';
import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { CrownMark } from '~/shared/ui/brand';
import { type MobileOs, nativeBannerCookie, nativeBannerFor } from './native-banner';
import { NATIVE_BANNER_ATTRIBUTE } from './native-banner-hint';
import './native-banner.css';

const STORE_NAMES: Record<MobileOs, string> = { android: 'Google Play', ios: 'App Store' };

/**
 * Once a page load has seen embed/nativeapp in its query the banner stays off for the rest of it, even
 * when client navigation drops those parameters (the app view does not become a browser tab).
 */
let embeddedPageLoad = false;

/** What the browser tells about itself; read in an effect only (never on the server). */
export function decideNativeBanner(bannerOs: readonly string[]): MobileOs | null {
  const search = window.location.search;
  if (parseAppContext(new URLSearchParams(search)).embedded) embeddedPageLoad = true;
  if (embeddedPageLoad) return null;
  return nativeBannerFor({
    search,
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints,
    cookies: document.cookie,
    bannerOs,
  });
}

export function rememberNativeBannerDismissed(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = nativeBannerCookie(Date.now(), window.location.href);
}

/**
 * The native app banner (shell.md section 2), inside NativeBannerSlot at the very top of the page. Server
 * rendering and hydration render nothing (the decision needs the user agent, the query and the cookies);
 * the slot already has the banner's height when the head script decided the same, and the decision here
 * sets or clears that mark, so the slot is as high as the banner whenever it shows and empty otherwise.
 */
export function NativeAppBanner() {
  const t = useT();
  const { nativeBannerOs, appStoreUrls } = usePublicConfig();
  const [os, setOs] = useState<MobileOs | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const decided = decideNativeBanner(nativeBannerOs);
    document.documentElement.toggleAttribute(NATIVE_BANNER_ATTRIBUTE, decided !== null);
    setOs(decided);
  }, [nativeBannerOs]);

  if (!os) return null;
  const storeUrl = appStoreUrls[os];
  const store = STORE_NAMES[os];

  const dismiss = () => {
    rememberNativeBannerDismissed();
    document.documentElement.removeAttribute(NATIVE_BANNER_ATTRIBUTE);
    setOs(null);
  };

  return (
    <section className="native-banner" aria-label={t('nativeBanner.label')}>
      <span className="native-banner__icon" aria-hidden="true">
        <CrownMark />
      </span>
      <div className="native-banner__body">
        <p className="native-banner__title" id={titleId}>
          {t('nativeBanner.title')}
        </p>
        <p className="native-banner__text" id={textId}>
          {t('nativeBanner.text', { store })}
        </p>
      </div>
      <a
        className="button button--primary native-banner__view"
        href={storeUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={`${titleId} ${textId}`}
        onClick={(event) => {
          event.preventDefault();
          window.open(storeUrl, '_blank', 'noopener,noreferrer');
          dismiss();
        }}
      >
        {t('nativeBanner.view')}
      </a>
      <button
        type="button"
        className="native-banner__close"
        aria-label={t('nativeBanner.close')}
        onClick={dismiss}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
