import { expect } from '@playwright/test';
import { test } from './fixtures';
import { SANDBOX } from './support';

/**
 * Every link a guest sees in the header, the submenu (its "more" popovers included) and the footer
 * reaches a page: the portal's own pages and the sister sites the sandbox plays (register, sport, lotto,
 * the sport site's account pages).
 */
test('every header, submenu and footer link reaches a page', async ({ page, request }) => {
  await page.goto('/');
  // The header's account area settles after hydration (a spinner while the session is pending).
  await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
  const hrefs = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>(
        'header.site-header a[href], nav.submenu a[href], footer.site-footer a[href]',
      ),
    ].map((link) => link.href),
  );
  // The footer's public authorities (ANPC, the EU's SOL, ONJN) are outside the test machine's reach and
  // its help line is a telephone number: e2e/footer.spec.ts checks their addresses.
  const outside = (href: string) =>
    href.startsWith('tel:') || /^https:\/\/([a-z.]+\.)?(anpc\.ro|europa\.eu|onjn\.gov\.ro)\//.test(href);
  const links = [
    ...new Set([
      ...hrefs.filter((href) => !outside(href)),
      `${SANDBOX}/sport/my-account`,
      `${SANDBOX}/sport/my-account/deposit`,
    ]),
  ];
  expect(links.some((href) => href.startsWith(`${SANDBOX}/sport`))).toBe(true);
  expect(links.some((href) => href.includes('/account/register'))).toBe(true);
  for (const href of links) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('text/html');
  }
});
