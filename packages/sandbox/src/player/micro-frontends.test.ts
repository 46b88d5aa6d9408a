import vm from 'node:vm';
import { GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import type { IdentityApi } from '@casino/core/identity-api';
import { MICRO_FRONTEND_NAMES } from '@casino/core/micro-frontends';
import type { TestElement } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPage as basePortalPage, mfeProps, waitFor } from './portal-page.ts';
import { browserClient, type CookieJar, gatewayLogin, PORTAL, testSandbox } from './test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

describe('manifests and bundles', () => {
  it.each(MICRO_FRONTEND_NAMES)('%s: a manifest naming a versioned bundle', async (name) => {
    const response = await app.inject({
      url: `/fe/${name}/manifest.json?v=123`,
      headers: { origin: PORTAL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    const manifest = response.json();
    expect(manifest.entry).toBe(`http://localhost:4000/fe/${name}/${name}.js?v=${manifest.version}`);
    expect(manifest.styles).toEqual([`http://localhost:4000/fe/${name}/${name}.css?v=${manifest.version}`]);
    const script = await app.inject({
      url: new URL(manifest.entry).pathname + new URL(manifest.entry).search,
    });
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(() => new vm.Script(script.body)).not.toThrow();
    expect(script.body.length).toBeLessThan(25_000);
    expect(script.body).not.toMatch(/\bimport\b|require\(/);
    const style = await app.inject({ url: `/fe/${name}/${name}.css` });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for unknown micro-frontends and files', async () => {
    for (const url of ['/fe/nimic/manifest.json', '/fe/my-account/other.js'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('the two login dialogs are different designs over one flow', async () => {
    const v1 = (await app.inject({ url: '/fe/login-dialog/login-dialog.js' })).body;
    const v2 = (await app.inject({ url: '/fe/login-dialog-2/login-dialog-2.js' })).body;
    expect(v1).toContain("registerLoginDialog('login-dialog',");
    expect(v2).toContain("registerLoginDialog('login-dialog-2',");
    expect(v1).toContain('ld1-form');
    expect(v2).toContain('ld2-card');
  });
});

const portalPage = (options: { identity?: boolean; jar?: CookieJar } = {}) => basePortalPage(app, options);
const props = (locale = 'ro') => mfeProps(locale);

const field = (host: TestElement, name: string) => host.querySelector(`input[name="${name}"]`) as TestElement;
const submit = (host: TestElement) => (host.querySelector('button[type="submit"]') as TestElement).click();
const errorText = (host: TestElement) => {
  const error = host.querySelector('[role="alert"]');
  return error && !error.hidden ? error.textContent : null;
};
const messages = (events: { type: string; detail: unknown }[]) =>
  events.filter((event) => event.type === 'loginMessage').map((event) => event.detail);
const visibility = (events: { type: string; detail: unknown }[]) =>
  events.filter((event) => event.type === 'loginDialogVisibility').map((event) => event.detail);

describe.each(['login-dialog', 'login-dialog-2'])('%s mounted in a page', (name) => {
  it('is accessible: labelled fields, a heading, focus on the username, errors linked to the fields', async () => {
    const page = await portalPage();
    await page.load(name);
    page.window.casinoMicroFrontends![name]!.mount(page.host, props());
    expect(visibility(page.events)).toEqual([{ isOpen: true }]);
    const username = field(page.host, 'username');
    expect(page.window.document.activeElement).toBe(username);
    for (const input of ['username', 'password', 'remember'])
      expect(page.host.querySelector(`label[for="${field(page.host, input).id}"]`), input).not.toBeNull();
    const form = page.host.querySelector('[data-role="form"]') as TestElement;
    const title = page.host.querySelector('h2') as TestElement;
    expect(form.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).toBe(name === 'login-dialog' ? 'Autentificare' : 'Bine ai revenit');
    const error = page.host.querySelector('[role="alert"]') as TestElement;
    expect(username.getAttribute('aria-describedby')).toBe(error.id);
    submit(page.host);
    expect(errorText(page.host)).toBe('Completează numele de utilizator și parola.');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(messages(page.events)).toEqual([]);
  });

  it('shows a rejection, then logs in with the identity script and closes', async () => {
    const page = await portalPage();
    await page.load(name);
    page.window.casinoMicroFrontends![name]!.mount(page.host, props());
    field(page.host, 'username').value = 'demo';
    field(page.host, 'password').value = 'gresit';
    submit(page.host);
    await waitFor(() => messages(page.events).length === 1, 'the failure');
    expect(messages(page.events)).toEqual([{ status: 'failure', reason: 'invalid-credentials' }]);
    expect(errorText(page.host)).toBe('Numele de utilizator sau parola nu sunt corecte.');
    expect(field(page.host, 'username').value).toBe('demo');
    field(page.host, 'password').value = 'parola123';
    field(page.host, 'remember').checked = true;
    submit(page.host);
    await waitFor(() => messages(page.events).length === 2, 'the success');
    expect(messages(page.events)[1]).toEqual({ status: 'success', username: 'demo', remember: true });
    expect(visibility(page.events)).toEqual([{ isOpen: true }, { isOpen: false }]);
    expect(page.jar.get('idn_remember')).toBeDefined();
    // The portal's gateway login follows, with the identity session the dialog opened.
    expect((await gatewayLogin(browserClient(app, PORTAL, page.jar), 'demo')).statusCode).toBe(200);
    expect(page.jar.get(GATEWAY_SESSION_COOKIE)).toBeDefined();
  });

  it('remember me: after the browser restarts, the identity script logs in silently with the remember cookie', async () => {
    const { username } = (
      await app.inject({ method: 'POST', url: '/__sandbox/players', payload: { profile: 'nou' } })
    ).json();
    const first = await portalPage();
    await first.load(name);
    first.window.casinoMicroFrontends![name]!.mount(first.host, props());
    field(first.host, 'username').value = username;
    field(first.host, 'password').value = 'parola123';
    field(first.host, 'remember').checked = true;
    submit(first.host);
    await waitFor(() => messages(first.events).length === 1, 'the login');
    first.window.close();

    // A new browser context: only the persistent cookies are left (the remember-me one).
    const jar = first.jar.afterRestart();
    expect(jar.names()).toEqual(['idn_remember']);
    const second = await portalPage({ jar });
    const identity = second.window.Identa as IdentityApi;
    expect((await identity.getLoggedInPlayer()).player).toBeNull();
    // The portal's silent login: the stored username, an empty password, remember.
    expect(await identity.login(username, '', 1, 'ro', true)).toMatchObject({ errorCode: 0, username });
    expect((await gatewayLogin(browserClient(app, PORTAL, jar), username)).statusCode).toBe(200);
    // Another username, or no remember flag, is not let in by that cookie.
    expect((await identity.login('demo', '', 1, 'ro', true)).reason).toBe('remember-me-invalid');
    // Logging out with invalidateRememberMe forgets it for good.
    await identity.logout(0, 1, 'root', 1);
    const third = await portalPage({ jar: jar.afterRestart() });
    expect(
      ((await (third.window.Identa as IdentityApi).login(username, '', 1, 'ro', true)) as { reason: string })
        .reason,
    ).toBe('remember-me-invalid');
  });

  it('walks the second-factor step (verificare, code 123456)', async () => {
    const page = await portalPage();
    await page.load(name);
    page.window.casinoMicroFrontends![name]!.mount(page.host, props());
    field(page.host, 'username').value = 'verificare';
    field(page.host, 'password').value = 'parola123';
    submit(page.host);
    await waitFor(() => page.host.querySelector('input[name="code"]') !== null, 'the code step');
    expect(page.host.textContent).toContain('Verificare în doi pași');
    expect(page.host.textContent).toContain('+40 7** *** 105');
    expect(page.window.document.activeElement).toBe(field(page.host, 'code'));
    field(page.host, 'code').value = '111111';
    submit(page.host);
    await waitFor(() => errorText(page.host) !== null, 'the wrong code');
    expect(errorText(page.host)).toBe('Codul de verificare nu este corect.');
    field(page.host, 'code').value = '123456';
    submit(page.host);
    await waitFor(
      () => messages(page.events).some((m) => (m as { status: string }).status === 'success'),
      'the success',
    );
    expect(messages(page.events).at(-1)).toEqual({
      status: 'success',
      username: 'verificare',
      remember: false,
    });
  });

  it('walks the terms step (termeni) and resumes a pending login when mounted again', async () => {
    const { username } = (
      await app.inject({ method: 'POST', url: '/__sandbox/players', payload: { profile: 'termeni' } })
    ).json();
    const page = await portalPage();
    await page.load(name);
    const first = page.window.casinoMicroFrontends![name]!.mount(page.host, props());
    field(page.host, 'username').value = username;
    field(page.host, 'password').value = 'parola123';
    submit(page.host);
    await waitFor(() => (page.host.textContent ?? '').includes('Termeni și condiții noi'), 'the terms step');
    first.unmount();
    expect(page.host.innerHTML).toBe('');
    page.window.casinoMicroFrontends![name]!.mount(page.host, props());
    await waitFor(
      () => (page.host.textContent ?? '').includes('versiunea 2026-11'),
      'the resumed terms step',
    );
    expect(page.host.querySelector('a')?.getAttribute('href')).toBe('http://localhost:4000/account/termeni');
    submit(page.host);
    await waitFor(() => messages(page.events).length === 1, 'the success');
    expect(messages(page.events)[0]).toEqual({ status: 'success', username, remember: false });
  });

  it('closes on Escape and on its cancel button, speaks English, and says when the identity script is missing', async () => {
    const page = await portalPage({ identity: false });
    await page.load(name);
    const dialog = page.window.casinoMicroFrontends![name]!;
    const mounted = dialog.mount(page.host, props('en'));
    expect(page.host.querySelector(`label[for="${field(page.host, 'password').id}"]`)?.textContent).toBe(
      'Password',
    );
    field(page.host, 'username').value = 'demo';
    field(page.host, 'password').value = 'parola123';
    submit(page.host);
    expect(errorText(page.host)).toBe('Login is not available right now. Reload the page.');
    expect(messages(page.events)).toEqual([{ status: 'failure', reason: 'identity-unavailable' }]);
    field(page.host, 'username').dispatchEvent(
      new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(visibility(page.events)).toEqual([{ isOpen: true }, { isOpen: false }]);
    mounted.unmount();
    dialog.mount(page.host, props());
    (page.host.querySelector('[data-role="cancel"]') as TestElement).click();
    expect(visibility(page.events).at(-1)).toEqual({ isOpen: false });
  });
});

describe('my-account mounted in a page', () => {
  it('shows a guest note without a session', async () => {
    const page = await portalPage();
    await page.load('my-account');
    page.window.casinoMicroFrontends!['my-account']!.mount(page.host, props());
    await waitFor(() => (page.host.textContent ?? '').includes('Autentifică-te'), 'the guest note');
  });

  it('gives up its call when unmounted, so no unread answer holds a connection to the gateway', async () => {
    const page = await portalPage();
    await page.load('my-account');
    const mounted = page.window.casinoMicroFrontends!['my-account']!.mount(page.host, props());
    expect(page.signals.map((signal) => signal.aborted)).toEqual([false]);
    mounted.unmount();
    expect(page.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('shows the balance and hands its links to the host', async () => {
    const page = await portalPage();
    const client = browserClient(app, PORTAL, page.jar);
    await client.post('/identity/api/login', { username: 'demo', password: 'parola123', locale: 'ro' });
    await gatewayLogin(client, 'demo');
    await page.load('my-account');
    page.window.addEventListener('myAccountAction', (event) => event.preventDefault());
    page.window.casinoMicroFrontends!['my-account']!.mount(page.host, props());
    await waitFor(() => (page.host.textContent ?? '').includes('1.250,50 RON'), 'the balance');
    expect(page.host.textContent).toContain('Salut, demo!');
    const deposit = page.host.querySelector('[data-action="deposit"]') as TestElement;
    expect(deposit.getAttribute('href')).toBe('http://localhost:4000/account/deposit');
    deposit.click();
    (page.host.querySelector('[data-action="logout"]') as TestElement).click();
    expect(
      page.events.filter((event) => event.type === 'myAccountAction').map((event) => event.detail),
    ).toEqual([
      { action: 'deposit', url: 'http://localhost:4000/account/deposit' },
      { action: 'logout', url: null },
    ]);
  });

  it("follows the host's FTNInAppBalanceMyAccount events with the new casino balance", async () => {
    const page = await portalPage();
    const client = browserClient(app, PORTAL, page.jar);
    await client.post('/identity/api/login', { username: 'demo', password: 'parola123', locale: 'ro' });
    await gatewayLogin(client, 'demo');
    await page.load('my-account');
    const mounted = page.window.casinoMicroFrontends!['my-account']!.mount(page.host, props());
    await waitFor(() => (page.host.textContent ?? '').includes('1.250,50 RON'), 'the balance');
    const balance = (balanceType: string, amount: number) =>
      page.window.dispatchEvent(
        new page.window.CustomEvent('FTNInAppBalanceMyAccount', {
          detail: {
            type: 'BALANCE',
            balanceType,
            balance: { amount, currencyCode: 'RON' },
            reason: 'deposit',
          },
        }),
      );
    balance('SPORTS_BETTING', 10);
    expect(page.host.textContent).toContain('1.250,50 RON');
    balance('CASINO_GAMING', 1500);
    expect(page.host.textContent).toContain('1.500,00 RON');
    mounted.unmount();
    balance('CASINO_GAMING', 1);
    expect(page.host.textContent).not.toContain('1,00 RON');
  });
});
