import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { JSDOM, type TestElement, type TestWindow } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceChangedEvent } from './store.ts';
import { browserClient, PORTAL, testSandbox, throwaway } from './test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

/** An HTML form post from the site's own page. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4000' };

describe('account site', () => {
  it('dashboard: the player’s account with a close button for the portal, framable by the portal only', async () => {
    const { client } = await throwaway(app, 'demo');
    const page = await client.get('/account/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${PORTAL} http://127.0.0.1:3000`,
    );
    expect(page.body).toContain('1.250,50 RON');
    expect(page.body).toContain('Bună, Andrei!');
    expect(page.body).toContain('<html lang="ro">');
    expect(page.body).toContain(`const origins = ["${PORTAL}","http://127.0.0.1:3000"]`);
    expect(page.body).toContain('window.parent.postMessage({"type":"FTNCloseModal"}, target)');
  });

  it('asks a visitor without a session to log in', async () => {
    for (const url of [
      '/account/dashboard',
      '/account/deposit',
      '/sport/my-account',
      '/sport/my-account/deposit',
    ]) {
      const page = await browserClient(app).get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Nu ești autentificat');
    }
  });

  it('deposit: a form that adds to the balance and emits balance-changed', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const events: BalanceChangedEvent[] = [];
    app.players.events.on('balance-changed', (event) => events.push(event));
    const formPage = await client.get('/account/deposit');
    expect(formPage.body).toContain('<label for="suma">Suma (RON)</label>');
    const posted = await client.request({
      method: 'POST',
      url: '/account/deposit',
      headers: FORM,
      payload: 'suma=150%2C50&metoda=card',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/account/deposit?depus=15050');
    expect((await client.get('/account/deposit?depus=15050')).body).toContain('Ai depus 150,50 RON.');
    expect((await client.get(GATEWAY_PATHS.balances)).json().balances.CASINO_GAMING.amount).toBe(250.5);
    expect(events).toEqual([
      { username, balanceType: 'CASINO_GAMING', amount: 250.5, currencyCode: 'RON', reason: 'deposit' },
    ]);
    const tooSmall = await client.request({
      method: 'POST',
      url: '/account/deposit',
      headers: FORM,
      payload: 'suma=5',
    });
    expect(tooSmall.headers.location).toBe('/account/deposit?eroare=suma');
    expect((await client.get('/account/deposit?eroare=suma')).body).toContain('aria-invalid="true"');
    expect((await client.get(GATEWAY_PATHS.paymentStatistic)).json().depositCount).toBe(2);
  });

  it('honours back_url and close_url, and carries the link query between dashboard and deposit', async () => {
    const { client } = await throwaway(app, 'demo');
    const back = 'http://localhost:3000/joc/x';
    const query = `clientType=casino&clientPlatform=mobile&close_url=${encodeURIComponent(PORTAL)}&back_url=${encodeURIComponent(back)}`;
    const carried = query.replaceAll('&', '&amp;');
    for (const path of ['/account/dashboard', '/account/deposit']) {
      const page = (await client.get(`${path}?${query}`)).body;
      expect(page, path).toContain(`<a href="${back}" target="_top">Înapoi</a>`);
      expect(page).toContain(`<a id="inchide-link" href="${PORTAL}" target="_top">Închide</a>`);
      expect(page).toContain(`<a href="/account/dashboard?${carried}">Cont</a>`);
      expect(page).toContain(`<a href="/account/deposit?${carried}">Depunere</a>`);
    }
    expect((await client.get(`/account/dashboard?${query}`)).body).toContain(
      `<a class="button" href="/account/deposit?${carried}">Depune</a>`,
    );
    expect((await client.get(`/account/deposit?${query}`)).body).toContain(
      `<form method="post" action="/account/deposit?${carried}">`,
    );
    const posted = await client.request({
      method: 'POST',
      url: `/account/deposit?${query}`,
      headers: FORM,
      payload: 'suma=10',
    });
    expect(posted.headers.location).toBe(`/account/deposit?${query}&depus=1000`);
    const plain = (await client.get('/account/dashboard?back_url=javascript%3Aalert(1)')).body;
    expect(plain).not.toContain('Înapoi');
    expect(plain).not.toContain('id="inchide-link"');
  });

  it('registration, terms and self-exclusion pages', async () => {
    const register = await app.inject({ url: '/account/register' });
    expect(register.statusCode).toBe(200);
    for (const username of ['demo', 'nou', 'exclus', 'suspendat', 'verificare', 'termeni'])
      expect(register.body).toContain(`<code>${username}</code>`);
    expect(register.body).toContain('parola123');
    expect((await app.inject({ url: '/account/termeni' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/account/autoexcludere' })).body).toContain('autoexcludere');
  });
});

describe('sport site', () => {
  it('sport and lotto pages', async () => {
    for (const [url, title] of [
      ['/sport', 'Pariuri sportive'],
      ['/sport/loto', 'Loto'],
    ]) {
      const page = await app.inject({ url: url! });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it('my account: a back link only to an http(s) back_url, a close link to close_url', async () => {
    const { client } = await throwaway(app, 'demo');
    const back = encodeURIComponent('http://localhost:3000/toate-jocurile');
    const close = encodeURIComponent('https://cazino.example.ro/');
    const page = await client.get(
      `/sport/my-account?clientType=casino&clientPlatform=web&back_url=${back}&close_url=${close}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="http://localhost:3000/toate-jocurile" target="_top">Înapoi</a>');
    expect(page.body).toContain(
      '<a id="inchide-link" href="https://cazino.example.ro/" target="_top">Închide</a>',
    );
    const unsafe = await client.get(
      `/sport/my-account?back_url=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(unsafe.body).not.toContain('Înapoi');
  });

  it('deposit works as on the account site and keeps the query', async () => {
    const { client } = await throwaway(app, 'nou');
    const query = `clientType=casino&clientPlatform=mobile&back_url=${encodeURIComponent('http://localhost:3000/')}`;
    const posted = await client.request({
      method: 'POST',
      url: `/sport/my-account/deposit?${query}`,
      headers: FORM,
      payload: 'suma=20',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/sport/my-account/deposit?${query}&depus=2000`);
    expect((await client.get(GATEWAY_PATHS.balances)).json().balances.CASINO_GAMING.amount).toBe(120);
  });
});

/**
 * An account page in jsdom as the portal's account modal frames it: the parent window records what the
 * page posts; `stored` is what an earlier page of the same frame kept (sessionStorage).
 */
async function framedPage(
  url: string,
  options: { referrer?: string; stored?: string; framed?: boolean } = {},
): Promise<{ window: TestWindow; posted: { message: unknown; target: string }[] }> {
  const { client } = await throwaway(app, 'demo');
  const html = (await client.get(url)).body;
  const posted: { message: unknown; target: string }[] = [];
  const dom = new JSDOM(html, {
    url: `http://localhost:4000${url}`,
    runScripts: 'dangerously',
    ...(options.referrer ? { referrer: options.referrer } : {}),
    beforeParse(window) {
      if (options.stored) window.sessionStorage.setItem('portalOrigin', options.stored);
      if (options.framed !== false)
        Object.defineProperty(window, 'parent', {
          value: { postMessage: (message: unknown, target: string) => posted.push({ message, target }) },
        });
    },
  });
  return { window: dom.window, posted };
}
const closeButton = (window: TestWindow) => window.document.getElementById('inchide') as TestElement;

describe('the close button of the account modal', () => {
  it('posts FTNCloseModal to the portal origin that framed the page', async () => {
    const { window, posted } = await framedPage('/account/dashboard', {
      referrer: 'http://127.0.0.1:3000/toate-jocurile',
    });
    expect(closeButton(window).hidden).toBe(false);
    closeButton(window).click();
    expect(posted).toEqual([{ message: { type: 'FTNCloseModal' }, target: 'http://127.0.0.1:3000' }]);
  });

  it('after the deposit’s redirect (the referrer is the account site) it still targets that portal', async () => {
    const { window, posted } = await framedPage('/account/deposit?depus=1000', {
      referrer: 'http://localhost:4000/account/deposit',
      stored: 'http://127.0.0.1:3000',
    });
    closeButton(window).click();
    expect(posted[0]?.target).toBe('http://127.0.0.1:3000');
    const fromQuery = await framedPage(
      `/account/deposit?close_url=${encodeURIComponent('http://127.0.0.1:3000/')}`,
      {
        referrer: 'http://localhost:4000/account/deposit',
      },
    );
    closeButton(fromQuery.window).click();
    expect(fromQuery.posted[0]?.target).toBe('http://127.0.0.1:3000');
  });

  it('never targets an origin that is not a portal’s, and hides when not framed', async () => {
    const { window, posted } = await framedPage('/account/dashboard', {
      referrer: 'https://rau.example.com/',
    });
    closeButton(window).click();
    expect(posted).toEqual([{ message: { type: 'FTNCloseModal' }, target: PORTAL }]);
    const top = await framedPage(`/account/dashboard?close_url=${encodeURIComponent(PORTAL)}`, {
      framed: false,
    });
    expect(closeButton(top.window).hidden).toBe(true);
    expect((top.window.document.getElementById('inchide-link') as TestElement).hidden).toBe(false);
    expect(top.posted).toEqual([]);
  });
});
