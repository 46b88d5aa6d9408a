import type { Locale } from '@casino/core/content-api';
import { COOKIE_CONSENT_COOKIE } from '@casino/core/cookie-consent';
import { platformFor } from '@casino/core/device';
import {
  MICRO_FRONTEND_REGISTRY,
  type MicroFrontendProps,
  type MountedMicroFrontend,
  microFrontendManifestUrl,
  resolveManifestAsset,
} from '@casino/core/micro-frontends';
import type { PublicConfig } from '~/services/config.server';
import { useNonce } from '~/services/content-security-policy';
import type { MicroFrontendHandle } from '~/services/micro-frontends';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale } from '~/shared/i18n/i18n';
import { OWN_SCRIPTS_ATTRIBUTE } from '~/shared/ui/deferred-scripts';

/**
 * A first visit's consent banner, mounted before the portal's scripts (issue 13, ADR 0026).
 *
 * The portal's scripts start once the page has loaded (ADR 0025), and the banner used to mount after
 * hydration: a new visitor saw it seconds after the page, and on all games its text was the page's
 * largest paint (ADR 0024). Now an inline script in the page starts it while the HTML parses, when the
 * visitor has no consent cookie at all: the manifest, its styles and entry script, then the mount into
 * an element of its own at the end of `<body>` (React's hydration skips an element it did not render
 * there). It is in the page chrome, like the services: the pages without it (game play, winners) show
 * no banner, as before. The banner writes the cookie itself, so a choice made before the services
 * listen is read from the cookie when they start (`consentChosen`).
 *
 * After hydration the cookie-consent services take the mounted banner over (`adoptEarlyBanner`): the
 * exact props (the platform the device rules give; the early mount guesses it from the pointer), the
 * footer's "show again", a language switch (a new mount) and the unmount. A banner that failed early is
 * logged like any micro-frontend failure, and the services mount it the usual way.
 */
const EARLY_BANNER_GLOBAL = 'casinoPortalEarlyConsent';
const MICRO_FRONTEND = 'cookie-consent';

/** What the inline script leaves for the services: where it mounts, in which language, and the mount. */
export interface EarlyBanner {
  element: HTMLElement;
  locale: string;
  ready: Promise<MountedMicroFrontend | null>;
}

interface EarlyBannerOptions {
  /** The manifest's address up to its cache buster (`?v=`), which the page adds: the minute, as `portalMountOptions`. */
  manifestUrl: string;
  name: string;
  cookie: string;
  registry: string;
  global: string;
  className: string;
  ownScriptsAttribute: string;
  /** The props every guest's page has; the page adds its origin, colour mode and platform. */
  props: Omit<MicroFrontendProps, 'portalOrigin' | 'theme' | 'platform'>;
  platforms: { mobile: string; desktop: string };
}

/** Runs in the page, stringified: no reference outside its parameters (`resolve` is core's). */
export function startEarlyBanner(
  win: Window,
  doc: Document,
  options: EarlyBannerOptions,
  resolve: (manifestUrl: string, asset: string) => string,
) {
  if (doc.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${options.cookie}=`))) return;
  const manifestUrl = options.manifestUrl + Math.floor(Date.now() / 60_000);
  const element = doc.createElement('div');
  element.className = options.className;
  // Its controls run the banner's own scripts: the deferred scripts keep no click of them (ADR 0025).
  element.setAttribute(options.ownScriptsAttribute, '');
  const parsed = new Promise<void>((done) => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => done());
    else done();
  });
  type Module = { mount(host: HTMLElement, props: unknown): MountedMicroFrontend };
  const scope = win as unknown as Record<string, unknown>;
  const ready = win
    .fetch(manifestUrl, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${manifestUrl}`);
      return response.json();
    })
    .then((manifest) => {
      if (manifest?.name !== options.name || typeof manifest.entry !== 'string' || !manifest.entry)
        throw new Error(`Not the manifest of ${options.name}: ${manifestUrl}`);
      for (const style of Array.isArray(manifest.styles) ? manifest.styles : []) {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = resolve(manifestUrl, String(style));
        doc.head.append(link);
      }
      return new Promise((loaded, failed) => {
        const script = doc.createElement('script');
        script.src = resolve(manifestUrl, manifest.entry);
        script.async = true;
        script.addEventListener('load', loaded);
        script.addEventListener('error', () => failed(new Error(`Script failed to load: ${script.src}`)));
        doc.head.append(script);
      });
    })
    .then(() => parsed)
    .then(() => {
      const module = (scope[options.registry] as Record<string, Module | undefined> | undefined)?.[
        options.name
      ];
      if (!module) throw new Error(`${options.name} did not register`);
      doc.body.append(element);
      const coarse = win.matchMedia('(pointer: coarse)').matches;
      return module.mount(element, {
        ...options.props,
        portalOrigin: win.location.origin,
        theme: doc.documentElement.dataset.theme === 'light' ? 'light' : 'dark',
        platform: coarse ? options.platforms.mobile : options.platforms.desktop,
      });
    })
    .catch((error: unknown) => {
      element.remove();
      console.error(`Micro-frontend ${options.name} failed to load`, error);
      return null;
    });
  scope[options.global] = { element, locale: options.props.locale, ready } satisfies EarlyBanner;
}

/** The inline script's text for a page in `locale`. */
export function earlyBannerScript(
  config: Pick<PublicConfig, 'microFrontendsUrl' | 'gatewayUrl' | 'accountSiteUrl'>,
  locale: Locale,
): string {
  const options: EarlyBannerOptions = {
    manifestUrl: microFrontendManifestUrl(config.microFrontendsUrl, MICRO_FRONTEND, ''),
    name: MICRO_FRONTEND,
    cookie: COOKIE_CONSENT_COOKIE,
    registry: MICRO_FRONTEND_REGISTRY,
    global: EARLY_BANNER_GLOBAL,
    className: 'cookie-consent-mount',
    ownScriptsAttribute: OWN_SCRIPTS_ATTRIBUTE,
    props: { locale, gatewayUrl: config.gatewayUrl, accountSiteUrl: config.accountSiteUrl, username: null },
    platforms: {
      mobile: platformFor({ nativeView: false, mobile: true, lobby: 'casino' }),
      desktop: platformFor({ nativeView: false, mobile: false, lobby: 'casino' }),
    },
  };
  // `</` cannot end the script early: JSON escapes `<` as \u003c.
  const json = JSON.stringify(options).replaceAll('<', '\\u003c');
  return `(${startEarlyBanner.toString()})(window,document,${json},${resolveManifestAsset.toString()});`;
}

/** The inline script (rendered first in the page chrome, so the manifest is asked for while the page parses). */
export function EarlyConsentBanner() {
  const nonce = useNonce();
  const config = usePublicConfig();
  const locale = useLocale();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function and config, escaped JSON
      dangerouslySetInnerHTML={{ __html: earlyBannerScript(config, locale) }}
    />
  );
}

/** The banner the page mounted early, taken once; null when there is none (or it was taken). */
export function takeEarlyBanner(): EarlyBanner | null {
  const scope = window as unknown as Record<string, EarlyBanner | undefined>;
  const early = scope[EARLY_BANNER_GLOBAL] ?? null;
  delete scope[EARLY_BANNER_GLOBAL];
  return early;
}

/**
 * The services' handle of a banner mounted early: the exact props once it is mounted; `fallback` (the
 * usual mount) when the early one failed. Unmounting removes its element.
 */
export function adoptEarlyBanner(
  early: EarlyBanner,
  props: MicroFrontendProps,
  fallback: () => MicroFrontendHandle,
): MicroFrontendHandle {
  let inner: MountedMicroFrontend | MicroFrontendHandle | null = null;
  let ended = false;
  const ready = early.ready.then((mounted): boolean | Promise<boolean> => {
    if (ended) {
      mounted?.unmount();
      early.element.remove();
      return false;
    }
    if (mounted) {
      inner = mounted;
      mounted.update(props);
      return true;
    }
    const handle = fallback();
    inner = handle;
    return handle.ready;
  });
  return {
    ready,
    update: (next) => inner?.update(next),
    unmount: () => {
      ended = true;
      inner?.unmount();
      early.element.remove();
    },
  };
}
