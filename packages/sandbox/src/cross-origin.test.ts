/**
 * The sandbox over real HTTP on a loopback port, as the portal's page reaches it from another origin:
 * CORS with credentials for the portal's origins only (preflights included), and injected faults on
 * every kind of path (gateway, identity script and API, micro-frontend manifests and bundles, account
 * site, game page, CMS configuration), keeping the CORS headers.
 */
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_BODY } from './faults.ts';
import { PORTAL, testSandbox } from './player/test-support.ts';

const { app, cleanup } = testSandbox();
let base = '';
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(cleanup);
afterEach(async () => {
  await fetch(`${base}/__sandbox/faults`, { method: 'DELETE' });
});

const call = (path: string, init: RequestInit & { origin?: string } = {}) => {
  const { origin = PORTAL, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('origin', origin);
  return fetch(`${base}${path}`, { ...rest, headers });
};
const preflight = (path: string, origin: string, method = 'POST') =>
  call(path, {
    method: 'OPTIONS',
    origin,
    headers: {
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,accept,accept-language',
    },
  });
const addFault = async (fault: object) => {
  const response = await fetch(`${base}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
};

/** A path of each kind the portal's browser loads from the sandbox, with the method it uses. */
const PATHS: { path: string; method: 'GET' | 'POST'; body?: object }[] = [
  { path: GATEWAY_PATHS.login, method: 'POST', body: { username: 'demo' } },
  { path: GATEWAY_PATHS.balances, method: 'GET' },
  { path: '/identity/identity.js', method: 'GET' },
  { path: '/identity/api/login', method: 'POST', body: { username: 'demo', password: 'x' } },
  { path: '/fe/login-dialog/manifest.json?v=1', method: 'GET' },
  { path: '/fe/login-dialog-2/login-dialog-2.js', method: 'GET' },
  { path: '/fe/my-account/my-account.css', method: 'GET' },
  { path: '/account/dashboard', method: 'GET' },
  { path: '/account/deposit', method: 'POST', body: { suma: '20' } },
  { path: '/cms-client/configuration/web_global', method: 'GET' },
  { path: '/launch/nimic?mode=demo', method: 'GET' },
];
const send = ({ path, method, body }: (typeof PATHS)[number]) =>
  call(path, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
const pathOnly = (path: string) => path.split('?')[0] ?? path;

describe('CORS across origins', () => {
  it.each([PORTAL, 'http://127.0.0.1:3000'])(
    '%s: a JSON POST preflight with credentials, then the call with its cookie',
    async (origin) => {
      for (const path of [GATEWAY_PATHS.login, GATEWAY_PATHS.balancePreference, '/identity/api/login']) {
        const answer = await preflight(path, origin);
        expect(answer.status, path).toBe(204);
        expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
        expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
        expect(answer.headers.get('access-control-allow-methods')).toMatch(/POST/);
        expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
        expect(answer.headers.get('vary')).toMatch(/Origin/);
      }
      const login = await call('/identity/api/login', {
        method: 'POST',
        origin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'nou',
          password: 'parola123',
          realMode: 1,
          locale: 'ro',
          remember: false,
        }),
      });
      expect(login.headers.get('access-control-allow-origin')).toBe(origin);
      expect(login.headers.get('access-control-allow-credentials')).toBe('true');
      expect(
        login.headers
          .getSetCookie()
          .some((line) => /^idn_session=.+; Path=\/; HttpOnly; SameSite=Lax/.test(line)),
      ).toBe(true);
    },
  );

  it('an unlisted origin gets no CORS headers, on preflights or calls, on any kind of path', async () => {
    for (const origin of ['https://rau.example.com', 'http://localhost:3001', 'null']) {
      for (const entry of PATHS) {
        const answer = await preflight(pathOnly(entry.path), origin, entry.method);
        expect(answer.headers.get('access-control-allow-origin'), `${origin} ${entry.path}`).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
        const response = await call(entry.path, { origin, method: entry.method });
        expect(response.headers.get('access-control-allow-origin'), `${origin} ${entry.path}`).toBeNull();
      }
    }
  });

  it('Accept-Language picks the language of gateway and identity answers', async () => {
    const ro = await call(GATEWAY_PATHS.balances, { headers: { 'accept-language': 'ro-RO' } });
    const en = await call(GATEWAY_PATHS.balances, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(((await ro.json()) as { message: string }).message).toBe('Nu ești autentificat.');
    expect(((await en.json()) as { message: string }).message).toBe('You are not logged in.');
    const identity = await call('/identity/api/player', { headers: { 'accept-language': 'en' } });
    expect(await identity.json()).toMatchObject({ errorCode: 0, player: null });
    const wrong = await call('/identity/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ username: 'demo', password: 'gresit' }),
    });
    expect(((await wrong.json()) as { errorText: string }).errorText).toBe(
      'The username or password is wrong.',
    );
  });
});

describe('faults on every kind of path', () => {
  it.each(PATHS)('$method $path: status, delay, malformed and empty bodies, keeping CORS', async (entry) => {
    const path = pathOnly(entry.path);
    await addFault({ path, method: entry.method, status: 503, times: 1 });
    const failed = await send(entry);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-sandbox-fault')).not.toBeNull();
    expect(failed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(await failed.json()).toMatchObject({ error: 'sandbox-fault', statusCode: 503 });

    await addFault({ path, method: entry.method, delayMs: 150, times: 1 });
    const started = Date.now();
    const slow = await send(entry);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.headers.get('x-sandbox-fault')).toBeNull();

    await addFault({ path, method: entry.method, body: 'malformed', times: 1 });
    const malformed = await send(entry);
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const text = await malformed.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();

    await addFault({ path, method: entry.method, body: 'empty', status: 502, times: 1 });
    const empty = await send(entry);
    expect(empty.status).toBe(502);
    expect(await empty.text()).toBe('');

    // Used up: the next call is normal again (no fault header).
    expect((await send(entry)).headers.get('x-sandbox-fault')).toBeNull();
  });

  it('a broken script or stylesheet keeps its type, so the browser runs it and fails', async () => {
    await addFault({ path: '/identity/identity.js', body: 'malformed', times: 1 });
    const script = await call('/identity/identity.js');
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(() => new Function(MALFORMED_BODY)).toThrow(SyntaxError);
    await addFault({ path: '/fe/', body: 'empty', times: 1 });
    const style = await call('/fe/my-account/my-account.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await style.text()).toBe('');
  });

  it('a preflight is faulted only when OPTIONS is named, and then still carries CORS', async () => {
    await addFault({ path: GATEWAY_PATHS.login, status: 500 });
    expect((await preflight(GATEWAY_PATHS.login, PORTAL)).status).toBe(204);
    await addFault({ path: GATEWAY_PATHS.login, method: 'OPTIONS', status: 503, times: 1 });
    const faulted = await preflight(GATEWAY_PATHS.login, PORTAL);
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });
});
