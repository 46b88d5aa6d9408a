// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_SCRIPTS_HOLDS,
  HYDRATED_EVENT,
  HYDRATING_EVENT,
  OWN_SCRIPTS_ATTRIBUTE,
  startDeferredScripts,
} from './deferred-scripts';

const OPTIONS = {
  holderId: 'portal-scripts',
  capMs: 3000,
  holds: DEFERRED_SCRIPTS_HOLDS,
  hydratingEvent: HYDRATING_EVENT,
  hydratedEvent: HYDRATED_EVENT,
  ownScriptsAttribute: OWN_SCRIPTS_ATTRIBUTE,
};

/** What React Router's `<Scripts>` renders, as a browser running scripts reads it inside `<noscript>`. */
const ROUTER_SCRIPTS =
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js?a=1&amp;b=2" nonce="n1"/>' +
  '<script nonce="n1">window.__reactRouterContext = {"state":1};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>';

/** The window parts the function uses; `load` and frames fire when the test says. */
function fakeWindow() {
  const listeners = new Map<string, Array<() => void>>();
  const frames: Array<() => void> = [];
  const win = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  return {
    win: win as unknown as Window,
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    paintFrame: () => {
      for (const frame of frames.splice(0)) frame();
    },
  };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(doc, 'readyState', { configurable: true, get: () => state });
}

/** A page of its own per test: the function's listeners stay on the document it was given. */
let doc: Document;
const moduleScripts = () => [...doc.body.querySelectorAll('script[type="module"]')];
const preloads = () => [...doc.head.querySelectorAll('link[rel="modulepreload"]')];

beforeEach(() => {
  vi.useFakeTimers();
  doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = '<main>page</main><noscript id="portal-scripts"></noscript>';
  // A browser running scripts keeps the noscript's content as text.
  const holder = doc.getElementById('portal-scripts');
  if (holder) holder.textContent = ROUTER_SCRIPTS;
  setReadyState('interactive');
});

afterEach(() => {
  vi.useRealTimers();
});

/** A page with a search and a menu button, the boot started; the ids of the clicks that reach the page. */
function startWithTwoButtons(): string[] {
  doc.body.insertAdjacentHTML(
    'afterbegin',
    '<button id="search">Caută</button><button id="menu">Meniu</button>',
  );
  const clicks: string[] = [];
  doc.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  startDeferredScripts(doc, fakeWindow().win, OPTIONS);
  return clicks;
}

describe('deferred scripts', () => {
  it("runs the router's context script at once and holds the chunks until the page has loaded and painted", () => {
    const { win, fire, paintFrame } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);

    const classic = [...doc.body.querySelectorAll('script:not([type])')];
    expect(classic).toHaveLength(1);
    expect(classic[0]?.textContent).toContain('__reactRouterContext');
    expect(classic[0]?.getAttribute('nonce')).toBe('n1');
    expect(moduleScripts()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);

    fire('load');
    paintFrame();
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(0);

    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([
      '/assets/manifest.js',
      '/assets/entry.client.js?a=1&b=2',
    ]);
    const [module] = moduleScripts();
    expect(module?.textContent).toContain('import("/assets/entry.client.js")');
    // A new element, not the parsed one (which never runs), carrying the page's nonce.
    expect(module?.getAttribute('nonce')).toBe('n1');
    expect(module?.hasAttribute('async')).toBe(true);
  });

  it("after load, waits for what a script of the page holds it by (a first visit's consent banner), then a frame", async () => {
    const { win, fire, paintFrame } = fakeWindow();
    let mounted: (value: null) => void = () => {};
    const banner = new Promise<null>((resolve) => {
      mounted = resolve;
    });
    (win as unknown as Record<string, unknown>)[DEFERRED_SCRIPTS_HOLDS] = [Promise.resolve(null), banner];
    startDeferredScripts(doc, win, OPTIONS);

    fire('load');
    await vi.advanceTimersByTimeAsync(0);
    paintFrame();
    await vi.advanceTimersByTimeAsync(500);
    expect(moduleScripts()).toHaveLength(0);

    mounted(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(moduleScripts()).toHaveLength(0);
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('a hold that never settles does not keep the scripts past the cap, nor from a touch', async () => {
    const { win, fire } = fakeWindow();
    (win as unknown as Record<string, unknown>)[DEFERRED_SCRIPTS_HOLDS] = [new Promise(() => {})];
    startDeferredScripts(doc, win, OPTIONS);
    fire('load');
    await vi.advanceTimersByTimeAsync(2999);
    expect(moduleScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(moduleScripts()).toHaveLength(1);

    const touched = fakeWindow();
    (touched.win as unknown as Record<string, unknown>)[DEFERRED_SCRIPTS_HOLDS] = [new Promise(() => {})];
    doc.body.innerHTML = `<noscript id="portal-scripts"></noscript>`;
    const holder = doc.getElementById('portal-scripts');
    if (holder) holder.textContent = ROUTER_SCRIPTS;
    startDeferredScripts(doc, touched.win, OPTIONS);
    touched.fire('load');
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts by the cap when the page never finishes loading, and only once', () => {
    const { win, fire, paintFrame } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);
    vi.advanceTimersByTime(2999);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);

    fire('load');
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it('starts after the next frame when the page had already loaded', () => {
    setReadyState('complete');
    const { win, paintFrame } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("starts at the player's first touch or key, before the page has loaded", () => {
    const { win } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('clicks again, once hydrated, the last button tapped before hydration began', () => {
    doc.body.insertAdjacentHTML(
      'afterbegin',
      '<button id="search">Caută</button><button id="menu">Meniu</button>' +
        '<a href="/joc/x"><button id="in-link">Joacă</button></a>' +
        '<form onsubmit="return false"><button id="submit">Încearcă din nou</button></form>' +
        `<div ${OWN_SCRIPTS_ATTRIBUTE}><button id="banner">Accept toate</button></div>`,
    );
    const clicks: string[] = [];
    doc.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    const { win } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);
    const click = (id: string) => doc.getElementById(id)?.click();

    click('menu');
    click('search');
    click('in-link');
    click('submit');
    click('banner');
    doc.dispatchEvent(new Event(HYDRATING_EVENT));
    clicks.length = 0;
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toEqual(['search']);
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toEqual(['search']);
  });

  it('from hydration on, a tap React handles is not clicked again, nor an earlier one', () => {
    const clicks = startWithTwoButtons();
    const click = (id: string) => doc.getElementById(id)?.click();
    // A tap before hydration, then one React handles (its listener at the document lets it through):
    // the later tap is the player's, done already.
    click('search');
    doc.dispatchEvent(new Event(HYDRATING_EVENT));
    const handled: string[] = [];
    doc.addEventListener('click', (event) => handled.push((event.target as Element).id), true);
    click('menu');
    expect(handled).toEqual(['menu']);
    clicks.length = 0;
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toEqual([]);
  });

  it('a tap React dropped while hydrating is clicked again once hydrated, once', () => {
    const clicks = startWithTwoButtons();
    const dropped: string[] = [];
    doc.dispatchEvent(new Event(HYDRATING_EVENT));
    // What hydrateRoot adds at the document, after the boot's listener: a click on a part that cannot
    // hydrate at once goes no further (react-dom's dispatchEvent: stopPropagation while still blocked).
    let canHydrate = false;
    doc.addEventListener(
      'click',
      (event) => {
        if (canHydrate) return;
        dropped.push((event.target as Element).id);
        event.stopPropagation();
      },
      true,
    );
    doc.getElementById('menu')?.click();
    expect(dropped).toEqual(['menu']);
    expect(clicks).toEqual([]);
    canHydrate = true;
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toEqual(['menu']);
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    doc.getElementById('search')?.click();
    expect(clicks).toEqual(['menu', 'search']);
  });

  it('never clicks a button that hydration replaced', () => {
    doc.body.insertAdjacentHTML('afterbegin', '<button id="search">Caută</button>');
    const { win } = fakeWindow();
    startDeferredScripts(doc, win, OPTIONS);
    const button = doc.getElementById('search');
    const clicked = vi.fn();
    button?.addEventListener('click', clicked);
    button?.click();
    button?.remove();
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('does nothing without its holder', () => {
    doc.getElementById('portal-scripts')?.remove();
    const { win } = fakeWindow();
    expect(() => startDeferredScripts(doc, win, OPTIONS)).not.toThrow();
    vi.advanceTimersByTime(3000);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
