/**
 * The identity service in jsdom pages that load the sandbox's real identity script over HTTP (jsdom
 * runs external scripts when its resources are usable); the script's calls go to the same sandbox
 * through a fetch with a cookie jar, as a browser's would.
 */
import type { IdentityApi } from '@casino/core/identity-api';
import { identityLoginOutcome } from '@casino/core/identity-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalPage, startSandbox, type TestSandbox } from '~test-support/sandbox';
import { identityCall, identityClient, loadIdentity } from './identity';

let sandbox: TestSandbox;
let origin = '';
beforeAll(async () => {
  sandbox = await startSandbox('identity-service');
  origin = sandbox.origin;
});
afterAll(() => sandbox.close());

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) window.close();
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

/** A portal page in jsdom that runs the scripts it is given; its fetch carries cookies. */
function page(): { window: Window; document: Document } {
  const window = portalPage();
  windows.push(window);
  return { window, document: window.document };
}

const scriptUrl = () => `${origin}/identity/identity.js`;
const scriptsOf = (document: Document) =>
  [...document.querySelectorAll('script')].map((script) => script.src);

describe('loadIdentity', () => {
  it('adds the script once and resolves its global; parallel and later calls share the load', async () => {
    const { window, document } = page();
    const first = loadIdentity({ scriptUrl: scriptUrl(), document, window });
    const second = loadIdentity({ scriptUrl: scriptUrl(), document, window });
    expect(second).toBe(first);
    expect(scriptsOf(document)).toEqual([scriptUrl()]);
    const api = await first;
    expect(api).toBe((window as unknown as { Identa: IdentityApi }).Identa);
    expect(api.version).toBe('1.0.0');
    expect(await loadIdentity({ scriptUrl: scriptUrl(), document, window })).toBe(api);
    expect(scriptsOf(document)).toEqual([scriptUrl()]);
  });

  it('takes the window of the document when none is given', async () => {
    const { window, document } = page();
    const api = await loadIdentity({ scriptUrl: scriptUrl(), document });
    expect(api).toBe((window as unknown as { Identa: IdentityApi }).Identa);
  });

  it('rejects with “No script found” when the script fails to load, and tries again on the next call', async () => {
    const { window, document } = page();
    const missing = `${origin}/identity/nothing.js`;
    await expect(loadIdentity({ scriptUrl: missing, document, window })).rejects.toThrow('No script found');
    expect(scriptsOf(document)).toEqual([]);
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/identity/identity.js', status: 503, times: 1 }),
    });
    await expect(loadIdentity({ scriptUrl: scriptUrl(), document, window })).rejects.toThrow(
      'No script found',
    );
    const api = await loadIdentity({ scriptUrl: scriptUrl(), document, window });
    expect(api.version).toBe('1.0.0');
  });

  it('rejects with “No script found” when the script loads but installs no global', async () => {
    const { window, document } = page();
    const other = `${origin}/fe/my-account/my-account.js`;
    await expect(loadIdentity({ scriptUrl: other, document, window })).rejects.toThrow('No script found');
  });
});

describe('identityCall', () => {
  const fake = (answer: unknown) =>
    ({ getLoggedInPlayer: () => answer, keepAlive: async () => answer }) as unknown as IdentityApi;

  it('rejects with “No response” when an action answers nothing or not its response', async () => {
    await expect(identityCall(fake(undefined), 'GetLoggedInPlayer')).rejects.toThrow('No response');
    await expect(identityCall(fake(Promise.resolve(null)), 'GetLoggedInPlayer')).rejects.toThrow(
      'No response',
    );
    await expect(identityCall(fake({ unexpected: true }), 'KeepAlive', 0)).rejects.toThrow('No response');
  });

  it('resolves with the response, a rejection of the provider included', async () => {
    const answer = {
      action: 'KeepAlive',
      errorCode: 9,
      reason: 'not-logged-in',
      errorText: 'Nu ești autentificat.',
    };
    expect(await identityCall(fake(answer), 'KeepAlive', 0)).toEqual(answer);
  });
});

describe('identityClient with the sandbox’s script', () => {
  const client = async () => {
    const { window, document } = page();
    return identityClient(await loadIdentity({ scriptUrl: scriptUrl(), document, window }));
  };

  it('logs demo in, gives a temporary token and the player, keeps alive, hands out messages, logs out', async () => {
    const identity = await client();
    expect((await identity.loggedInPlayer()).player).toBeNull();
    const wrong = await identity.login('demo', 'gresit', { locale: 'ro' });
    expect(identityLoginOutcome(wrong)).toBe('failed');
    expect(wrong.reason).toBe('invalid-credentials');
    const login = await identity.login('demo', 'parola123', { locale: 'ro', remember: true });
    expect(login).toMatchObject({ errorCode: 0, username: 'demo', realMode: 1 });
    expect((await identity.temporaryToken()).temporaryToken).toMatch(/^tmp_/);
    expect((await identity.loggedInPlayer()).player).toEqual({
      username: 'demo',
      userId: '100001',
      realMode: 1,
    });
    expect((await identity.keepAlive(1000)).secondsToExpire).toBeGreaterThan(0);
    const waiting = await identity.waitingMessages();
    expect(waiting.errorCode).toBe(0);
    expect(waiting.messages?.length).toBeGreaterThan(0);
    expect((await identity.acceptPendingLimits()).errorCode).toBe(0);
    const bonus = waiting.pendingBonusCode;
    expect(bonus).toBeTruthy();
    expect(await identity.confirmBonus(bonus!, true)).toMatchObject({ errorCode: 0, status: 'ACTIVE' });
    expect(await identity.logout()).toMatchObject({ errorCode: 0, behavior: 'root' });
    expect((await identity.loggedInPlayer()).player).toBeNull();
    // Remember me survived a logout that did not invalidate it: a silent login works.
    expect((await identity.login('demo', '', { locale: 'ro', remember: true })).errorCode).toBe(0);
  });

  it('walks the second factor (verificare, 123456) and the new terms (termeni)', async () => {
    const identity = await client();
    const login = await identity.login('verificare', 'parola123', { locale: 'en' });
    expect(identityLoginOutcome(login)).toBe('needs-validation');
    expect(login.errorText).toBe('Enter the verification code we sent by text message.');
    expect((await identity.validateSecondFactor('111111')).reason).toBe('invalid-second-factor-code');
    expect((await identity.validateSecondFactor('123456')).errorCode).toBe(0);

    const created = await fetch(`${origin}/__sandbox/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile: 'termeni' }),
    });
    const { username } = (await created.json()) as { username: string };
    const other = await client();
    const terms = await other.login(username, 'parola123', { locale: 'ro' });
    expect(terms.reason).toBe('terms-acceptance-required');
    expect((await other.loggedInPlayer()).pendingStep).toBe('terms');
    const accepted = await other.validateTermsVersion(terms.terms!.version, true);
    expect(accepted).toMatchObject({ errorCode: 0, username });
    expect((await other.logout({ allSessions: 1, invalidateRememberMe: 1 })).errorCode).toBe(0);
  });

  it('an identity API that fails answers a response (server-error), not an error', async () => {
    const identity = await client();
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/identity/api/player', status: 500, times: 1 }),
    });
    expect(await identity.loggedInPlayer()).toMatchObject({ errorCode: 99, reason: 'server-error' });
  });
});
