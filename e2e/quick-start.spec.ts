import { expect } from '@playwright/test';
import { test } from './fixtures';
import { sampleContent } from './support';

/**
 * The newcomer's path (README quick start): the page `npm start` serves is complete. Playwright starts
 * the portal through the same script, so these fail when the start path serves a dead page.
 */
test('the quick start serves a styled, hydrated portal whose search answers', async ({ page, request }) => {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Hydrated: the global API exists (the scripts are asked for once the page has loaded, ADR 0025).
  await page.waitForFunction(() => Boolean(window.casinoPortal));

  // Every script and stylesheet the lobby names answers 200 with its content type.
  const assets = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
      url: s.src,
      kind: 'script',
    })),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => ({
      url: l.href,
      kind: 'script',
    })),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
      url: l.href,
      kind: 'style',
    })),
  ]);
  expect(assets.filter((asset) => asset.kind === 'script').length).toBeGreaterThan(0);
  // The chrome's rules come inline (ADR 0023); the stylesheets lazy chunks add are checked when present.
  const inlineRules = await page.locator('style#frame-style').evaluate((style) => style.textContent ?? '');
  expect(inlineRules.length).toBeGreaterThan(1000);
  for (const asset of assets) {
    const answer = await request.get(asset.url);
    expect(answer.status(), asset.url).toBe(200);
    expect(answer.headers()['content-type'], asset.url).toMatch(
      asset.kind === 'script' ? /javascript/ : /text\/css/,
    );
  }

  // Styles applied: the design tokens reached the page (the system font stack, not the UA's serif).
  const styled = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    accent: getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
  }));
  expect(styled.font).toMatch(/system-ui|-apple-system/);
  expect(styled.accent).not.toBe('');

  // The search panel answers what is typed.
  const { game } = await sampleContent();
  await page.getByRole('button', { name: 'Caută jocuri' }).click();
  const panel = page.getByRole('dialog', { name: 'Căutare' });
  await panel.getByRole('searchbox').fill(game.name);
  await expect(panel.getByRole('region', { name: 'Jocuri' }).getByRole('button').first()).toContainText(
    game.name,
  );
  expect(uncaught).toEqual([]);
});
