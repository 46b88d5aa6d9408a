import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PATHS } from '@casino/core/content-api';
import { LAUNCH_ERRORS, type LaunchableGame } from '@casino/core/game-launch';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import type { Game } from '@casino/core/schemas';
import { createSandbox } from '@casino/sandbox/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '~/platform/browser/gateway-client';
import { handOverLaunch, takeHandedOverLaunch } from './launch-handover';
import { type ProviderTokenSource, realLaunchUrl } from './real-launch';

/** The real sandbox (gateway, identity, game pages) on a loopback port, with its own player store. */
const dataDir = mkdtempSync(join(tmpdir(), 'real-launch-'));
const sandbox = createSandbox({ dataDir, dbFile: ':memory:', games: 300, liveGames: 30 });
let origin = '';
let slot: Game;

beforeAll(async () => {
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const games = (await (await fetch(`${origin}${CONTENT_PATHS.games}`)).json()) as Game[];
  const found = games.find((game) => game.type === 'Slot' && game.launchUrls.real && !game.requirePassword);
  if (!found) throw new Error('The sandbox has no real slot');
  slot = found;
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await fetch(`${origin}/__sandbox/faults`, { method: 'DELETE' });
});

/** Node's fetch with a browser's cookie jar for the sandbox, recording the paths it calls. */
function browser() {
  const jar = new Map<string, string>();
  const calls: string[] = [];
  const doFetch: typeof fetch = async (input, init = {}) => {
    calls.push(new URL(String(input)).pathname);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  };
  const client = createGatewayClient({ baseUrl: origin, locale: () => 'ro', fetch: doFetch });
  const token: ProviderTokenSource = (gameCode, signal) =>
    client.gameProviderToken({ gameCode }, signal ? { signal } : undefined);
  return { fetch: doFetch, client, token, calls };
}

/** A player with a gateway session, logged in as the identity script and the session do it. */
async function player(profile: 'demo' | 'exclus') {
  const created = await fetch(`${origin}/__sandbox/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile }),
  });
  const { username, password } = (await created.json()) as { username: string; password: string };
  const context = browser();
  const post = async (path: string, body: unknown) =>
    (
      await context.fetch(`${origin}/identity/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  expect((await post('login', { username, password, realMode: 1, locale: 'ro' })).errorCode).toBe(0);
  const { temporaryToken } = await post('temporary-token', { realMode: 1 });
  const login = await context.client.login({
    username,
    ims_temporary_token: temporaryToken,
    device_type: 'desktop',
    os_name: 'Linux',
    client_platform: 'web',
  });
  expect(login.ok).toBe(true);
  return { ...context, username };
}

async function fault(spec: Record<string, unknown>) {
  const response = await fetch(`${origin}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(response.status).toBe(201);
}

const desktop = { touch: false, mobile: false };
const launch = (game: LaunchableGame, token: ProviderTokenSource, signal?: AbortSignal) =>
  realLaunchUrl({ game, device: desktop, languageCode: 'ro', token, ...(signal ? { signal } : {}) });

describe('the real launch URL from the gateway’s game provider token (catalogue.md section 5)', () => {
  it('fills playerId and tempToken; the sandbox’s game page plays it with the player’s balance', async () => {
    const { token, username } = await player('demo');
    const built = await launch(slot, token);
    if (!built.ok) throw new Error(built.error);
    const url = new URL(built.url);
    expect(url.pathname).toBe(`/launch/${slot.gameCode}`);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('platform')).toBe('web');
    expect(url.searchParams.get('lang')).toBe('ro');
    expect(url.searchParams.get('player')).toBe(username);
    expect(url.searchParams.get('token')).toMatch(/.+/);
    // The URL names the sandbox's configured public address; the page answers on this port.
    const page = await fetch(`${origin}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-mode="real"');
    expect(html).toContain('1.250,50');
  });

  it('a refused token (errorCode 3101, a self-excluded player) is errors.invalid-game-session', async () => {
    const { token } = await player('exclus');
    expect(await launch(slot, token)).toEqual({ ok: false, error: LAUNCH_ERRORS.invalidSession });
  });

  it('no gateway session (HTTP 401) is errors.invalid-game-session, the failure only logged', async () => {
    expect(await launch(slot, browser().token)).toEqual({ ok: false, error: LAUNCH_ERRORS.invalidSession });
    expect(logged).toHaveBeenCalledWith(
      '[game-launch] no game provider token:',
      expect.stringMatching(/^HTTP 401: /),
    );
  });

  it.each([
    ['an HTTP 500', { status: 500 }],
    ['a malformed body', { body: 'malformed' }],
    ['an empty body', { body: 'empty' }],
    ['an answer outside the schema', { json: { hello: 'world' } }],
    ['an answer without a token', { json: { username: 'demo', sessionToken: null, errorCode: 0 } }],
    [
      'an answer with a token and an error code',
      { json: { username: 'demo', sessionToken: { sessionToken: 'gpt_x' }, errorCode: 3102 } },
    ],
    [
      'an answer without a username',
      { json: { username: null, sessionToken: { sessionToken: 'gpt_x' }, errorCode: 0 } },
    ],
  ])('%s from the token path is errors.invalid-game-session', async (_, spec) => {
    const { token } = await player('demo');
    await fault({ path: GATEWAY_PATHS.gameProviderToken, ...spec });
    expect(await launch(slot, token)).toEqual({ ok: false, error: LAUNCH_ERRORS.invalidSession });
  });

  it('a game without a real template is errors.real-url-is-missing, and no token is asked for', async () => {
    const { token, calls } = await player('demo');
    const before = calls.length;
    const noReal = { ...slot, launchUrls: { ...slot.launchUrls, real: null, realMobile: null } };
    expect(await launch(noReal, token)).toEqual({ ok: false, error: LAUNCH_ERRORS.realUrlMissing });
    const unsafe = { ...slot, launchUrls: { ...slot.launchUrls, real: 'javascript:alert({tempToken})' } };
    expect(await launch(unsafe, token)).toEqual({ ok: false, error: LAUNCH_ERRORS.realUrlMissing });
    expect(calls.length).toBe(before);
  });

  it('leaving rejects with the abort, reporting nothing', async () => {
    const { token } = await player('demo');
    await fault({ path: GATEWAY_PATHS.gameProviderToken, delayMs: 500, times: 1 });
    const controller = new AbortController();
    const pending = launch(slot, token, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});

describe('the URL handed from the launch to the play page', () => {
  it('is taken once, for its game and player only', () => {
    handOverLaunch('joc', 'demo', 'https://games/joc?token=1');
    expect(takeHandedOverLaunch('joc', 'demo')).toBe('https://games/joc?token=1');
    expect(takeHandedOverLaunch('joc', 'demo')).toBeNull();
    handOverLaunch('joc', 'demo', 'https://games/joc?token=2');
    expect(takeHandedOverLaunch('joc', 'altcineva')).toBeNull();
    handOverLaunch('joc', 'demo', 'https://games/joc?token=3');
    expect(takeHandedOverLaunch('alt-joc', 'demo')).toBeNull();
    expect(takeHandedOverLaunch('joc', 'demo')).toBeNull();
  });

  it('lapses after a minute', () => {
    vi.useFakeTimers({ now: 0 });
    handOverLaunch('joc', 'demo', 'https://games/joc?token=4');
    vi.setSystemTime(60_001);
    expect(takeHandedOverLaunch('joc', 'demo')).toBeNull();
  });
});
