import type { Locale } from '@casino/core/content-api';
import { COOKIE_CONSENT_COOKIE } from '@casino/core/cookie-consent';
import { platformFor } from '@casino/core/device';
import {
  MICRO_FRONTEND_REGISTRY,
  type MicroFrontendProps,
  type MountedMicroFrontend,
  microFrontendManifestUrl,
  minuteCacheBuster,
  resolveManifestAsset,
} from '@casino/core/micro-frontends';
import { appendScript, appendStylesheet } from '~/platform/browser/micro-frontend-assets';
import type { MicroFrontendHandle } from '~/platform/browser/micro-frontends';
import type { PublicConfig } from '~/platform/server/config.server';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale } from '~/shared/i18n/i18n';
import { DEFERRED_SCRIPTS_HOLDS, OWN_SCRIPTS_ATTRIBUTE } from '~/shared/ui/deferred-scripts';
import { InlineScript, scriptCall, scriptJson } from '~/shared/ui/inline-script';

/**
 * A first visit's consent banner, mounted by an inline script while the HTML parses, before the
 * portal's scripts: mounted after hydration it came seconds late and was all games' largest paint.
 * After hydration the cookie-consent services adopt it (`adoptEarlyBanner`). Detail: ADR 0026.
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
  /** The manifest's address up to its cache buster (`?v=`), which the page adds (`minuteCacheBuster`). */
  manifestUrl: string;
  name: string;
  cookie: string;
  registry: string;
  global: string;
  className: string;
  ownScriptsAttribute: string;
  /** The window's array the portal's deferred scripts wait for after `load` (`DEFERRED_SCRIPTS_HOLDS`). */
  scriptsHolds: string;
  /** The props every guest's page has; the page adds its origin, colour mode and platform. */
  props: Omit<MicroFrontendProps, 'portalOrigin' | 'theme' | 'platform'>;
  platforms: { mobile: string; desktop: string };
}

/** What the inline script calls, stringified: the host's own functions (core's and the asset helpers). */
interface EarlyBannerHelpers {
  resolve: typeof resolveManifestAsset;
  cacheBuster: typeof minuteCacheBuster;
  appendStylesheet: typeof appendStylesheet;
  appendScript: typeof appendScript;
}

/** Runs in the page, stringified: no reference outside its parameters. */
export function startEarlyBanner(
  win: Window,
  doc: Document,
  options: EarlyBannerOptions,
  helpers: EarlyBannerHelpers,
) {
  if (doc.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${options.cookie}=`))) return;
  const manifestUrl = options.manifestUrl + helpers.cacheBuster(Date.now());
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
      // The host's manifest schema, by hand: valibot is not in the page yet.
      if (manifest?.name !== options.name || typeof manifest.entry !== 'string' || !manifest.entry)
        throw new Error(`Not the manifest of ${options.name}: ${manifestUrl}`);
      for (const style of Array.isArray(manifest.styles) ? manifest.styles : [])
        helpers.appendStylesheet(doc, helpers.resolve(manifestUrl, String(style)));
      // The page's largest paint on a first visit: asked for before the tiles' images (ADR 0042).
      return helpers.appendScript(doc, helpers.resolve(manifestUrl, manifest.entry), 'high');
    })
    .then(() => parsed)
    .then(() => {
      const module = (scope[options.registry] as Record<string, Module | undefined> | undefined)?.[
        options.name
      ];
      if (typeof module?.mount !== 'function') throw new Error(`${options.name} did not register`);
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
  // The portal's scripts start after it (or its failure), so the banner, the largest paint of a first
  // visit, does not share the connection with them when its manifest was handled late (ADR 0042).
  const holds = scope[options.scriptsHolds];
  if (Array.isArray(holds)) holds.push(ready);
  else scope[options.scriptsHolds] = [ready];
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
    scriptsHolds: DEFERRED_SCRIPTS_HOLDS,
    props: { locale, gatewayUrl: config.gatewayUrl, accountSiteUrl: config.accountSiteUrl, username: null },
    platforms: {
      mobile: platformFor({ nativeView: false, mobile: true, lobby: 'casino' }),
      desktop: platformFor({ nativeView: false, mobile: false, lobby: 'casino' }),
    },
  };
  const helpers = `{resolve:${resolveManifestAsset},cacheBuster:${minuteCacheBuster},appendStylesheet:${appendStylesheet},appendScript:${appendScript}}`;
  return scriptCall(startEarlyBanner, 'window', 'document', scriptJson(options), helpers);
}

/**
 * The inline script (rendered first in the page chrome, so the manifest is asked for while the page
 * parses). Only the server builds its text: the client bundle carries none of it.
 */
export function EarlyConsentBanner() {
  const config = usePublicConfig();
  const locale = useLocale();
  return <InlineScript code={import.meta.env.SSR ? earlyBannerScript(config, locale) : ''} />;
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
