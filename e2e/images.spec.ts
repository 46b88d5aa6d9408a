import { expect } from '@playwright/test';
import { test } from './fixtures';
import { SANDBOX, sampleContent } from './support';

/**
 * Images in the server HTML (issue 13 item 2, catalogue.md section 7): every picture from the asset store
 * asks for the width it is shown at (a srcset of resize transforms), the page's largest paint is
 * preloaded at high priority and is not lazy (the first slide of a lobby, the first tiles of all games,
 * the game page's artwork), the main menu's icons load with the HTML, and the asset origin is
 * preconnected. A phone's request, as Lighthouse's.
 */

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The attributes of each tag of a kind, names lower-cased (React writes srcSet, imageSrcSet, …). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] as string).matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [
        (attribute[1] as string).toLowerCase(),
        (attribute[2] as string).replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

/** The widths a srcset asks the store for. */
const widths = (srcset: string) =>
  srcset.split(', ').map((candidate) => Number(/"width":(\d+)/.exec(decodeURIComponent(candidate))?.[1]));

test.describe('images of the four measured pages', () => {
  test('ask for the width they are shown at; the largest paint is preloaded at high priority', async ({
    request,
  }) => {
    const { game } = await sampleContent();
    const pages: [string, RegExp][] = [
      ['/', /\/assets\/slide-/],
      ['/cazinou-live', /\/assets\/slide-/],
      ['/toate-jocurile', /\/thumbnail\?/],
      [`/joc/${game.gameCode}`, new RegExp(`/assets/${game.gameCode}/landscape\\?`)],
    ];
    for (const [path, largestPaint] of pages) {
      const response = await request.get(path, { headers: { 'user-agent': PHONE } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const links = tags(html, 'link');
      expect(
        links.some((link) => link.rel === 'preconnect' && link.href === SANDBOX),
        path,
      ).toBe(true);

      const images = tags(html, 'img').filter((img) => img.src?.startsWith(`${SANDBOX}/assets/`));
      expect(images.length, path).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.srcset, `${path}: ${img.src}`).toBeTruthy();
        expect(
          widths(img.srcset as string).every((width) => width > 0),
          `${path}: ${img.srcset}`,
        ).toBe(true);
      }

      // The main menu's icons (24 px) come with the HTML, not from the lazy loader (ADR 0050).
      const icons = images.filter((img) => img.width === '24');
      expect(icons.length, path).toBeGreaterThan(3);
      expect(
        icons.filter((img) => img.loading === 'lazy').map((img) => img.src),
        path,
      ).toEqual([]);

      // High priority: only the largest paint's picture(s), eager, and preloaded with their candidates.
      const high = images.filter((img) => img.fetchpriority === 'high');
      expect(high.length, path).toBeGreaterThan(0);
      for (const img of high) {
        expect(img.src, path).toMatch(largestPaint);
        expect(img.loading, path).not.toBe('lazy');
        const preload = links.find(
          (link) => link.rel === 'preload' && link.as === 'image' && link.imagesrcset === img.srcset,
        );
        expect(preload?.fetchpriority, `${path}: preload of ${img.src}`).toBe('high');
        expect(widths(img.srcset as string).length, path).toBeGreaterThan(1);
      }
    }
  });
});
