/** The cookie-consent micro-frontend mounted in a jsdom portal page, checked against core's contract. */
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_EVENTS,
  CookieConsentChange,
  consentCookieValue,
  parseConsentCookie,
} from '@casino/core/cookie-consent';
import type { TestElement, TestWindow } from 'jsdom';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfeProps, portalPage } from './portal-page.ts';
import { testSandbox } from './test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

/** Records every `document.cookie` write (attributes included), still writing through. */
function cookieWrites(window: TestWindow): string[] {
  const writes: string[] = [];
  let proto = Object.getPrototypeOf(window.document);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const native = Object.getOwnPropertyDescriptor(proto, 'cookie') as PropertyDescriptor;
  Object.defineProperty(window.document, 'cookie', {
    configurable: true,
    get: () => native.get?.call(window.document),
    set: (value: string) => {
      writes.push(value);
      native.set?.call(window.document, value);
    },
  });
  return writes;
}

async function setup(locale = 'ro') {
  const page = await portalPage(app, { identity: false, events: [COOKIE_CONSENT_EVENTS.changed] });
  const writes = cookieWrites(page.window);
  await page.load('cookie-consent');
  const mount = () => page.mount('cookie-consent', mfeProps(locale));
  const changes = () => page.events.map((event) => v.parse(CookieConsentChange, event.detail));
  const button = (action: string) => page.host.querySelector(`[data-action="${action}"]`) as TestElement;
  const stored = () => parseConsentCookie(consentCookieValue(page.window.document.cookie));
  return { ...page, writes, mount, changes, button, stored };
}

describe('cookie-consent', () => {
  it('asks on the first visit in a labelled region, and remembers "accept all" for a year', async () => {
    const page = await setup();
    page.mount();
    const region = page.host.querySelector('[role="region"]') as TestElement;
    const title = page.window.document.getElementById(region.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Folosim cookie-uri');
    expect(
      page.window.document.getElementById(region.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('strict necesare');
    expect(
      ['accept-all', 'reject-all', 'customise'].map((action) => page.button(action).textContent),
    ).toEqual(['Accept toate', 'Doar cele necesare', 'Personalizează']);
    // A first visit does not steal focus, and nothing is announced before a choice.
    expect(page.window.document.activeElement).toBe(page.window.document.body);
    expect(page.events).toEqual([]);

    page.button('accept-all').click();
    expect(page.host.querySelector('[role="region"]')).toBeNull();
    expect(page.writes).toHaveLength(1);
    expect(page.writes[0]).toMatch(
      new RegExp(
        `^${COOKIE_CONSENT_COOKIE}=v=1&analytics=1&marketing=1&at=\\d+; Max-Age=31536000; Path=/; SameSite=Lax$`,
      ),
    );
    expect(page.stored()).toMatchObject({ analytics: true, marketing: true });
    expect(page.changes()).toEqual([
      {
        state: {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
        choice: { analytics: true, marketing: true },
        source: 'accept-all',
        updatedAt: page.stored()?.updatedAt.toISOString(),
      },
    ]);

    // A later visit shows nothing and announces the stored choice at once.
    page.events.length = 0;
    page.mount();
    expect(page.host.querySelector('[role="region"]')).toBeNull();
    expect(page.changes().map((change) => [change.source, change.state.analytics_storage])).toEqual([
      ['stored', 'granted'],
    ]);
  });

  it('rejects the non-essential cookies', async () => {
    const page = await setup();
    page.mount();
    page.button('reject-all').click();
    expect(page.stored()).toMatchObject({ analytics: false, marketing: false });
    expect(page.changes()[0]).toMatchObject({
      source: 'reject-all',
      state: {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    });
  });

  it('customises with switches, by keyboard, and reopens on the host event with the stored choice', async () => {
    const page = await setup();
    page.mount();
    const customise = page.button('customise');
    expect(customise.getAttribute('aria-expanded')).toBe('false');
    const preferences = page.window.document.getElementById(
      customise.getAttribute('aria-controls') ?? '',
    ) as TestElement;
    expect(preferences.hidden).toBe(true);
    customise.click();
    expect(page.button('customise').getAttribute('aria-expanded')).toBe('true');
    const analytics = page.host.querySelector('input[name="analytics"]') as TestElement;
    expect(page.window.document.activeElement).toBe(analytics);
    expect(analytics.getAttribute('role')).toBe('switch');
    expect(page.host.querySelector(`label[for="${analytics.id}"]`)?.textContent).toBe('Analiză');
    expect((page.host.querySelector('input[disabled]') as TestElement).checked).toBe(true);
    // Escape leaves the preferences, focus back on their button.
    analytics.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect((page.host.querySelector('form') as TestElement).hidden).toBe(true);
    expect(page.window.document.activeElement).toBe(page.button('customise'));
    page.button('customise').click();
    (page.host.querySelector('input[name="analytics"]') as TestElement).checked = true;
    (page.host.querySelector('button[type="submit"]') as TestElement).click();
    expect(page.stored()).toMatchObject({ analytics: true, marketing: false });
    expect(page.changes()[0]).toMatchObject({
      source: 'custom',
      choice: { analytics: true, marketing: false },
      state: { analytics_storage: 'granted', ad_storage: 'denied' },
    });

    const outside = page.window.document.getElementById('outside') as TestElement;
    outside.focus();
    page.window.dispatchEvent(new page.window.CustomEvent(COOKIE_CONSENT_EVENTS.open));
    expect(page.window.document.activeElement).toBe(page.button('accept-all'));
    page.button('customise').click();
    expect((page.host.querySelector('input[name="analytics"]') as TestElement).checked).toBe(true);
    expect((page.host.querySelector('input[name="marketing"]') as TestElement).checked).toBe(false);
    page.button('reject-all').click();
    expect(page.window.document.activeElement).toBe(outside);
    expect(page.changes().map((change) => change.source)).toEqual(['custom', 'reject-all']);
  });

  it('speaks English, and a cookie it cannot read asks again', async () => {
    const page = await setup('en');
    page.window.document.cookie = `${COOKIE_CONSENT_COOKIE}=accepted`;
    const mounted = page.mount();
    expect(page.button('accept-all').textContent).toBe('Accept all');
    expect(page.host.querySelector('h2')?.textContent).toBe('We use cookies');
    mounted.unmount();
    expect(page.host.innerHTML).toBe('');
    page.window.dispatchEvent(new page.window.CustomEvent(COOKIE_CONSENT_EVENTS.open));
    expect(page.host.innerHTML).toBe('');
  });
});
