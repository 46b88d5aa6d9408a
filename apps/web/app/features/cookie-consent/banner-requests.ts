import { COOKIE_CONSENT_EVENTS } from '@casino/core/cookie-consent';
import { createStore } from '~/shared/ui/create-store';

/** How many times the visitor asked to see the banner again on this page (the footer button). */
export const bannerRequests = createStore(0);

/** Shows the banner again: the services mount the micro-frontend if needed, then ask it to open. */
export function requestConsentBanner(): void {
  bannerRequests.set((count) => count + 1);
}

export const openBanner = () => window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENTS.open));
