/**
 * The micro-frontend host in jsdom pages that load the sandbox's real manifests, bundles and styles over
 * HTTP (jsdom runs external scripts when its resources are usable).
 */
import type { MicroFrontendProps } from '@casino/core/micro-frontends';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL, portalPage, startSandbox, type TestSandbox } from '~test-support/sandbox';
import { createMicroFrontendHost } from './micro-frontends';

let sandbox: TestSandbox;
let origin = '';
beforeAll(async () => {
  sandbox = await startSandbox('mfe-host');
  origin = sandbox.origin;
});
afterAll(() => sandbox.close());

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) window.close();
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

async function fault(spec: Record<string, unknown>) {
  await sandbox.control('/__sandbox/faults', spec);
}

const props = (locale: 'ro' | 'en' = 'ro'): MicroFrontendProps => ({
  locale,
  platform: 'CasinoDesktop',
  portalOrigin: PORTAL,
  gatewayUrl: origin,
  accountSiteUrl: `${origin}/account`,
  theme: 'light',
  username: null,
});

/** A portal page in jsdom with a micro-frontend host, what it fetched, what it logged and dispatched. */
function page() {
  const window = portalPage(new Map(), '<div id="a"></div><div id="b"></div>');
  windows.push(window);
  const manifests: string[] = [];
  window.fetch = async (input, init) => {
    manifests.push(String(input));
    return fetch(String(input), init);
  };
  const logged: string[] = [];
  const visibility: unknown[] = [];
  window.addEventListener('loginDialogVisibility', (event) => visibility.push((event as CustomEvent).detail));
  const document = window.document;
  const host = createMicroFrontendHost({
    baseUrl: origin,
    document,
    window,
    log: (message) => logged.push(message),
  });
  const element = (id: string) => document.getElementById(id) as HTMLElement;
  const dialogs = (id: string) =>
    [...element(id).querySelectorAll('.ld1, .ld2')].map((root) => root.className);
  const assets = () => ({
    scripts: [...document.querySelectorAll('script')].map((script) => script.src),
    styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
  });
  return { window, document, host, manifests, logged, visibility, element, dialogs, assets };
}

const ro = { locale: 'ro', cacheBust: 'build-1' };

describe('createMicroFrontendHost', () => {
  it('fetches the manifest with the cache buster, adds the styles and entry once, and mounts', async () => {
    const { host, manifests, element, dialogs, assets, visibility, logged } = page();
    const mounted = host.mount('login-dialog', element('a'), props(), ro);
    expect(await mounted.ready).toBe(true);
    expect(manifests).toEqual([`${origin}/fe/login-dialog/manifest.json?v=build-1`]);
    expect(dialogs('a')).toEqual(['ld1']);
    expect(element('a').querySelector('h2')?.textContent).toBe('Autentificare');
    expect(visibility).toEqual([{ isOpen: true }]);
    const { scripts, styles } = assets();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(new RegExp(`^${origin}/fe/login-dialog/login-dialog\\.js\\?v=\\w+$`));
    expect(styles).toEqual([scripts[0]!.replace('.js?', '.css?')]);

    mounted.unmount();
    expect(dialogs('a')).toEqual([]);
    const again = host.mount('login-dialog', element('a'), props(), ro);
    expect(await again.ready).toBe(true);
    expect(dialogs('a')).toEqual(['ld1']);
    expect(manifests).toHaveLength(1);
    expect(assets()).toEqual({ scripts, styles });

    // A new cache buster asks for the manifest again; the versioned bundle is not added twice.
    again.unmount();
    expect(
      await host.mount('login-dialog', element('a'), props(), { ...ro, cacheBust: 'build-2' }).ready,
    ).toBe(true);
    expect(manifests).toHaveLength(2);
    expect(assets()).toEqual({ scripts, styles });
    expect(logged).toEqual([]);
  });

  it('guards parallel mounts: the same micro-frontend twice into one element is one instance', async () => {
    const { host, element, dialogs, visibility, manifests } = page();
    const first = host.mount('login-dialog', element('a'), props(), ro);
    const second = host.mount('login-dialog', element('a'), props(), ro);
    expect(await Promise.all([first.ready, second.ready])).toEqual([true, true]);
    expect(dialogs('a')).toEqual(['ld1']);
    expect(visibility).toEqual([{ isOpen: true }]);
    expect(manifests).toHaveLength(1);
    // Another element gets its own instance, from the same download.
    expect(await host.mount('login-dialog', element('b'), props(), ro).ready).toBe(true);
    expect(dialogs('b')).toEqual(['ld1']);
    expect(manifests).toHaveLength(1);
  });

  it('a mount of another name while one loads replaces it: the first never mounts', async () => {
    const { host, element, dialogs } = page();
    const old = host.mount('login-dialog', element('a'), props(), ro);
    const current = host.mount('login-dialog-2', element('a'), props(), ro);
    expect(await old.ready).toBe(false);
    expect(await current.ready).toBe(true);
    expect(dialogs('a')).toEqual(['ld2']);
    // The replaced handle no longer reaches the element.
    old.unmount();
    expect(dialogs('a')).toEqual(['ld2']);
  });

  it('switching name or locale unmounts the old one first', async () => {
    const { host, element, dialogs } = page();
    const v1 = host.mount('login-dialog', element('a'), props(), ro);
    await v1.ready;
    const v2 = host.mount('login-dialog-2', element('a'), props(), ro);
    expect(dialogs('a')).toEqual([]);
    await v2.ready;
    expect(dialogs('a')).toEqual(['ld2']);
    const english = host.mount('login-dialog-2', element('a'), props('en'), { ...ro, locale: 'en' });
    expect(dialogs('a')).toEqual([]);
    expect(await english.ready).toBe(true);
    expect(dialogs('a')).toEqual(['ld2']);
    expect(element('a').textContent).toContain('Welcome back');
  });

  it('passes updates to the mounted one, and keeps the ones made while it loads', async () => {
    const { host, element } = page();
    const mounted = host.mount('login-dialog', element('a'), props(), ro);
    mounted.update({ locale: 'en' });
    await mounted.ready;
    expect(element('a').querySelector('h2')?.textContent).toBe('Log in');
    mounted.update({ locale: 'ro' });
    expect(element('a').querySelector('h2')?.textContent).toBe('Autentificare');
  });

  it('an unmount before the download finishes means it never mounts', async () => {
    const { host, element, dialogs } = page();
    const mounted = host.mount('login-dialog', element('a'), props(), ro);
    mounted.unmount();
    expect(await mounted.ready).toBe(false);
    expect(dialogs('a')).toEqual([]);
  });

  it('only logs a manifest that fails or does not parse, and tries again on the next mount', async () => {
    const { host, element, logged, manifests } = page();
    const unknown = host.mount('nimic', element('a'), props(), ro);
    expect(await unknown.ready).toBe(false);
    unknown.update({ locale: 'en' });
    unknown.unmount();
    expect(logged).toEqual(['Micro-frontend nimic failed to load']);

    await fault({ path: '/fe/my-account/manifest.json', json: { name: 'my-account' }, times: 1 });
    expect(await host.mount('my-account', element('a'), props(), ro).ready).toBe(false);
    expect(logged.at(-1)).toBe('Micro-frontend my-account failed to load');
    expect(await host.mount('my-account', element('a'), props(), ro).ready).toBe(true);
    expect(manifests.filter((url) => url.includes('/my-account/'))).toHaveLength(2);
    expect(element('a').innerHTML).not.toBe('');
  });

  it('only logs an entry script that fails to load, and tries again on the next mount', async () => {
    const { host, element, logged, assets } = page();
    await fault({ path: '/fe/cookie-consent/cookie-consent.js', status: 500, times: 1 });
    expect(await host.mount('cookie-consent', element('a'), props(), ro).ready).toBe(false);
    expect(logged).toEqual(['Micro-frontend cookie-consent failed to load']);
    expect(assets().scripts).toEqual([]);
    expect(await host.mount('cookie-consent', element('a'), props(), ro).ready).toBe(true);
    expect(assets().scripts).toHaveLength(1);
  });

  it('only logs a manifest that names another micro-frontend', async () => {
    const { host, element, logged } = page();
    await fault({
      path: '/fe/my-account/manifest.json',
      json: { name: 'login-dialog', version: '1', entry: 'x.js' },
    });
    expect(await host.mount('my-account', element('a'), props(), ro).ready).toBe(false);
    expect(logged).toEqual(['Micro-frontend my-account failed to load']);
  });
});
