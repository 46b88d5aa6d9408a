/**
 * Cookie consent (shell.md section 7): the consent micro-frontend's choice, the cookie that remembers it,
 * and the Consent Mode v2 state the portal pushes. The micro-frontend is plain browser JavaScript, so this
 * module is the contract it follows and the portal parses with (ADR 0014; the cookie and events: ADR 0071).
 */
import * as v from 'valibot';

export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const COOKIE_CONSENT_VERSION = 1;

export const COOKIE_CONSENT_EVENTS = {
  /** Micro-frontend → host, `detail` a {@link CookieConsentChange}. */
  changed: 'cookieConsentChanged',
  /** Host → micro-frontend, no detail: show the banner again. */
  open: 'cookieConsentOpen',
} as const;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const ConsentValue = v.picklist(['granted', 'denied']);
export type ConsentValue = v.InferOutput<typeof ConsentValue>;

/** Google Consent Mode v2 keys the choice decides. */
export const ConsentModeState = v.strictObject({
  analytics_storage: ConsentValue,
  ad_storage: ConsentValue,
  ad_user_data: ConsentValue,
  ad_personalization: ConsentValue,
});
export type ConsentModeState = v.InferOutput<typeof ConsentModeState>;

/** Everything denied: the defaults before any choice. */
export const DEFAULT_CONSENT_STATE: ConsentModeState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Analytics decides analytics storage; marketing decides the three advertising keys. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: value(choice.analytics),
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing),
  };
}

export const CONSENT_SOURCES = ['stored', 'accept-all', 'reject-all', 'custom'] as const;

/** `detail` of the changed event. */
export const CookieConsentChange = v.object({
  state: ConsentModeState,
  choice: v.object({ analytics: v.boolean(), marketing: v.boolean() }),
  /** How the choice was made; `stored` when it was read back from the cookie on mount. */
  source: v.picklist(CONSENT_SOURCES),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CookieConsentChange = v.InferOutput<typeof CookieConsentChange>;

export interface StoredConsent extends ConsentChoice {
  updatedAt: Date;
}

/** The cookie's value for a choice made at `at`. */
export function serializeConsentCookie(choice: ConsentChoice, at: Date): string {
  return `v=${COOKIE_CONSENT_VERSION}&analytics=${choice.analytics ? 1 : 0}&marketing=${choice.marketing ? 1 : 0}&at=${at.getTime()}`;
}

/** The stored choice, or null (no cookie, another version, or not ours): the banner shows again. */
export function parseConsentCookie(value: string | null | undefined): StoredConsent | null {
  if (!value) return null;
  const fields = new Map(
    value.split('&').map((pair) => {
      const index = pair.indexOf('=');
      return index < 0 ? [pair, ''] : [pair.slice(0, index), pair.slice(index + 1)];
    }),
  );
  const flag = (name: string) => {
    const raw = fields.get(name);
    return raw === '1' ? true : raw === '0' ? false : null;
  };
  const analytics = flag('analytics');
  const marketing = flag('marketing');
  const at = Number(fields.get('at'));
  if (fields.get('v') !== String(COOKIE_CONSENT_VERSION) || analytics === null || marketing === null)
    return null;
  if (!Number.isSafeInteger(at) || at <= 0) return null;
  return { analytics, marketing, updatedAt: new Date(at) };
}

/** The consent cookie's value in a `Cookie` request header (the portal's server reads it too). */
export function consentCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === COOKIE_CONSENT_COOKIE)
      return part.slice(index + 1).trim();
  }
  return null;
}
