import vm from 'node:vm';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import type { IdentityApi, IdentityLoginResponse } from '@casino/core/identity-api';
import { WAITING_MESSAGE_KINDS } from '@casino/core/identity-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_REMEMBER_COOKIE, IDENTITY_SESSION_COOKIE } from './identity.ts';
import { browserClient, type Client, CookieJar, PORTAL, testSandbox } from './test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

const api = (client: Client, path: string, body?: unknown) =>
  body === undefined ? client.get(`/identity/api/${path}`) : client.post(`/identity/api/${path}`, body);
const login = async (
  client: Client,
  username: string,
  password = 'parola123',
  extra: Record<string, unknown> = {},
) =>
  (
    await api(client, 'login', { username, password, realMode: 1, locale: 'ro', remember: false, ...extra })
  ).json();
const clone = async (profile: string): Promise<string> =>
  (await app.inject({ method: 'POST', url: '/__sandbox/players', payload: { profile } })).json().username;

describe('identity login', () => {
  it('rejects wrong credentials in the login’s language', async () => {
    const client = browserClient(app);
    expect(await login(client, 'demo', 'gresit')).toEqual({
      action: 'Login',
      errorCode: 1,
      reason: 'invalid-credentials',
      errorText: 'Numele de utilizator sau parola nu sunt corecte.',
    });
    expect((await login(client, 'nimeni', 'parola123', { locale: 'en' })).errorText).toBe(
      'The username or password is wrong.',
    );
    expect((await login(client, '', 'x')).reason).toBe('invalid-request');
    expect(client.jar.get(IDENTITY_SESSION_COOKIE)).toBeUndefined();
  });

  it('logs in with its own HttpOnly session cookie; remember me adds a 14-day cookie', async () => {
    const client = browserClient(app);
    const response = await api(client, 'login', {
      username: 'demo',
      password: 'parola123',
      realMode: 1,
      locale: 'ro',
      remember: true,
    });
    expect(response.json()).toEqual({
      action: 'Login',
      errorCode: 0,
      reason: null,
      errorText: null,
      username: 'demo',
      userId: '100001',
      realMode: 1,
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.find((line) => line.startsWith(`${IDENTITY_SESSION_COOKIE}=`))).toMatch(
      /; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies.find((line) => line.startsWith(`${IDENTITY_REMEMBER_COOKIE}=`))).toMatch(
      /; Max-Age=1209600$/,
    );
    expect((await api(client, 'player')).json()).toMatchObject({
      errorCode: 0,
      player: { username: 'demo', userId: '100001', realMode: 1 },
      pendingStep: null,
    });
    const token = (await api(client, 'temporary-token', { realMode: 1 })).json();
    expect(token).toMatchObject({
      errorCode: 0,
      username: 'demo',
      expiresIn: 120,
      temporaryToken: expect.stringMatching(/^tmp_/),
    });
    expect((await api(client, 'keep-alive', { millisFromLastAction: 1000 })).json()).toMatchObject({
      errorCode: 0,
      secondsToExpire: 1799,
    });
  });

  it('keep-alive: a player idle longer than the session limit is logged out', async () => {
    const client = browserClient(app);
    await login(client, 'nou');
    expect((await api(client, 'keep-alive', { millisFromLastAction: 'x' })).json().reason).toBe(
      'invalid-request',
    );
    expect((await api(client, 'keep-alive', {})).json()).toMatchObject({
      errorCode: 0,
      secondsToExpire: 1800,
    });
    expect((await api(client, 'keep-alive', { millisFromLastAction: 1_800_001 })).json()).toMatchObject({
      errorCode: 9,
      reason: 'not-logged-in',
    });
    expect(client.jar.get(IDENTITY_SESSION_COOKIE)).toBeUndefined();
    expect((await api(client, 'player')).json().player).toBeNull();
  });

  it('silent login: the username, an empty password and remember, only with that username’s cookie', async () => {
    const client = browserClient(app);
    await login(client, 'nou', 'parola123', { remember: true });
    const remembered = client.jar.get(IDENTITY_REMEMBER_COOKIE)!;
    await api(client, 'logout', { allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    expect((await api(client, 'player')).json().player).toBeNull();
    expect(await login(client, 'nou', '', { remember: true })).toMatchObject({
      errorCode: 0,
      username: 'nou',
    });
    expect((await login(client, 'demo', '', { remember: true })).reason).toBe('remember-me-invalid');
    expect((await login(client, 'nou', '', { remember: false })).reason).toBe('remember-me-invalid');
    const stranger = browserClient(app);
    expect((await login(stranger, 'nou', '', { remember: true })).reason).toBe('remember-me-invalid');
    stranger.jar.set(IDENTITY_REMEMBER_COOKIE, remembered);
    expect((await login(stranger, 'nou', '', { remember: true })).errorCode).toBe(0);
  });

  it('logout with invalidateRememberMe forgets the remembered login; a login without remember too', async () => {
    const client = browserClient(app);
    await login(client, 'nou', 'parola123', { remember: true });
    const logout = await api(client, 'logout', {
      allSessions: 0,
      realMode: 1,
      behavior: 'root',
      invalidateRememberMe: 1,
    });
    expect(logout.json()).toMatchObject({ errorCode: 0, behavior: 'root' });
    expect(client.jar.get(IDENTITY_REMEMBER_COOKIE)).toBeUndefined();
    expect(client.jar.get(IDENTITY_SESSION_COOKIE)).toBeUndefined();
    expect((await login(client, 'nou', '', { remember: true })).reason).toBe('remember-me-invalid');
    await login(client, 'nou', 'parola123', { remember: true });
    await login(client, 'nou', 'parola123', { remember: false });
    expect(client.jar.get(IDENTITY_REMEMBER_COOKIE)).toBeUndefined();
  });

  it('logout of all sessions also ends the gateway sessions', async () => {
    const client = browserClient(app);
    await login(client, 'nou');
    const token = (await api(client, 'temporary-token', {})).json().temporaryToken;
    await client.post(GATEWAY_PATHS.login, {
      username: 'nou',
      ims_temporary_token: token,
      device_type: 'desktop',
      os_name: 'Linux',
      client_platform: 'web',
    });
    expect((await client.get(GATEWAY_PATHS.balances)).statusCode).toBe(200);
    await api(client, 'logout', { allSessions: 1, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    expect((await client.get(GATEWAY_PATHS.balances)).json().code).toBe('session-revoked');
    expect((await api(client, 'temporary-token', {})).json().reason).toBe('not-logged-in');
    expect((await api(client, 'keep-alive', {})).json().reason).toBe('not-logged-in');
  });
});

describe('verificare: the second factor', () => {
  it('asks for a code, refuses wrong ones, accepts 123456', async () => {
    const client = browserClient(app);
    const first = await login(client, 'verificare');
    expect(first).toMatchObject({
      errorCode: 2,
      reason: 'second-factor-required',
      username: 'verificare',
      secondFactor: { channel: 'sms', destination: '+40 7** *** 105', codeLength: 6 },
    });
    expect((await api(client, 'temporary-token', {})).json().reason).toBe('not-logged-in');
    expect((await api(client, 'player')).json()).toMatchObject({
      player: null,
      pendingStep: 'second-factor',
      secondFactor: { codeLength: 6 },
    });
    expect((await api(client, 'second-factor', { code: '000000' })).json()).toMatchObject({
      action: 'ValidateSecondFactor',
      errorCode: 4,
      reason: 'invalid-second-factor-code',
    });
    expect((await api(client, 'second-factor', { code: '123456' })).json()).toMatchObject({
      errorCode: 0,
      username: 'verificare',
    });
    expect((await api(client, 'temporary-token', {})).json().errorCode).toBe(0);
    expect((await api(client, 'second-factor', { code: '123456' })).json().reason).toBe('no-pending-login');
  });

  it('three wrong codes end the pending login', async () => {
    const client = browserClient(app);
    await login(client, 'verificare');
    await api(client, 'second-factor', { code: '1' });
    await api(client, 'second-factor', { code: '2' });
    expect((await api(client, 'second-factor', { code: '3' })).json().reason).toBe('too-many-attempts');
    expect((await api(client, 'player')).json()).toMatchObject({ player: null, pendingStep: null });
  });

  it('a silent login needs the code again', async () => {
    const client = browserClient(app);
    await login(client, 'verificare', 'parola123', { remember: true });
    await api(client, 'second-factor', { code: '123456' });
    await api(client, 'logout', { allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    expect((await login(client, 'verificare', '', { remember: true })).reason).toBe('second-factor-required');
  });
});

describe('termeni: new terms', () => {
  it('asks to accept the current version; declining ends the login; accepting is remembered', async () => {
    const username = await clone('termeni');
    const client = browserClient(app);
    const first = await login(client, username);
    expect(first).toMatchObject({
      errorCode: 3,
      reason: 'terms-acceptance-required',
      terms: { version: '2026-11', url: 'http://localhost:4000/account/termeni' },
    });
    expect((await api(client, 'player')).json()).toMatchObject({
      pendingStep: 'terms',
      terms: { version: '2026-11' },
    });
    expect((await api(client, 'terms', { termsVersion: '2025-03', accept: true })).json().reason).toBe(
      'terms-version-mismatch',
    );
    expect((await api(client, 'terms', { termsVersion: '2026-11', accept: false })).json().reason).toBe(
      'terms-declined',
    );
    await login(client, username);
    expect((await api(client, 'terms', { termsVersion: '2026-11', accept: true })).json()).toMatchObject({
      action: 'ValidateTermsVersion',
      errorCode: 0,
      username,
    });
    expect((await app.inject({ url: `/__sandbox/players/${username}` })).json().termsVersion).toBe('2026-11');
    expect((await login(browserClient(app), username)).errorCode).toBe(0);
    expect((await app.inject({ url: '/account/termeni' })).body).toContain('2026-11');
  });
});

describe('logged-in actions', () => {
  it('changes the password after checking it', async () => {
    const username = await clone('nou');
    const client = browserClient(app);
    await login(client, username);
    const change = async (oldPassword: string, newPassword: string) =>
      (await api(client, 'password', { oldPassword, newPassword })).json().reason;
    expect(await change('gresit', 'parolaNoua1')).toBe('invalid-credentials');
    expect(await change('parola123', 'parola123')).toBe('password-unchanged');
    expect(await change('parola123', 'scurta1')).toBe('password-too-weak');
    expect(await change('parola123', 'faracifre')).toBe('password-too-weak');
    expect(await change('parola123', 'parolaNoua1')).toBeNull();
    expect((await login(browserClient(app), username, 'parolaNoua1')).errorCode).toBe(0);
    expect((await login(browserClient(app), username)).reason).toBe('invalid-credentials');
  });

  it('hands out waiting messages once, with the pending bonus code until the bonus is confirmed', async () => {
    const username = await clone('demo');
    const client = browserClient(app);
    await login(client, username);
    const only = (await api(client, 'waiting-messages', { kinds: ['login'] })).json();
    expect(only.messages.map((message: { type: string }) => message.type)).toEqual([
      'PlayerActionShowLoginMessage',
    ]);
    const rest = (await api(client, 'waiting-messages', { kinds: WAITING_MESSAGE_KINDS })).json();
    expect(rest.messages.map((message: { kind: string }) => message.kind)).toEqual(['alert', 'bonus']);
    const bonusMessage = rest.messages[1];
    expect(bonusMessage).toMatchObject({
      type: 'PlayerActionShowDialog',
      templateId: 'bonus-acordat',
      displayType: 'dialog',
      title: 'Un cadou pentru tine',
      bonusCode: rest.pendingBonusCode,
    });
    const again = (await api(client, 'waiting-messages', { kinds: WAITING_MESSAGE_KINDS })).json();
    expect(again).toMatchObject({ messages: [], pendingBonusCode: rest.pendingBonusCode });
    expect((await api(client, 'waiting-messages', { kinds: 'login' })).json().reason).toBe('invalid-request');

    const confirm = (bonusId: unknown, accept: unknown) => api(client, 'confirm-bonus', { bonusId, accept });
    expect((await confirm(rest.pendingBonusCode, 'da')).json().reason).toBe('invalid-request');
    expect((await confirm(1, true)).json()).toMatchObject({ errorCode: 13, reason: 'bonus-not-found' });
    expect((await confirm(rest.pendingBonusCode, false)).json()).toMatchObject({
      errorCode: 0,
      bonusId: Number(rest.pendingBonusCode),
      status: 'DECLINED',
    });
    expect((await confirm(rest.pendingBonusCode, true)).json().reason).toBe('bonus-not-pending');
    expect((await api(client, 'waiting-messages', { kinds: ['bonus'] })).json().pendingBonusCode).toBeNull();
  });

  it('messages follow the login’s language', async () => {
    const username = await clone('demo');
    const client = browserClient(app);
    await login(client, username, 'parola123', { locale: 'en' });
    const answer = (await api(client, 'waiting-messages', { kinds: ['bonus'] })).json();
    expect(answer.messages[0].title).toBe('A gift for you');
  });

  it('exclus accepts the pending deposit limit', async () => {
    const username = await clone('exclus');
    const client = browserClient(app);
    await login(client, username);
    const messages = (await api(client, 'waiting-messages', { kinds: ['rg:limits-cool-off'] })).json()
      .messages;
    expect(messages).toHaveLength(1);
    // The message names the limits waiting for acceptance, so the portal shows them beside its action.
    expect(messages[0].pendingLimits).toEqual([
      { type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' },
    ]);
    expect((await api(client, 'accept-limits', {})).json()).toMatchObject({
      errorCode: 0,
      limits: [{ type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' }],
    });
    // Recorded: test control's player state has the limit in force and none pending.
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(state.limits).toEqual([{ type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' }]);
    expect(state.pendingLimits).toEqual([]);
  });
});

describe('the identity script', () => {
  it('is served as JavaScript, revalidated, naming the sandbox’s API', async () => {
    const response = await app.inject({ url: '/identity/identity.js', headers: { origin: PORTAL } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(response.body).toContain("'http://localhost:4000/identity/api'");
    expect(response.body).toContain('window.Identa');
    const again = await app.inject({
      url: '/identity/identity.js',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  describe('in a browser-like context against the listening sandbox', () => {
    let base = '';
    const listening = testSandbox();
    beforeAll(async () => {
      base = await listening.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(listening.cleanup);

    /** A page of the portal: the script evaluated with a fetch that keeps the sandbox's cookies. */
    async function page(options: { offline?: boolean } = {}) {
      const jar = new CookieJar();
      const browserFetch = async (url: string, init: RequestInit = {}) => {
        if (options.offline) throw new TypeError('Failed to fetch');
        const headers = new Headers(init.headers);
        headers.set('origin', PORTAL);
        const cookie = jar.header();
        if (cookie) headers.set('cookie', cookie);
        const response = await fetch(url.replace('http://localhost:4000', base), { ...init, headers });
        jar.receive(response.headers.getSetCookie());
        return response;
      };
      const context = vm.createContext({
        document: { documentElement: { lang: 'ro' } },
        fetch: browserFetch,
        setTimeout,
      });
      context.window = context;
      const script = await fetch(`${base}/identity/identity.js`);
      vm.runInContext(await script.text(), context);
      return { identity: context.Identa as IdentityApi, fetch: browserFetch, jar };
    }

    it('logs in, hands a temporary token the gateway accepts, logs out (callouts and promises)', async () => {
      const { identity, fetch: browserFetch } = await page();
      const calls: IdentityLoginResponse[] = [];
      identity.setCallout('Login', (response) => calls.push(response));
      const refused = await identity.login('demo', 'gresit', 1, 'ro', false);
      expect(refused).toMatchObject({ action: 'Login', errorCode: 1, reason: 'invalid-credentials' });
      const success = await identity.login('demo', 'parola123', 1, 'ro', false);
      expect(success).toMatchObject({ errorCode: 0, username: 'demo' });
      expect(calls).toEqual([refused, success]);
      expect((await identity.getLoggedInPlayer()).player?.username).toBe('demo');

      const token = await identity.requestTemporaryToken(1);
      const gateway = await browserFetch(`http://localhost:4000${GATEWAY_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'demo',
          ims_temporary_token: token.temporaryToken,
          device_type: 'desktop',
          os_name: 'Linux',
          client_platform: 'web',
        }),
      });
      expect(gateway.status).toBe(200);
      expect(((await gateway.json()) as { sessionToken: string }).sessionToken).toMatch(/^gws_/);

      const logouts: unknown[] = [];
      identity.setCallout('Logout', (response) => logouts.push(response));
      expect(await identity.logout(0, 1, 'root', 1)).toMatchObject({
        action: 'Logout',
        errorCode: 0,
        behavior: 'root',
      });
      expect(logouts).toHaveLength(1);
      expect((await identity.getLoggedInPlayer()).player).toBeNull();
      identity.setCallout('Login', null);
      await identity.login('demo', 'gresit', 1, 'ro', false);
      expect(calls).toHaveLength(2);
    });

    it('reports transport failures as responses', async () => {
      const offline = await page({ offline: true });
      const failures: unknown[] = [];
      offline.identity.setCallout('GetLoggedInPlayer', (response) => failures.push(response));
      expect(await offline.identity.getLoggedInPlayer()).toMatchObject({
        errorCode: 98,
        reason: 'network-error',
      });
      expect(failures).toHaveLength(1);
      const online = await page();
      await listening.app.inject({
        method: 'POST',
        url: '/__sandbox/faults',
        payload: { path: '/identity/api/', status: 502, times: 1 },
      });
      expect(await online.identity.keepAlive(0)).toMatchObject({
        errorCode: 99,
        reason: 'server-error',
        errorText: 'HTTP 502',
      });
    });
  });
});
