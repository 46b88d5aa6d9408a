import { createHash } from 'node:crypto';
import { ROUTES } from '@casino/core/routes';
import { expect } from '@playwright/test';
import { portalPath } from '../apps/web/app/shared/routing/portal-path';
import { test } from './fixtures';
import { SANDBOX } from './ports';
import { sampleContent } from './support';

/**
 * Every route pattern of shell.md section 2, answered with the right HTTP status: the page (200 or
 * its redirect), the same page under /preview, a bad {preview} segment (404), an unknown slug (404)
 * and an unmatched path (404).
 */
test.describe('HTTP status of every route pattern', () => {
  test('each route, its preview twin, a bad preview segment and an unknown slug', async ({ request }) => {
    const content = await sampleContent();
    const params: Record<string, Record<string, string>> = {
      'preview-games-game': { game: content.game.gameCode },
      'preview-jackpots-slug': { slug: content.jackpot },
      'preview-providers-slug': { slug: content.provider },
      'preview-categories-slug': { slug: content.casinoCategory },
      'preview-collections-slug': { slug: content.collection },
      'preview-user-slug': { slug: 'cele-mai-jucate' },
      'preview-promotions-slug': { slug: content.promotion },
      'preview-page-slug': { slug: content.page },
      'preview-live-casino-user-slug': { slug: 'cele-mai-jucate' },
      'preview-live-casino-categories-slug': { slug: content.liveCategory },
      'preview-play-game-demo': { game: content.game.gameCode },
      'preview-play-game-real': { game: content.game.gameCode },
      'preview-redirect-page-select': { page: 'promotion', select: content.promotion },
    };
    const redirects: Record<string, { status: number; to: string }> = {
      'preview-winners': { status: 302, to: '/invingatori/recente' },
      'preview-live-casino-parent': { status: 301, to: '/cazinou-live' },
      'preview-redirect-page-select': { status: 302, to: `/preview/promotii/${content.promotion}` },
    };

    // The table's patterns one by one: their params are checked here, at run time, not by the types.
    const pathOf = portalPath as (pattern: string, params?: Record<string, string>) => string;
    const rows: string[] = [];
    for (const route of ROUTES) {
      const path = pathOf(route.path, params[route.name]);
      const expected = redirects[route.name];
      const response = await request.get(path, { maxRedirects: 0 });
      rows.push(`${route.name} ${path} ${response.status()}`);
      if (expected) {
        expect(response.status(), path).toBe(expected.status);
        expect(response.headers().location, path).toBe(expected.to);
      } else {
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toContain('public');
      }

      const previewPath = path === '/' ? '/preview' : `/preview${path}`;
      const preview = await request.get(previewPath, { maxRedirects: 0 });
      if (expected) {
        expect(preview.status(), previewPath).toBe(expected.status);
        expect(preview.headers().location, previewPath).toMatch(/^\/preview\//);
      } else {
        expect(preview.status(), previewPath).toBe(200);
        expect(preview.headers()['cache-control'], previewPath).toBe('private, no-store');
      }

      const badPreview = path === '/' ? '/previzualizare' : `/previzualizare${path}`;
      expect((await request.get(badPreview, { maxRedirects: 0 })).status(), badPreview).toBe(404);

      if (route.slugKind) {
        const unknown = path.replace(/\/[^/]+(\/(demo|real))?$/, '/nu-exista-asa-ceva$1');
        const response404 = await request.get(unknown, { maxRedirects: 0 });
        expect(response404.status(), unknown).toBe(404);
        expect(await response404.text(), unknown).toContain(`Page Not Found: ${unknown}`);
      }
    }
    test.info().annotations.push({ type: 'routes', description: rows.join('\n') });
  });

  test('a slug that names no personal category is a 404, in both lobbies', async ({ request }) => {
    for (const path of ['/utilizator/nu-exista-asa-ceva', '/cazinou-live/utilizator/nu-exista-asa-ceva']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`Page Not Found: ${path}`);
    }
  });

  test('the favicon, the app icons and the web app manifest are served; every page names them', async ({
    request,
  }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const { name, lang, icons } = (await manifest.json()) as {
      name: string;
      lang: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(name).toBe('Cazino Regal');
    expect(lang).toBe('ro-RO');
    expect(icons.map((item) => item.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const item of [...icons, { src: '/apple-touch-icon.png', type: 'image/png' }]) {
      const response = await request.get(item.src);
      expect(response.status(), item.src).toBe(200);
      expect(response.headers()['content-type'], item.src).toContain(item.type);
    }
    const html = await (await request.get('/')).text();
    for (const link of ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/manifest.webmanifest'])
      expect(html).toContain(`href="${link}"`);
    expect(html).toContain(`<link rel="preconnect" href="${SANDBOX}"`);
  });

  test('an unmatched path is 404 "Page not found: {path}"', async ({ request }) => {
    for (const path of ['/nu/exista/deloc', '/furnizori/a/b/c', '/preview/joc/x/y/z']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain(`Page not found: ${path}`);
    }
  });

  test('the redirect lookup sends internal paths to an internal redirect and external ones out', async ({
    request,
  }) => {
    const internal = await request.get('/sloturi', { maxRedirects: 0 });
    expect(internal.status()).toBeGreaterThanOrEqual(301);
    expect(internal.headers().location).toBe('/toate-jocurile');
    const external = await request.get('/sport-vechi', { maxRedirects: 0 });
    expect(external.status()).toBeGreaterThanOrEqual(301);
    expect(external.headers().location).toMatch(/^https:\/\//);
    expect(external.headers()['x-remix-reload-document']).toBe('true');
  });

  test('builds/latest.json names the running build, and builds/meta/{id}.json is its manifest', async ({
    request,
  }) => {
    const latest = await request.get('/builds/latest.json');
    expect(latest.headers()['cache-control']).toBe('no-store');
    const { id } = (await latest.json()) as { id: string };
    expect(id).toMatch(/^[\w.-]+$/);
    // The id comes from the build's own assets, not the fallback of a server that cannot find them.
    expect(id).not.toBe(createHash('sha1').update('development').digest('hex').slice(0, 12));
    const meta = await request.get(`/builds/meta/${id}.json`);
    expect(meta.status()).toBe(200);
    const manifest = (await meta.json()) as { id: string; timestamp: number };
    expect(manifest.id).toBe(id);
    expect(manifest.timestamp).toBeGreaterThan(Date.parse('2026-01-01'));
    expect((await request.get('/builds/meta/nu-exista.json')).status()).toBe(404);
  });
});
