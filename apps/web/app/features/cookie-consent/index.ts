/**
 * Cookie consent (shell.md section 7; ADR 0014): the cookie-consent micro-frontend's banner on a first
 * visit (mounted by an inline script while the page loads, then taken over after hydration; ADR 0026), its choice pushed to the tag manager as the
 * consent update (shared/analytics/consent.ts gates the analytics events), and a footer button that
 * shows the banner again.
 */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export { CookieSettingsButton } from './cookie-settings-button';
/** A first visit's banner, started by an inline script before the portal's scripts (ADR 0026). */
export { EarlyConsentBanner } from './early-banner';

/** Loads after hydration: nothing of it is on a guest's first paint. */
export const CookieConsentServices = lazyOneTaskEach(() =>
  import('./cookie-consent-services').then((module) => ({ default: module.CookieConsentServices })),
);
