import { BALANCE_TYPES, casinoGamingBalance, GATEWAY_PATHS } from '@casino/core/gateway-api';
import { gameResultsRequest, playerGamesRequest } from '@casino/core/player-games';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch, startSandbox, type TestSandbox } from '~test-support/sandbox';
import {
  createGatewayClient,
  GATEWAY_TIMEOUT_MS,
  GatewayError,
  type GatewayLoginResult,
} from './gateway-client';

/** The real sandbox on a random loopback port, with a throwaway in-memory player store. */
let sandbox: TestSandbox;
let origin = '';
beforeAll(async () => {
  sandbox = await startSandbox('gateway-client');
  origin = sandbox.origin;
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

interface Sent {
  url: string;
  init: RequestInit;
}

/** A browser's cookie jar for the sandbox (Node's fetch has none), recording what it sends. */
function browserFetch() {
  const jar = new Map<string, string>();
  const sent: Sent[] = [];
  const withCookies = cookieFetch(jar);
  const doFetch: typeof fetch = async (input, init = {}) => {
    sent.push({ url: String(input), init });
    return withCookies(input, init);
  };
  return { fetch: doFetch, jar, sent };
}

function setup(options: { locale?: () => string; timeoutMs?: number } = {}) {
  const browser = browserFetch();
  const client = createGatewayClient({
    baseUrl: origin,
    paths: { login: GATEWAY_PATHS.login, logout: GATEWAY_PATHS.logout, keepAlive: GATEWAY_PATHS.keepAlive },
    locale: options.locale ?? (() => 'ro'),
    fetch: browser.fetch,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { client, ...browser };
}

async function fault(spec: Record<string, unknown>) {
  const response = await fetch(`${origin}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(response.status).toBe(201);
}

/** The identity half of a login as the identity script does it: login, then a temporary token. */
async function identityToken(doFetch: typeof fetch, username: string): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (
      await doFetch(`${origin}/identity/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const login = await post('login', { username, password: 'parola123', realMode: 1, locale: 'ro' });
  expect(login.errorCode).toBe(0);
  const token = await post('temporary-token', { realMode: 1 });
  return token.temporaryToken as string;
}

const loginRequest = (username: string, token: string) => ({
  username,
  ims_temporary_token: token,
  device_type: 'desktop',
  os_name: 'Linux',
  client_platform: 'web',
});

async function loggedIn(username = 'demo') {
  const context = setup();
  const result = await context.client.login(
    loginRequest(username, await identityToken(context.fetch, username)),
  );
  expect(result.ok).toBe(true);
  return context;
}

/** The rejection of a promise, for assertions on its fields. */
async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('the gateway client against the sandbox', () => {
  it('logs demo in with an identity temporary token, then reads the session, balances and player data', async () => {
    const { client, jar, sent, fetch: doFetch } = setup();
    const result: GatewayLoginResult = await client.login(
      loginRequest('demo', await identityToken(doFetch, 'demo')),
    );
    expect(result.ok).toBe(true);
    expect(jar.has('gw_session')).toBe(true);
    if (!result.ok) return;
    expect(result.answer).toMatchObject({ username: 'demo', additionalInformation: null });
    expect(result.answer.sessionToken).toMatch(/^gws_/);
    const login = sent.at(-1)!;
    expect(login.url).toBe(`${origin}${GATEWAY_PATHS.login}`);
    expect(login.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(login.init.headers).get('content-type')).toBe('application/json');

    expect(await client.validateSession()).toEqual({
      validateSessionTokens: [{ valid: true, username: 'demo', reason: null }],
    });
    const { balances } = await client.balances();
    expect(casinoGamingBalance(balances)).toEqual({ amount: 1250.5, currencyCode: 'RON' });
    expect(balances[BALANCE_TYPES.casinoGaming]).toBeDefined();
    expect((await client.notificationToken()).notification_token).toBe(result.answer.notificationToken);
    const info = await client.playerInfo(['username', 'userId']);
    expect(info.info.playerDataMap).toEqual({ username: 'demo', userId: '100001' });
    expect(sent.at(-1)!.url).toBe(`${origin}${GATEWAY_PATHS.playerInfo}?requestedPlayerData=username,userId`);
    expect((await client.clientOverview()).username).toBe('demo');
    expect((await client.keepAlive(1234.4)).sessionValid).toBe(true);
    expect(sent.at(-1)!.url).toBe(`${origin}${GATEWAY_PATHS.keepAlive}?millisFromLastAction=1234`);
  });

  it('reads and writes the balance preference, bonuses, opt-ins, tags, favourites and played games', async () => {
    const { client } = await loggedIn();
    const before = (await client.balancePreference()).balanceHidden;
    expect(await client.setBalancePreference(!before)).toEqual({ balanceHidden: !before });
    expect(await client.balancePreference()).toEqual({ balanceHidden: !before });
    await client.setBalancePreference(before);

    const { bonuses } = await client.bonuses();
    expect(bonuses.length).toBeGreaterThan(0);
    expect((await client.gamingBonuses()).bonuses.length).toBeGreaterThan(0);
    const first = bonuses[0]!;
    expect((await client.bonusDetails(first.bonus.id)).bonus.id).toBe(first.bonus.id);
    expect(Array.isArray((await client.optedInBonusTemplates()).bonusTemplateOptIns)).toBe(true);
    expect(Array.isArray((await client.marketingTags()).tags)).toBe(true);
    const favourites = (await client.favourites()).favoriteGames;
    expect(favourites.length).toBeGreaterThan(0);
    expect((await client.playerGames(playerGamesRequest(Date.now(), 'ro'))).results.length).toBeGreaterThan(
      0,
    );
    expect((await client.gameResults(gameResultsRequest(Date.now()))).page).toBe(1);
    const token = await client.gameProviderToken({ gameCode: favourites[0]!.gameType });
    expect(token.errorCode).toBe(0);
    expect(
      (await client.chatSessionToken({ systemId: 765, clientType: 'casino', clientPlatform: 'download' }))
        .errorCode,
    ).toBe(0);
  });

  it('returns a refused login as the failure, with the gateway’s code', async () => {
    const { client, jar } = setup();
    const result = await client.login(loginRequest('demo', 'tmp_nope'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'http', status: 401, code: 'invalid-temporary-token' });
    expect(result.error.message).toMatch(/^HTTP 401: \{.*"code":"invalid-temporary-token"/);
    expect(jar.has('gw_session')).toBe(false);
  });

  it('answers a suspended self-exclusion as a login answer without tokens', async () => {
    const { client, fetch: doFetch } = setup();
    const result = await client.login(loginRequest('suspendat', await identityToken(doFetch, 'suspendat')));
    expect(result).toMatchObject({
      ok: true,
      answer: {
        sessionToken: null,
        additionalInformation: { exception: 'SuspendedSelfExclusionException' },
      },
    });
  });

  it('fails with HTTP 401 and the body without a session', async () => {
    const error = await failure(setup().client.balances());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.code).toBe('session-missing');
    expect(error.body?.message).toBe('Nu ești autentificat.');
    expect(error.message).toBe(
      'HTTP 401: {"error":"Unauthorized","statusCode":401,"code":"session-missing","message":"Nu ești autentificat."}',
    );
  });

  it('sends Accept-Language from the locale (en when there is none) and a JSON Accept', async () => {
    const english = setup({ locale: () => 'en' });
    expect((await failure(english.client.balances())).body?.message).toBe('You are not logged in.');
    const none = setup({ locale: () => '' });
    await failure(none.client.balances());
    const headers = new Headers(none.sent[0]!.init.headers);
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBeNull();
    expect(none.sent[0]!.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('logs out: the session cookie goes and later calls are 401', async () => {
    const { client, jar } = await loggedIn('nou');
    expect(await client.logout({ allSessions: 0 })).toEqual({ loggedOut: true });
    expect(jar.has('gw_session')).toBe(false);
    expect((await client.validateSession()).validateSessionTokens[0]!.valid).toBe(false);
    expect((await failure(client.keepAlive(0))).status).toBe(401);
  });

  it('gives up after the timeout with “Request timed out”', async () => {
    await fault({ path: GATEWAY_PATHS.balances, delayMs: 1_000, times: 1 });
    const started = Date.now();
    const error = await failure(setup({ timeoutMs: 100 }).client.balances());
    expect(error.message).toBe('Request timed out');
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(900);
    expect(GATEWAY_TIMEOUT_MS).toBe(15_000);
  });

  it('a caller’s abort rejects with the caller’s reason, not as a timeout', async () => {
    await fault({ path: GATEWAY_PATHS.balances, delayMs: 1_000, times: 1 });
    const controller = new AbortController();
    const call = setup().client.balances({ signal: controller.signal });
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('fails with “Failed to read response body” on a malformed or empty body', async () => {
    const { client } = await loggedIn();
    await fault({ path: GATEWAY_PATHS.balances, body: 'malformed', times: 1 });
    const malformed = await failure(client.balances());
    expect(malformed).toMatchObject({ kind: 'body', status: 200, message: 'Failed to read response body' });
    await fault({ path: GATEWAY_PATHS.balances, body: 'empty', times: 1 });
    expect((await failure(client.balances())).message).toBe('Failed to read response body');
  });

  it('fails with HTTP 500 and the body of a server error', async () => {
    const { client } = await loggedIn();
    await fault({ path: GATEWAY_PATHS.balances, status: 500, times: 1 });
    const error = await failure(client.balances());
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.code).toBeUndefined();
    expect(error.message).toMatch(
      /^HTTP 500: \{"error":"sandbox-fault","statusCode":500,"message":"Injected fault \d+"\}$/,
    );
    await fault({ path: GATEWAY_PATHS.balances, status: 503, body: 'empty', times: 1 });
    expect((await failure(client.balances())).message).toBe('HTTP 503: Service Unavailable');
  });

  it('refuses an answer that does not fit its schema', async () => {
    const { client } = await loggedIn();
    await fault({ path: GATEWAY_PATHS.balances, json: { balances: { CASINO_GAMING: { amount: '12' } } } });
    const error = await failure(client.balances());
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/^Invalid answer from \/pams\/api\/v2\/balances: /);
  });

  it('refuses a path starting with // (or not on the gateway) without any request', async () => {
    const { client, sent } = setup();
    for (const path of ['//evil.example/steal', '/\\evil.example', 'https://evil.example/x']) {
      const error = await failure(client.request(path, { schema: v.unknown() }));
      expect(error.kind).toBe('refused');
    }
    const configured = createGatewayClient({
      baseUrl: origin,
      paths: { login: '//evil' },
      fetch: browserFetch().fetch,
    });
    expect((await failure(configured.login(loginRequest('demo', 't')))).kind).toBe('refused');
    expect(sent).toEqual([]);
  });

  it('calls any path with the generic request', async () => {
    const { client } = await loggedIn();
    const answer = await client.request(GATEWAY_PATHS.bonuses, {
      query: { statusFilter: 'all', ignored: undefined },
      schema: v.object({ bonuses: v.array(v.unknown()) }),
    });
    expect(answer.bonuses.length).toBeGreaterThan(0);
  });
});
