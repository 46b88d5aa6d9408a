import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  ConsentModeState,
  CookieConsentChange,
  consentCookieValue,
  consentModeState,
  DEFAULT_CONSENT_STATE,
  parseConsentCookie,
  serializeConsentCookie,
} from './cookie-consent.ts';

describe('Consent Mode state', () => {
  it.each([
    [{ analytics: true, marketing: true }, ['granted', 'granted', 'granted', 'granted']],
    [{ analytics: false, marketing: false }, ['denied', 'denied', 'denied', 'denied']],
    [{ analytics: true, marketing: false }, ['granted', 'denied', 'denied', 'denied']],
    [{ analytics: false, marketing: true }, ['denied', 'granted', 'granted', 'granted']],
  ])('%j', (choice, [analytics, ad, userData, personalization]) => {
    expect(consentModeState(choice)).toEqual({
      analytics_storage: analytics,
      ad_storage: ad,
      ad_user_data: userData,
      ad_personalization: personalization,
    });
  });

  it('defaults to everything denied', () => {
    expect(DEFAULT_CONSENT_STATE).toEqual(consentModeState({ analytics: false, marketing: false }));
    expect(
      v.safeParse(ConsentModeState, { ...DEFAULT_CONSENT_STATE, functionality_storage: 'granted' }).success,
    ).toBe(false);
  });

  it('parses the changed event', () => {
    const detail = {
      state: consentModeState({ analytics: true, marketing: false }),
      choice: { analytics: true, marketing: false },
      source: 'custom',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    expect(v.parse(CookieConsentChange, detail)).toEqual(detail);
    expect(v.safeParse(CookieConsentChange, { ...detail, source: 'guess' }).success).toBe(false);
  });
});

describe('the consent cookie', () => {
  it('lives a year', () => expect(COOKIE_CONSENT_MAX_AGE_SECONDS).toBe(31_536_000));

  it('round-trips every choice, with only characters a cookie value may hold', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 4_102_444_800_000 }),
        (analytics, marketing, at) => {
          const value = serializeConsentCookie({ analytics, marketing }, new Date(at));
          expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
          expect(parseConsentCookie(value)).toEqual({ analytics, marketing, updatedAt: new Date(at) });
        },
      ),
    );
  });

  it.each([
    [null],
    [''],
    ['v=2&analytics=1&marketing=1&at=1'],
    ['v=1&analytics=yes&marketing=1&at=1'],
    ['v=1&analytics=1&at=1'],
    ['v=1&analytics=1&marketing=0&at=ieri'],
    ['v=1&analytics=1&marketing=0&at=-5'],
    ['accepted'],
  ])('%j is no stored choice', (value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });

  it('is found in a Cookie header', () => {
    expect(consentCookieValue('a=1; cookie_consent=v=1&analytics=0&marketing=1&at=5; b=2')).toBe(
      'v=1&analytics=0&marketing=1&at=5',
    );
    expect(consentCookieValue('cookie_consent_old=x')).toBeNull();
    expect(consentCookieValue(undefined)).toBeNull();
  });
});
