/**
 * A portal page in jsdom for the micro-frontend tests (not exported from the package): the identity
 * script and bundles evaluated in it, its `fetch` answered by the sandbox (`app.inject`) with a cookie
 * jar, and the window events the micro-frontends dispatch recorded.
 */
import type { FastifyInstance } from 'fastify';
import { JSDOM, type TestElement } from 'jsdom';
import { CookieJar, PORTAL } from './test-support.ts';

export const MFE_EVENTS = ['loginDialogVisibility', 'loginMessage', 'myAccountAction'];

/**
 * A browser `fetch` answered by the sandbox (`app.inject`): the page's Origin, the jar's cookies sent
 * and kept (the sandbox's cookies, as a browser keeps them for its host).
 */
export function injectFetch(app: FastifyInstance, jar: CookieJar, origin = PORTAL) {
  return async (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Response> => {
    const target = new URL(url, 'http://localhost:4000');
    const cookie = jar.header();
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...(init.headers ?? {}), origin, ...(cookie ? { cookie } : {}) },
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    jar.receive(response.headers['set-cookie']);
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers))
      if (typeof value === 'string') headers.set(key, value);
    return new Response([204, 304].includes(response.statusCode) ? null : response.body, {
      status: response.statusCode,
      headers,
    });
  };
}

export async function portalPage(
  app: FastifyInstance,
  options: { identity?: boolean; jar?: CookieJar; events?: string[] } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const dom = new JSDOM(
    '<!doctype html><html lang="ro"><body><button id="outside">Pagina</button><div id="host"></div></body></html>',
    { url: `${PORTAL}/`, runScripts: 'outside-only' },
  );
  const { window } = dom;
  const answer = injectFetch(app, jar);
  // The abort signals of the page's calls, in order: whether a micro-frontend gives its calls up.
  const signals: AbortSignal[] = [];
  window.fetch = (url: string, init: Parameters<typeof answer>[1] & { signal?: AbortSignal } = {}) => {
    if (init.signal) signals.push(init.signal);
    return answer(url, init);
  };
  if (options.identity !== false) window.eval((await app.inject({ url: '/identity/identity.js' })).body);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of options.events ?? MFE_EVENTS)
    window.addEventListener(type, (event) => events.push({ type, detail: event.detail }));
  const load = async (name: string) => {
    window.eval((await app.inject({ url: `/fe/${name}/${name}.js` })).body);
  };
  const mount = (name: string, props: unknown) => {
    const module = window.casinoMicroFrontends?.[name];
    if (!module) throw new Error(`${name} is not registered`);
    return module.mount(host, props);
  };
  const host = window.document.getElementById('host') as TestElement;
  return { window, jar, events, signals, load, mount, host };
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Core's MicroFrontendProps as the portal passes them. */
export const mfeProps = (locale = 'ro', username: string | null = null) => ({
  locale,
  platform: 'CasinoDesktop',
  portalOrigin: PORTAL,
  gatewayUrl: 'http://localhost:4000',
  accountSiteUrl: 'http://localhost:4000/account',
  theme: 'light',
  username,
});
