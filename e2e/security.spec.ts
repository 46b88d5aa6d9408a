import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { PORTAL } from './ports';
import { sampleContent } from './support';

/**
 * Issue 14 items 1, 5 and 7 (ADR 0015), probed as an attacker would: hostile paths on every redirect
 * route, drafts without and with the preview secret, and the answers' headers.
 */

const PREVIEW_SECRET = process.env.SANDBOX_PREVIEW_SECRET ?? 'editor';

/** Encoded and control-character payloads, as they appear in a requested path. */
const PAYLOADS = [
  '..%2f..%2f%2F%09%2Fevil.com',
  '%0a',
  '%0d%0aSet-Cookie:%20x=1',
  '%09',
  '%00',
  '%7F',
  '%2F%2Fevil.com',
  '%5C%5Cevil.com',
  '%252f%252fevil.com',
  'https:%2F%2Fevil.com',
  '%2e%2e%2f%2e%2e%2fevil.com',
  'a%2F..%2F..%2F%2Fevil.com',
  '%E2%80%AE',
  '%zz',
];

const REDIRECT_KINDS = ['promotion', 'page', 'category', 'collection', 'provider', 'jackpot', 'game'];

/** Every place a path turns into a redirect: the preview redirect, the language prefix, the CMS rules. */
const HOSTILE_PATHS = [
  ...REDIRECT_KINDS.flatMap((kind) => PAYLOADS.map((payload) => `/redirect/${kind}/${payload}`)),
  ...PAYLOADS.map((payload) => `/en/${payload}`),
  ...PAYLOADS.map((payload) => `/${payload}`),
  ...PAYLOADS.map((payload) => `/preview/${payload}`),
  '/%09/evil.com',
  '/en/%09/evil.com',
  '/preview/%09/evil.com',
];

/** A Location a browser follows without leaving the portal: one leading slash, nothing a browser strips. */
function expectSameOriginPath(location: string | undefined, path: string) {
  expect(location, path).toMatch(/^\/(?![/\\])/);
  expect(location, path).not.toMatch(/[\p{Cc}\s]/u);
  expect(new URL(location as string, `${PORTAL}${path}`).origin, path).toBe(PORTAL);
}

/** One HTTP exchange outside the browser and Playwright's client (TRACE, oversized headers). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${PORTAL}${path}`, { method, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        body += chunk;
      });
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** What an answer must not tell: route ids, module paths, stack frames. */
function expectNothingInternal(body: string) {
  expect(body).not.toMatch(/route "|routes\/|preview-|\bshell\b|at .+\(.+:\d+:\d+\)|node_modules/);
}

test.describe('no open redirect (issue 14 item 1)', () => {
  test('hostile slugs on every redirect route answer 404 or a same-origin path, never a 500', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of HOSTILE_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 });
      const status = response.status();
      expect(status, path).toBeLessThan(500);
      if (status >= 300 && status < 400) expectSameOriginPath(response.headers().location, path);
      else expect([200, 400, 404], path).toContain(status);
    }
  });

  test('the preview redirect of a hostile slug is a 404; a real slug is a preview path', async ({
    request,
  }) => {
    const content = await sampleContent();
    for (const kind of REDIRECT_KINDS) {
      const hostile = await request.get(`/redirect/${kind}/${PAYLOADS[0]}`, { maxRedirects: 0 });
      expect(hostile.status(), kind).toBe(404);
    }
    const real = await request.get(`/redirect/promotion/${content.promotion}`, { maxRedirects: 0 });
    expect(real.headers().location).toBe(`/preview/promotii/${content.promotion}`);
  });

  test('a browser following the hostile links never leaves the portal', async ({ page }) => {
    test.setTimeout(120_000);
    const left: string[] = [];
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && new URL(sent.url()).origin !== PORTAL) left.push(sent.url());
    });
    for (const path of [
      ...REDIRECT_KINDS.map((kind) => `/redirect/${kind}/${PAYLOADS[0]}`),
      '/en/%09/evil.com',
      '/%09/evil.com',
      '/en//evil.com',
      `/api/preview/auth?secret=${PREVIEW_SECRET}&to=${encodeURIComponent('/\t/evil.com')}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status() ?? 0, path).toBeLessThan(500);
      expect(new URL(page.url()).origin, path).toBe(PORTAL);
    }
    expect(left).toEqual([]);
  });

  test('the preview auth sends the browser on only to a same-origin path', async ({ request }) => {
    for (const to of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com/',
      '/%09/evil.com',
      'javascript:alert(1)',
    ]) {
      const response = await request.get(
        `/api/preview/auth?secret=${PREVIEW_SECRET}&to=${encodeURIComponent(to)}`,
        { maxRedirects: 0 },
      );
      expect(response.status(), to).toBe(303);
      expect(response.headers().location, to).toBe('/preview');
    }
  });
});

test.describe('drafts only for a browser that proved the preview secret (issue 14 item 5)', () => {
  test('without the secret: published content, never publicly cacheable, whatever the spelling', async ({
    page,
    request,
  }) => {
    for (const path of ['/preview/promotii', '/%70review/promotii', '/%70%72eview/promotii']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe('/preview/promotii');
      expect(await response?.headerValue('cache-control'), path).toBe('private, no-store');
      await expect(page.getByRole('heading', { name: /Super weekend \(ciornă\)/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const spelled = await request.get('/%70review/promotii', { maxRedirects: 0 });
    expect(spelled.status()).toBe(301);
    expect(spelled.headers().location).toBe('/preview/promotii');

    const content = await sampleContent();
    for (const path of [
      '/api/catalog?status=draft',
      `/api/game-details/${content.game.gameCode}?status=draft`,
      '/api/personal-shelves?page=Lobby&lobby=casino&status=draft',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(await response.text(), path).not.toMatch(/\((Ciornă|ciornă|Draft)\)/);
    }
  });

  test('a wrong secret is refused and sets no access', async ({ request }) => {
    for (const secret of ['', 'Editor', `${PREVIEW_SECRET}x`]) {
      const response = await request.get(`/api/preview/auth?secret=${encodeURIComponent(secret)}`);
      expect(response.status(), secret).toBe(401);
      expect(response.headers()['set-cookie'] ?? '', secret).toMatch(/^preview_access=;/);
    }
    const drafts = await request.get('/api/catalog?status=draft');
    expect(await drafts.text()).not.toContain('(Ciornă)');
  });

  test('with the secret: an HttpOnly cookie, then drafts, still private; ending it ends the drafts', async ({
    page,
    context,
  }) => {
    const response = await page.goto(`/api/preview/auth?secret=${PREVIEW_SECRET}&to=/preview/promotii`);
    expect(new URL(page.url()).pathname).toBe('/preview/promotii');
    expect(await response?.headerValue('cache-control')).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'Super weekend (ciornă)' })).toBeVisible();
    const [cookie] = (await context.cookies()).filter((item) => item.name === 'preview_access');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBe(-1);

    const drafts = await page.request.get('/api/catalog?status=draft');
    expect(drafts.headers()['cache-control']).toBe('private, no-store');
    expect(await drafts.text()).toContain('(Ciornă)');
    const published = await page.request.get('/promotii');
    expect(await published.text()).not.toContain('Super weekend (ciornă)');

    await page.request.get('/api/preview/auth?end');
    await page.goto('/preview/promotii');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Super weekend (ciornă)' })).toHaveCount(0);
  });
});

test.describe('headers and refused methods (issue 14 item 7)', () => {
  test('TRACE, PUT and a POST to a page without a form are 405 naming nothing internal; OPTIONS lists the methods', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['PATCH', '/'],
      ['PUT', '/promotii'],
      ['DELETE', '/api/catalog'],
      ['POST', '/'],
      ['POST', '/promotii'],
      ['POST', '/promotii.data'],
      ['POST', '/api/catalog'],
    ] as const) {
      const answer = await raw(method, path, method === 'POST' ? { 'content-type': 'text/plain' } : {});
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST');
      expect(answer.body, `${method} ${path}`).toBe('Method Not Allowed');
      expectNothingInternal(answer.body);
    }
    const options = await raw('OPTIONS', '/promotii');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });

  test('an oversized header is refused without a word about the server', async () => {
    const answer = await raw('GET', '/', { 'x-padding': 'a'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expectNothingInternal(answer.body);
  });

  test('pages, resources and assets carry nosniff, their real type and the permissions policy', async ({
    request,
  }) => {
    const page = await request.get('/');
    const html = await page.text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);
    const script = scripts[0];
    // The chrome's rules are inline (ADR 0023): a stylesheet the page's scripts load with a lazy chunk.
    let style: string | undefined;
    for (const src of scripts) {
      const name = (await (await request.get(src)).text()).match(/assets\/[\w.-]+\.css/)?.[0];
      if (name) {
        style = `/${name}`;
        break;
      }
    }
    expect(script && style).toBeTruthy();
    const expectations: [string, RegExp][] = [
      ['/', /^text\/html/],
      [script as string, /^(text|application)\/javascript/],
      [style as string, /^text\/css/],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/icon.svg', /^image\/svg\+xml/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/api/catalog', /^application\/json/],
      ['/builds/latest.json', /^application\/json/],
    ];
    for (const [path, type] of expectations) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(response.status(), path).toBe(200);
      expect(headers['content-type'], path).toMatch(type);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // Plain http on localhost: no HSTS (a browser would ignore it, and it must never pin localhost).
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});
