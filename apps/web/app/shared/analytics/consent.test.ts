// @vitest-environment jsdom

import { COOKIE_CONSENT_COOKIE, consentModeState, serializeConsentCookie } from '@casino/core/cookie-consent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentChosen, HELD_EVENTS_LIMIT, resetConsentGate, updateConsent } from './consent';
import { track } from './track';

const GRANTED = consentModeState({ analytics: true, marketing: false });
const DENIED = consentModeState({ analytics: false, marketing: false });

const events = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string } => typeof entry === 'object' && entry !== null && 'event' in entry,
  );
const updates = () =>
  (window.dataLayer ?? []).filter((entry) => Array.isArray(entry) && entry[1] === 'update');

function storeChoice(analytics: boolean, marketing: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookie the micro-frontend writes
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${serializeConsentCookie({ analytics, marketing }, new Date())}; Path=/`;
}

beforeEach(() => {
  window.dataLayer = [['consent', 'default', { analytics_storage: 'denied' }]];
  resetConsentGate();
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clean up the test's cookie
  document.cookie = `${COOKIE_CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('analytics events are sent only as consent allows', () => {
  it('holds events before any choice, then sends them in order after the update when analytics is granted', () => {
    track('page_view', { route_name: 'lobby' });
    track('casino_navigation', { origin: 'submenu' });
    expect(events()).toEqual([]);
    expect(consentChosen()).toBe(false);
    updateConsent(GRANTED);
    expect(window.dataLayer).toEqual([
      ['consent', 'default', { analytics_storage: 'denied' }],
      ['consent', 'update', GRANTED],
      { event: 'page_view', route_name: 'lobby' },
      { event: 'casino_navigation', origin: 'submenu' },
    ]);
    track('casino_theme_toggle', { value: 'dark' });
    expect(events().map((entry) => entry.event)).toEqual([
      'page_view',
      'casino_navigation',
      'casino_theme_toggle',
    ]);
  });

  it('drops held events and every later one when analytics is denied', () => {
    track('page_view');
    updateConsent(DENIED);
    track('casino_navigation');
    expect(events()).toEqual([]);
    expect(updates()).toEqual([['consent', 'update', DENIED]]);
  });

  it('holds at most the limit before a choice', () => {
    for (let index = 0; index < HELD_EVENTS_LIMIT + 10; index += 1) track('page_view', { index });
    updateConsent(GRANTED);
    expect(events()).toHaveLength(HELD_EVENTS_LIMIT);
    expect(events()[0]).toEqual({ event: 'page_view', index: 0 });
  });

  it('a stored choice updates the defaults before the first event, once', () => {
    storeChoice(true, true);
    track('page_view');
    expect(window.dataLayer?.slice(1)).toEqual([
      ['consent', 'update', consentModeState({ analytics: true, marketing: true })],
      { event: 'page_view' },
    ]);
    // The micro-frontend announces the stored choice again: no second update.
    updateConsent(consentModeState({ analytics: true, marketing: true }));
    expect(updates()).toHaveLength(1);
    expect(consentChosen()).toBe(true);
  });

  it('a stored refusal sends nothing; a later grant pushes its update and sends what follows', () => {
    storeChoice(false, false);
    track('page_view');
    expect(events()).toEqual([]);
    updateConsent(GRANTED);
    track('casino_navigation');
    expect(updates()).toEqual([
      ['consent', 'update', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(events()).toEqual([{ event: 'casino_navigation' }]);
  });

  it('a choice stored after the gate started, and announced before anything listened, is applied when asked', () => {
    track('page_view');
    expect(consentChosen()).toBe(false);
    // The early banner (ADR 0026) writes the cookie; its event went out before the services listened.
    storeChoice(true, false);
    expect(consentChosen()).toBe(true);
    expect(updates()).toEqual([['consent', 'update', GRANTED]]);
    expect(events()).toEqual([{ event: 'page_view' }]);
  });

  it('a cookie of another version or a broken one counts as no choice', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a stale cookie
    document.cookie = `${COOKIE_CONSENT_COOKIE}=v=0&analytics=1&marketing=1&at=1; Path=/`;
    track('page_view');
    expect(consentChosen()).toBe(false);
    expect(updates()).toEqual([]);
  });
});
