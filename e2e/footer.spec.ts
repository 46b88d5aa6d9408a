import { expect } from '@playwright/test';
import { SANDBOX_OPERATOR } from '../apps/web/app/platform/server/operator.server';
import { test } from './fixtures';
import { accessibilityScan, seriousViolations } from './support';

/**
 * What a licensed Romanian operator shows on every page (issue 41 item 10, ADR 0058): the brand in the
 * header, and a footer with the 18+ notice, responsible-gambling help, payment methods, the ANPC links
 * and the operator with its ONJN licence (the journeys' portal runs with the configuration's sandbox
 * defaults). On the phone and the desktop, dark and light.
 */
test('every page ends with the licensed operator, the 18+ notice, help, the ANPC links and payments', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');

  // The brand: the crown and the wordmark (on a phone the crown alone), named as the home link.
  const logo = page.getByRole('banner').getByRole('link', { name: 'Cazino Regal – Pagina principală' });
  await expect(logo).toBeVisible();
  await expect(logo.locator('svg.logo-mark')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: '18+, interzis minorilor' })).toBeVisible();
  await expect(footer).toContainText('Jocurile de noroc sunt interzise minorilor.');

  // The operator and its licence, from the configuration (dates as the site writes them).
  const { name, cui, tradeRegister, licence, helpline } = SANDBOX_OPERATOR;
  await expect(footer).toContainText(`Site administrat de ${name}`);
  await expect(footer).toContainText(`nr. ORC ${tradeRegister}, CUI ${cui}`);
  await expect(footer).toContainText(
    `Licență ONJN de organizare a jocurilor de noroc online nr. ${licence.number}, valabilă în perioada 01.01.2024 – 31.12.2033.`,
  );

  // Help, the consumer-protection links and the payment methods.
  await expect(footer.getByRole('link', { name: helpline })).toHaveAttribute('href', 'tel:0800800800');
  await expect(footer.getByRole('link', { name: /SAL/ })).toHaveAttribute(
    'href',
    'https://anpc.ro/ce-este-sal/',
  );
  await expect(footer.getByRole('link', { name: /SOL/ })).toHaveAttribute(
    'href',
    'https://ec.europa.eu/consumers/odr',
  );
  await expect(footer.getByRole('region', { name: 'Metode de plată' }).getByRole('listitem')).toHaveText([
    'VISA',
    'Mastercard',
    'paysafecard',
    'Transfer bancar',
  ]);
  await expect(footer.getByRole('button', { name: /^Temă:/ })).toBeVisible();

  // Nothing wider than the screen, and no serious accessibility violation in the footer, in both themes.
  const viewport = page.viewportSize()?.width ?? 0;
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const widest = await footer.evaluate((element) =>
      Math.max(
        ...[element, ...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right),
      ),
    );
    expect(widest).toBeLessThanOrEqual(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    const results = await accessibilityScan(page).include('footer.site-footer').analyze();
    expect(seriousViolations(results), colorScheme).toEqual([]);
  }

  // The responsible-gambling help leads to its page.
  await footer.getByRole('link', { name: 'Limite, pauză și autoexcludere' }).click();
  await expect(page).toHaveURL(/\/pagina\/joc-responsabil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Joc responsabil' })).toBeVisible();
});
