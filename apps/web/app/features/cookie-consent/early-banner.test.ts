// @vitest-environment jsdom
import { MICRO_FRONTEND_REGISTRY, type MountedMicroFrontend } from '@casino/core/micro-frontends';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicroFrontendHandle } from '~/platform/browser/micro-frontends';
import { DEFERRED_SCRIPTS_HOLDS } from '~/shared/ui/deferred-scripts';
import { adoptEarlyBanner, earlyBannerScript, takeEarlyBanner } from './early-banner';

const CONFIG = {
  microFrontendsUrl: 'https://mfe.example.ro',
  gatewayUrl: 'https://gw.example.ro',
  accountSiteUrl: 'https://cont.example.ro',
};
const MANIFEST = { name: 'cookie-consent', version: '1', entry: 'banner.js', styles: ['banner.css'] };

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

/** The banner's module as its entry script registers it; its mounts are recorded. */
function bannerModule() {
  const mounts: Array<{ host: HTMLElement; props: Record<string, unknown> }> = [];
  const instance: MountedMicroFrontend = { update: vi.fn(), unmount: vi.fn() };
  return {
    mounts,
    instance,
    module: {
      mount(host: HTMLElement, props: Record<string, unknown>) {
        mounts.push({ host, props });
        return instance;
      },
    },
  };
}

/** Runs the inline script as the page would; an entry script "loads" by registering `module`. */
function runInlineScript(module: unknown, manifest: unknown = MANIFEST) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(manifest), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.src) {
          scope[MICRO_FRONTEND_REGISTRY] = { 'cookie-consent': module };
          node.dispatchEvent(new Event('load'));
        }
  });
  observer.observe(document.head, { childList: true });
  new Function(earlyBannerScript(CONFIG, 'ro'))();
  return { fetch, observer };
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main>page</main>';
  document.documentElement.dataset.theme = 'light';
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  takeEarlyBanner();
  delete scope[MICRO_FRONTEND_REGISTRY];
  delete scope[DEFERRED_SCRIPTS_HOLDS];
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the test's cookie
    if (name) document.cookie = `${name}=; max-age=0`;
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the early consent banner', () => {
  it("on a first visit, mounts the banner into an element at the end of the body with a guest's props", async () => {
    const banner = bannerModule();
    const { fetch } = runInlineScript(banner.module);
    const early = takeEarlyBanner();
    expect(early?.locale).toBe('ro');
    expect(await early?.ready).toBe(banner.instance);

    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/mfe\.example\.ro\/fe\/cookie-consent\/manifest\.json\?v=\d+$/,
    );
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      'https://mfe.example.ro/fe/cookie-consent/banner.css',
    );
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://mfe.example.ro/fe/cookie-consent/banner.js',
    );
    // The first visit's largest paint: asked for ahead of the tiles' images, not at an async script's low.
    expect(document.head.querySelector('script')?.getAttribute('fetchpriority')).toBe('high');
    expect(document.body.lastElementChild).toBe(banner.mounts[0]?.host);
    // Its clicks are the banner's own: the deferred scripts keep none of them for after hydration.
    expect(banner.mounts[0]?.host.hasAttribute('data-own-scripts')).toBe(true);
    expect(banner.mounts[0]?.props).toEqual({
      locale: 'ro',
      gatewayUrl: CONFIG.gatewayUrl,
      accountSiteUrl: CONFIG.accountSiteUrl,
      username: null,
      portalOrigin: window.location.origin,
      theme: 'light',
      platform: 'CasinoMobile',
    });
  });

  it("holds the portal's deferred scripts until it has mounted or failed, beside what else holds them", async () => {
    const other = Promise.resolve(null);
    scope[DEFERRED_SCRIPTS_HOLDS] = [other];
    runInlineScript(bannerModule().module);
    const early = takeEarlyBanner();
    expect(scope[DEFERRED_SCRIPTS_HOLDS]).toEqual([other, early?.ready]);

    delete scope[DEFERRED_SCRIPTS_HOLDS];
    runInlineScript(bannerModule().module, { ...MANIFEST, name: 'login-dialog' });
    const failed = takeEarlyBanner();
    expect(scope[DEFERRED_SCRIPTS_HOLDS]).toEqual([failed?.ready]);
    // A failure settles it too: the scripts never wait for the cap because of it.
    expect(await failed?.ready).toBeNull();
  });

  it('does nothing for a visitor with a consent cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookie the micro-frontend writes
    document.cookie = 'cookie_consent=v=1&analytics=1&marketing=0&at=1';
    const { fetch } = runInlineScript(bannerModule().module);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyBanner()).toBeNull();
    expect(scope[DEFERRED_SCRIPTS_HOLDS]).toBeUndefined();
  });

  it('a manifest of another micro-frontend is a logged failure: nothing mounted, no element left', async () => {
    const banner = bannerModule();
    runInlineScript(banner.module, { ...MANIFEST, name: 'login-dialog' });
    expect(await takeEarlyBanner()?.ready).toBeNull();
    expect(banner.mounts).toEqual([]);
    expect(document.body.children).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      'Micro-frontend cookie-consent failed to load',
      expect.any(Error),
    );
  });

  it('the services take the banner over with their exact props, and unmounting removes its element', async () => {
    const banner = bannerModule();
    runInlineScript(banner.module);
    const early = takeEarlyBanner();
    if (!early) throw new Error('no early banner');
    const fallback = vi.fn();
    const props = { ...(await early.ready.then(() => banner.mounts[0]?.props)), platform: 'CasinoDesktop' };
    const handle = adoptEarlyBanner(early, props as never, fallback);
    expect(await handle.ready).toBe(true);
    expect(banner.instance.update).toHaveBeenCalledWith(props);
    expect(fallback).not.toHaveBeenCalled();
    expect(takeEarlyBanner()).toBeNull();

    handle.unmount();
    expect(banner.instance.unmount).toHaveBeenCalledOnce();
    expect(early.element.isConnected).toBe(false);
  });

  it('an early banner that failed gives way to the usual mount', async () => {
    const element = document.createElement('div');
    const usual: MicroFrontendHandle = { ready: Promise.resolve(true), update: vi.fn(), unmount: vi.fn() };
    const handle = adoptEarlyBanner(
      { element, locale: 'ro', ready: Promise.resolve(null) },
      {} as never,
      () => usual,
    );
    expect(await handle.ready).toBe(true);
    handle.unmount();
    expect(usual.unmount).toHaveBeenCalledOnce();
  });

  it('unmounted before it was ready, the banner is unmounted as soon as it mounts', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let mount: (instance: MountedMicroFrontend) => void = () => {};
    const instance: MountedMicroFrontend = { update: vi.fn(), unmount: vi.fn() };
    const handle = adoptEarlyBanner(
      { element, locale: 'ro', ready: new Promise((resolve) => (mount = resolve)) },
      {} as never,
      vi.fn(),
    );
    handle.unmount();
    mount(instance);
    expect(await handle.ready).toBe(false);
    expect(instance.unmount).toHaveBeenCalledOnce();
    expect(instance.update).not.toHaveBeenCalled();
    expect(element.isConnected).toBe(false);
  });
});
