/**
 * The analytics consent gate (shell.md section 7; ADR 0014): the tag manager's consent state and which
 * analytics events reach the dataLayer. Events wait for the first choice (bounded, in order) and go only
 * while analytics storage is granted, so nothing is tracked before the player has chosen.
 */
import {
  type ConsentModeState,
  consentCookieValue,
  consentModeState,
  parseConsentCookie,
} from '@casino/core/cookie-consent';

export const HELD_EVENTS_LIMIT = 50;

type Entry = Record<string, unknown>;

interface Gate {
  /** null: no choice yet. */
  consent: ConsentModeState | null;
  lastPushed: ConsentModeState | null;
  held: Entry[];
}

let gate: Gate | null = null;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function same(a: ConsentModeState | null, b: ConsentModeState): boolean {
  return (
    a !== null &&
    a.analytics_storage === b.analytics_storage &&
    a.ad_storage === b.ad_storage &&
    a.ad_user_data === b.ad_user_data &&
    a.ad_personalization === b.ad_personalization
  );
}

/** The consent state the cookie holds (the visitor's stored choice), or null. */
export function storedConsentState(cookieHeader: string): ConsentModeState | null {
  const stored = parseConsentCookie(consentCookieValue(cookieHeader));
  return stored ? consentModeState(stored) : null;
}

function started(): Gate {
  if (gate) return gate;
  gate = { consent: null, lastPushed: null, held: [] };
  const stored = storedConsentState(document.cookie);
  if (stored) apply(gate, stored);
  return gate;
}

function apply(current: Gate, state: ConsentModeState): void {
  if (!same(current.lastPushed, state)) {
    dataLayer().push(['consent', 'update', state]);
    current.lastPushed = state;
  }
  current.consent = state;
  const held = current.held;
  current.held = [];
  if (state.analytics_storage === 'granted') dataLayer().push(...held);
}

/**
 * Whether the visitor has made a choice (stored or on this page); pushes a stored one's update. While
 * no choice is known the cookie is read again: the banner mounted before hydration (ADR 0026) writes it
 * and announces the choice, possibly before anything listens.
 */
export function consentChosen(): boolean {
  if (typeof window === 'undefined') return false;
  const current = started();
  if (current.consent === null) {
    const stored = storedConsentState(document.cookie);
    if (stored) apply(current, stored);
  }
  return current.consent !== null;
}

/** A choice (or a stored one announced again): the tag manager's update, then held events if granted. */
export function updateConsent(state: ConsentModeState): void {
  if (typeof window === 'undefined') return;
  apply(started(), state);
}

/** An analytics event: sent, held or dropped as the consent allows. */
export function sendAnalyticsEvent(entry: Entry): void {
  if (typeof window === 'undefined') return;
  const current = started();
  if (current.consent === null) {
    if (current.held.length < HELD_EVENTS_LIMIT) current.held.push(entry);
    return;
  }
  if (current.consent.analytics_storage === 'granted') dataLayer().push(entry);
}

/** Tests: forget the page's consent (the cookie is read again on next use). */
export function resetConsentGate(): void {
  gate = null;
}
