import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SANDBOX, SANDBOX_OTHER_ORIGIN } from './ports';
import { ONE_DEVICE } from './support';

/**
 * The portal runs embedded in another page (shell.md section 1): FRAME_ANCESTORS lists who may frame
 * it. playwright.config.ts lists the sandbox's origin (http://localhost:4310), whose embed page frames
 * the portal; http://127.0.0.1:4310 is the same page on another origin, not listed.
 */
/** The sandbox's embed page, on the origin given, framing the portal. */
async function hostPage(page: Page, origin: string, portalUrl: string) {
  await page.goto(`${origin}/embed-host?src=${encodeURIComponent(portalUrl)}`);
}

test(
  'an origin listed in FRAME_ANCESTORS embeds the portal, and it renders',
  ONE_DEVICE,
  async ({ page, baseURL }) => {
    await hostPage(page, SANDBOX, `${baseURL}/?embed=true`);
    const portal = page.frameLocator('iframe[title="Cazino"]');
    await expect(portal.getByRole('link', { name: 'Pagina principală' })).toBeVisible();
    await expect(portal.getByRole('button', { name: 'Caută jocuri' })).toBeVisible();
  },
);

test('an origin not listed cannot frame the portal', ONE_DEVICE, async ({ page, baseURL }) => {
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await hostPage(page, SANDBOX_OTHER_ORIGIN, `${baseURL}/?embed=true`);
  await blocked;
  await expect(page.frameLocator('iframe[title="Cazino"]').getByRole('banner')).toHaveCount(0);
});
