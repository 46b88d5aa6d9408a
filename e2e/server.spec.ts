import { request as httpRequest } from 'node:http';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { PORTAL } from './ports';
import { ONE_DEVICE, sampleContent } from './support';

/**
 * The production server (ADR 0017): the guest-page response cache answers every guest the same page,
 * each answer with a Content-Security-Policy nonce of its own; nothing personal is shared; the pages,
 * guest and logged-in (micro-frontends, support chat, a game), run without one policy violation.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The nonce of a page's policy. */
function policyNonce(response: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  if (!nonce) throw new Error('The page has no nonce in its Content-Security-Policy');
  return nonce;
}

/** Every inline script of a page (not data blocks), as its opening tag. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    );
}

test.describe('the production server', () => {
  test(
    'guests get the same page, each answer with its own nonce on every inline script',
    ONE_DEVICE,
    async ({ request }) => {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await request.get('/', { headers: { 'user-agent': PHONE_UA } }));
      const pages = [];
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        expect(answer.headers()['cache-control']).toMatch(/^public/);
        const nonce = policyNonce(answer);
        const html = await answer.text();
        const scripts = inlineScripts(html);
        expect(scripts.length).toBeGreaterThan(2);
        for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
        pages.push({ nonce, html: html.replaceAll(nonce, 'NONCE') });
      }
      expect(new Set(pages.map((page) => page.nonce)).size).toBe(3);
      // The same page for every guest (the content cache's TTL is 1 s here: a refresh between two
      // answers may give newer content, so the last two are compared when the first two differ).
      expect([pages[0]?.html, pages[1]?.html]).toContain(pages[2]?.html);
    },
  );

  test(
    "a visitor's language is never served to a guest, nor a guest's page to that visitor",
    ONE_DEVICE,
    async ({ playwright, baseURL }) => {
      // Each visitor its own client: a client keeps the cookies it is given (`lang` sets the locale one).
      const lang = async (headers: Record<string, string>, path = '/') => {
        const visitor = await playwright.request.newContext({ baseURL });
        const answer = await visitor.get(path, { headers: { 'user-agent': PHONE_UA, ...headers } });
        expect(answer.status()).toBe(200);
        const result = {
          lang: /<html lang="(\w+)"/.exec(await answer.text())?.[1],
          cache: answer.headers()['cache-control'],
        };
        await visitor.dispose();
        return result;
      };
      expect(await lang({})).toEqual({ lang: 'ro', cache: expect.stringMatching(/^public/) });
      expect(await lang({ cookie: 'locale=en' })).toEqual({ lang: 'en', cache: 'private, no-store' });
      expect(await lang({})).toMatchObject({ lang: 'ro' });
      expect(await lang({}, '/?lang=en')).toEqual({ lang: 'en', cache: 'private, no-store' });
      expect(await lang({})).toMatchObject({ lang: 'ro' });
      expect(await lang({ cookie: 'locale=en; cookie_consent=all' })).toMatchObject({ lang: 'en' });
    },
  );

  test(
    'an oversized header block is refused naming nothing of the server',
    ONE_DEVICE,
    async ({ baseURL }) => {
      const url = new URL(baseURL ?? PORTAL);
      const { status, body, headers } = await new Promise<{
        status: number;
        body: string;
        headers: Record<string, unknown>;
      }>((resolve, reject) => {
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: '/', headers: { 'x-padding': 'a'.repeat(20_000) } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(body).not.toMatch(/node|express|react|stack|\/work\/|at /i);
      expect(Object.keys(headers)).not.toContain('x-powered-by');
    },
  );

  test("the chrome's rules come in the HTML: styled before any script, one copy through navigations", async ({
    browser,
    page,
    request,
  }) => {
    // ADR 0023: a fetched render-blocking stylesheet let Chrome hold the first paint.
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<style id="frame-style">[^<]*\.site-header\{/);
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\//);

    // Without JavaScript the header already has its look.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.locator('header.site-header')).toHaveCSS('position', 'sticky');
    await noScript.close();

    // Hydrated, then through client navigations: the rules stay, once, and no stylesheet fails.
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() === 'stylesheet' && !answer.ok()) failed.push(answer.url());
    });
    await page.goto('/');
    // The global API is installed once the page has hydrated: the click below is a client navigation.
    await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
    await page.evaluate(() => {
      (window as unknown as { firstStyle: unknown }).firstStyle = document.getElementById('frame-style');
    });
    await page.getByRole('link', { name: 'Toate jocurile' }).first().click();
    await expect(page).toHaveURL(/\/toate-jocurile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toate jocurile' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.locator('style#frame-style').count()).toBe(1);
    // The same element the server sent: no reload, and React kept it through hydration and navigation.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { firstStyle: unknown }).firstStyle ===
          document.getElementById('frame-style'),
      ),
    ).toBe(true);
    await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky');
    expect(failed).toEqual([]);
  });

  test(
    'the scripts every page runs to hydrate ask V8 to compile them as they arrive, and the page hydrates',
    ONE_DEVICE,
    async ({ page }) => {
      // ADR 0047: Chromium compiles a hinted script's functions while it streams it, off the main thread.
      const scripts = new Map<string, Promise<string>>();
      page.on('response', (answer) => {
        const name = /\/assets\/(vendor|frame)-[\w-]+\.js$/.exec(answer.url())?.[1];
        if (name) scripts.set(name, answer.text());
      });
      await page.goto('/');
      await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
      expect([...scripts.keys()].sort()).toEqual(['frame', 'vendor']);
      for (const [name, text] of scripts) {
        expect((await text).startsWith('//# allFunctionsCalledOnLoad\n'), name).toBe(true);
      }
      // A script that only some pages load is compiled as before, function by function when first called.
      const route = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((url) => /\/assets\/lobby-[\w-]+\.js$/.test(url)),
      );
      expect(route).toBeDefined();
      expect((await (await page.request.get(route!)).text()).startsWith('//#')).toBe(false);
    },
  );

  test(
    "players' browsers run React Router's production build: none of its development checks ship",
    ONE_DEVICE,
    async ({ page }) => {
      // ADR 0055: React Router's package exports name only its development build, whose warnings
      // (this one is logged when a page's path matches no route) are code in every page's scripts.
      const scripts: Promise<string>[] = [];
      page.on('response', (answer) => {
        if (/\/assets\/[\w-]+\.js$/.test(answer.url())) scripts.push(answer.text());
      });
      await page.goto('/');
      await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
      const texts = await Promise.all(scripts);
      // React Router is there (the router the page hydrated with), without its development warnings.
      expect(texts.some((text) => text.includes('__reactRouterDataRouter'))).toBe(true);
      for (const text of texts) expect(text).not.toContain('No routes matched location');
    },
  );
});

/** Collects Content-Security-Policy violations of every document and frame the page opens. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  test('blocks nothing of the portal: a guest on the main pages and a game', ONE_DEVICE, async ({ page }) => {
    const violations = watchPolicy(page);
    const { game, provider } = await sampleContent();
    for (const path of [
      '/',
      '/toate-jocurile',
      '/cazinou-live',
      `/joc/${game.gameCode}`,
      `/furnizori/${provider}`,
      '/promotii',
    ]) {
      await page.goto(path);
      await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`/play/${game.gameCode}/demo`);
    await expect(page.locator('iframe.game-frame__iframe')).toBeVisible();
    await expect(page.frameLocator('iframe.game-frame__iframe').locator('body')).not.toBeEmpty();
    expect(violations).toEqual([]);
  });

  test(
    'blocks nothing of the portal: a player, the login micro-frontend, the support chat',
    ONE_DEVICE,
    async ({ logIn, player, page }) => {
      const violations = watchPolicy(page);
      await logIn(player);
      // A player's support chat connects in the background: its frame is there, hidden.
      await expect(page.locator('iframe[title="Chat asistență"]')).toBeAttached({ timeout: 30_000 });
      for (const path of ['/promotii', '/toate-jocurile', '/cazinou-live']) {
        await page.goto(path);
        await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'authenticated');
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    },
  );
});
