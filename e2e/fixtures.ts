import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

const dictionary = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../apps/web/app/i18n/${name}.json`, import.meta.url), 'utf8'));

/**
 * The journeys' `test`: Playwright's, with the guards every journey keeps without asking (architecture.md,
 * tests). Today one: no translation key reaches a player. After each page load and at the end of the
 * journey, the page's visible text (Romanian or English) holds nothing shaped like one of the
 * dictionaries' keys: a namespace of theirs, a dot, a name (`bonusPopup.declineed`).
 */
const NAMESPACES = [...new Set(['ro', 'ro-later', 'en'].flatMap((name) => Object.keys(dictionary(name))))];
const KEY_SHAPED = new RegExp(
  `(?<![\\w./-])(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`,
  'g',
);

/** The key-shaped words of the page's visible text (none while a page is gone or still blank). */
export async function keyShapedText(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
  return [...new Set(text.match(KEY_SHAPED) ?? [])];
}

export const test = base.extend<{ rawKeyGuard: undefined }>({
  rawKeyGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const check = async () => {
        for (const key of await keyShapedText(page)) seen.push(`${key} (${page.url()})`);
      };
      page.on('load', () => void check());
      await use(undefined);
      if (!page.isClosed()) await check();
      expect(seen, 'translation keys shown to the player').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
