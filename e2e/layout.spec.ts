import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sampleContent } from './support';

/** Every page fits the phone's width and passes an accessibility scan, in both colour modes. */
async function pages() {
  const content = await sampleContent();
  return [
    '/',
    '/toate-jocurile',
    `/joc/${content.game.gameCode}`,
    `/furnizori/${content.provider}`,
    '/furnizori',
    '/colectii',
    '/jackpots',
    `/jackpots/${content.jackpot}`,
    '/cazinou-live',
    '/promotii',
    `/promotii/${content.promotion}`,
    '/turnee',
    '/invingatori/recente',
    `/pagina/${content.page}`,
    `/play/${content.game.gameCode}/demo`,
  ];
}

test('no page scrolls sideways', async ({ page }) => {
  for (const path of await pages()) {
    await page.goto(path);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
  }
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`no serious accessibility violations (${colorScheme})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    for (const path of await pages()) {
      await page.goto(path);
      // Game play forces the dark mode (a page may force a colour mode, shell.md section 4).
      const expected = path.startsWith('/play/') ? 'dark' : colorScheme;
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      // Each page as the visitor sees it, attached to the report for review in both colour modes.
      await testInfo.attach(`${colorScheme}${path.replaceAll('/', '_')}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious, path).toEqual([]);
    }
  });
}
