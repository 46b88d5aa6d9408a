import { analyticsRouteName, routeNameForPath } from '@casino/core/routes';
import { sendAnalyticsEvent } from './consent';

/** Tracking events go to the tag manager's dataLayer (shell.md section 7, analytics). */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Sent only as the visitor's consent allows (held before a choice, dropped when denied: consent.ts). */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  sendAnalyticsEvent({ event, ...payload });
}

/** casino_navigation {origin, route_name}: a menu, submenu or header link was followed. */
export function trackNavigation(origin: string, path: string): void {
  const name = routeNameForPath(path);
  track('casino_navigation', { origin, route_name: name ? analyticsRouteName(name) : path });
}

/**
 * Consent defaults reach the tag manager before anything else (shell.md section 7): everything is
 * denied until the visitor's stored choice or the cookie-consent micro-frontend updates it (consent.ts).
 */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push(['consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500}]);";
