/**
 * The real sandbox for the portal's unit tests: a sandbox on a free loopback port with a throwaway
 * player store, a fetch with one browser's cookie jar (Node's fetch keeps none), and jsdom pages that run
 * the sandbox's browser scripts (the identity script, micro-frontends) against it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '@casino/sandbox/server';

/** jsdom ships no types and the portal has none: the little of it these tests use. */
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: Window };
  VirtualConsole: new () => object;
};

export const PORTAL = 'http://localhost:3000';

/** A free loopback port: the sandbox writes its own address into its browser scripts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestSandbox {
  origin: string;
  close(): Promise<void>;
  /** POST a JSON body to a test-control path. */
  control(path: string, body?: unknown, method?: 'POST' | 'DELETE'): Promise<Response>;
}

export async function startSandbox(name: string): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const sandbox = createSandbox({
    dataDir,
    dbFile: ':memory:',
    games: 300,
    liveGames: 30,
    publicUrl: origin,
    corsOrigins: [PORTAL],
  });
  await sandbox.listen({ port, host: '127.0.0.1' });
  return {
    origin,
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    control: (path, body, method = 'POST') =>
      fetch(`${origin}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** One browser's cookies for the sandbox's host, as name → value; shareable between pages. */
export type CookieJar = Map<string, string>;

/** Node's fetch with a cookie jar, sending the portal's origin as a browser would. */
export function cookieFetch(jar: CookieJar = new Map()): typeof fetch {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', PORTAL);
    const response = await fetch(String(input), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)))
        jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/** A portal page in jsdom that runs the scripts it is given; its fetch carries the jar's cookies. */
export function portalPage(jar: CookieJar = new Map(), body = ''): Window {
  const { window } = new JSDOM(`<!doctype html><html lang="ro"><head></head><body>${body}</body></html>`, {
    url: `${PORTAL}/`,
    runScripts: 'dangerously',
    resources: 'usable',
    virtualConsole: new VirtualConsole(),
  });
  window.fetch = cookieFetch(jar);
  return window;
}
