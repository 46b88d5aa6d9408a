import { parseHostToPortalMessage, parsePortalToHostMessage } from '@casino/core/host-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM, type TestElement, type TestWindow, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localPortalUrl, registerEmbedHost } from './embed-host.ts';
import { injectFetch } from './player/portal-page.ts';
import { browserClient, CookieJar, testSandbox } from './player/test-support.ts';

const app: FastifyInstance = Fastify();
registerEmbedHost(app);
beforeAll(() => app.ready());
afterAll(() => app.close());

const PORTAL = 'http://localhost:3000';

describe('embed host page', () => {
  it('frames an http(s) address of this machine, escaped', async () => {
    const answer = await app.inject({
      url: '/embed-host?src=http%3A%2F%2Flocalhost%3A3000%2F%3Fa%3D1%26b%3D%22',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain(
      '<iframe id="portal" src="http://localhost:3000/?a=1&amp;b=%22" title="Cazino">',
    );
    const loopback = await app.inject({
      url: `/embed-host?src=${encodeURIComponent('http://127.0.0.1:3310/')}`,
    });
    expect(loopback.statusCode).toBe(200);
  });

  it('refuses anything else', async () => {
    for (const src of [
      '',
      'javascript:alert(1)',
      'not a url',
      'https://cazino.example.ro/',
      'http://localhost.example.com:3000/',
      'http://user:pass@localhost:3000/',
      'file:///etc/passwd',
    ])
      expect((await app.inject({ url: `/embed-host?src=${encodeURIComponent(src)}` })).statusCode, src).toBe(
        400,
      );
    expect(localPortalUrl('http://127.0.0.1:3000/x')?.origin).toBe('http://127.0.0.1:3000');
  });
});

/** The host page in jsdom: its script runs; the portal frame's postMessage is recorded. */
async function hostPage(src = `${PORTAL}/?embed=true`, server: FastifyInstance = app) {
  const html = (await server.inject({ url: `/embed-host?src=${encodeURIComponent(src)}` })).body;
  // jsdom does not navigate: it reports "Not implemented: navigation" on the virtual console.
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message));
  const dom = new JSDOM(html, {
    url: 'http://localhost:4000/embed-host',
    runScripts: 'dangerously',
    virtualConsole,
  });
  const { window } = dom;
  const portalWindow = (window.document.getElementById('portal') as TestElement).contentWindow as TestWindow;
  const posted: { message: unknown; targetOrigin: string }[] = [];
  portalWindow.postMessage = (message: unknown, targetOrigin: string) =>
    posted.push({ message, targetOrigin });
  const host = (window as unknown as { sandboxHost: SandboxHost }).sandboxHost;
  const fromPortal = (data: unknown, origin = new URL(src).origin, source: unknown = portalWindow) =>
    window.dispatchEvent(new window.MessageEvent('message', { data, origin, source }));
  const byId = (id: string) => window.document.getElementById(id) as TestElement;
  return { window, posted, host, fromPortal, byId, navigations };
}

interface SandboxHost {
  post(message: unknown): unknown;
  tokenLogin(options: { username: string; password: string; type?: string }): Promise<unknown>;
  sent: unknown[];
  received: { data: unknown; message: unknown; origin: string }[];
}

describe('embed host page in a browser', () => {
  it('posts a credentials login to the portal’s origin only, in core’s shape', async () => {
    const { posted, byId, window } = await hostPage();
    byId('utilizator').value = ' demo ';
    byId('parola').value = 'parola123';
    byId('tip').value = 'VIRTUALS_LOGIN';
    byId('autentificare').requestSubmit();
    expect(posted).toEqual([
      { message: { type: 'VIRTUALS_LOGIN', username: 'demo', password: 'parola123' }, targetOrigin: PORTAL },
    ]);
    expect(parseHostToPortalMessage(posted[0]?.message)).toEqual(posted[0]?.message);
    // The log never shows the password.
    expect(byId('trimise').textContent).toContain('"password":"***"');
    expect(byId('trimise').textContent).not.toContain('parola123');
    // A missing field says so and sends nothing.
    byId('parola').value = '';
    byId('autentificare').requestSubmit();
    expect(posted).toHaveLength(1);
    expect(byId('stare').textContent).toBe('Completează utilizatorul și parola.');
    window.close();
  });

  it('posts remember me, the logged-out event, and anything a test asks for', async () => {
    const { posted, byId, host } = await hostPage('http://127.0.0.1:3310/');
    byId('utilizator').value = 'nou';
    byId('parola').value = 'parola123';
    (byId('autentificare').querySelector('input[name="tine-minte"]') as TestElement).checked = true;
    byId('autentificare').requestSubmit();
    byId('deconectare').click();
    host.post('{"type":"CASINO_LOGIN"}');
    expect(posted.map((item) => item.message)).toEqual([
      { type: 'CASINO_LOGIN', username: 'nou', password: 'parola123', remember: true },
      { type: 'LOGGED_OUT' },
      '{"type":"CASINO_LOGIN"}',
    ]);
    expect(posted.every((item) => item.targetOrigin === 'http://127.0.0.1:3310')).toBe(true);
    expect(parseHostToPortalMessage(posted[1]?.message)).toEqual({ type: 'LOGGED_OUT' });
    expect(host.sent).toHaveLength(3);
  });

  it('logs in at the identity itself and hands the portal a temporary token', async () => {
    const { posted, byId, window } = await hostPage();
    const identity = {
      login: vi.fn(async () => ({ errorCode: 0, username: 'demo' })),
      requestTemporaryToken: vi.fn(async () => ({ errorCode: 0, temporaryToken: 'tmp_123' })),
    };
    byId('utilizator').value = 'demo';
    byId('parola').value = 'parola123';
    byId('cu-token').click();
    await vi.waitFor(() => expect(byId('stare').textContent).toBe('Scriptul de identitate nu s-a încărcat.'));
    expect(posted).toEqual([]);
    (window as unknown as { Identa: unknown }).Identa = identity;
    byId('cu-token').click();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(identity.login).toHaveBeenCalledWith('demo', 'parola123', 1, 'ro', false);
    expect(posted[0]).toEqual({
      message: { type: 'CASINO_LOGIN', username: 'demo', token: 'tmp_123' },
      targetOrigin: PORTAL,
    });
    expect(parseHostToPortalMessage(posted[0]?.message)).toEqual(posted[0]?.message);
    identity.login.mockResolvedValueOnce({ errorCode: 2, reason: 'second-factor-required' } as never);
    byId('cu-token').click();
    await vi.waitFor(() => expect(byId('stare').textContent).toContain('second-factor-required'));
    expect(posted).toHaveLength(1);
  });

  it('shows what the portal posts back, only from the portal’s frame and origin', async () => {
    const { fromPortal, byId, host, window } = await hostPage();
    const messages = [
      { type: 'FTNPortalRendered', path: '/' },
      { type: 'redirectURL', url: 'http://localhost:4000/account/autoexcludere' },
      { type: 'openGame', gameCode: 'dragonul-de-jad', mode: 'real', url: 'http://localhost:4000/launch/x' },
    ];
    for (const message of messages) fromPortal(message);
    fromPortal(JSON.stringify({ type: 'openGame', gameCode: 'x', mode: 'demo' }));
    fromPortal({ type: 'redirectURL', url: 'javascript:alert(1)' });
    fromPortal({ type: 'FTNPortalRendered', path: '/' }, 'http://localhost:9999');
    fromPortal({ type: 'FTNPortalRendered', path: '/' }, PORTAL, window);
    const items = Array.from(byId('primite').querySelectorAll('li'));
    expect(items).toHaveLength(5);
    expect(items.slice(0, 3).map((item) => JSON.parse(item.textContent ?? ''))).toEqual(messages);
    for (const message of messages) expect(parsePortalToHostMessage(message)).toEqual(message);
    expect(items[3]?.textContent).toBe('{"type":"openGame","gameCode":"x","mode":"demo"}');
    expect(items[4]?.dataset.recognised).toBe('false');
    expect(items[4]?.textContent).toContain('(necunoscut)');
    expect(host.received.map((entry) => entry.origin)).toEqual(Array(5).fill(PORTAL));
    expect(byId('primite').getAttribute('role')).toBe('log');
  });

  it('follows redirectURL only when asked to', async () => {
    const { fromPortal, byId, navigations } = await hostPage();
    fromPortal({ type: 'redirectURL', url: 'http://localhost:4000/account/autoexcludere' });
    expect(navigations).toEqual([]);
    byId('urmeaza').checked = true;
    fromPortal({ type: 'redirectURL', url: 'http://localhost:4000/account/autoexcludere' });
    expect(navigations).toEqual([expect.stringContaining('navigation')]);
  });

  it('a token it hands over opens a gateway session for the portal (same site, same identity cookies)', async () => {
    const sandbox = testSandbox();
    try {
      const { posted, byId, window } = await hostPage(`${PORTAL}/`, sandbox.app);
      // The browser's cookies for localhost, shared by the host page (:4000) and the portal (:3000).
      const jar = new CookieJar();
      Object.assign(window, { fetch: injectFetch(sandbox.app, jar, 'http://localhost:4000') });
      window.eval((await sandbox.app.inject({ url: '/identity/identity.js' })).body);
      byId('utilizator').value = 'nou';
      byId('parola').value = 'parola123';
      byId('cu-token').click();
      await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 3000 });
      const message = parseHostToPortalMessage(posted[0]?.message);
      if (!message || !('token' in message)) throw new Error('no token login');
      // What the portal does with it: the gateway login, straight away.
      const portal = browserClient(sandbox.app, PORTAL, jar);
      const login = await portal.post('/pams/api/v2/login', {
        username: message.username,
        ims_temporary_token: message.token,
        device_type: 'desktop',
        os_name: 'Linux',
        client_platform: 'web',
      });
      expect(login.statusCode).toBe(200);
      expect((await portal.get('/pams/api/v2/balances')).json().balances.CASINO_GAMING.amount).toBe(100);
    } finally {
      await sandbox.cleanup();
    }
  });
});
