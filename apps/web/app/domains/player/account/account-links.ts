/**
 * Account and deposit (shell.md section 2): the link out to the sport site's account pages, with the
 * client type, the client platform (web or mobile), back_url and, on touch devices, close_url (both the
 * current page); or, with redirect-to-account on, the account site's page for the modal's iframe.
 *
 * An app that opened the page with `clienttype` / `clientplatform` (shell.md section 6) is named to the
 * account site by those instead (ADR 0036).
 */
import { clientPlatform } from '@casino/core/device';
import { ACCOUNT_SITE_PAGES, SPORT_SITE_PAGES } from '@casino/core/micro-frontends';

export type AccountPage = 'dashboard' | 'deposit';

export const ACCOUNT_CLIENT_TYPE = 'casino';

/** The client the page load's query names, if any (`usePageLoadClient`). */
export interface AccountClient {
  clientType: string | null;
  clientPlatform: string | null;
}

export function accountLinkOut(
  sportSiteUrl: string,
  page: AccountPage,
  {
    currentUrl,
    mobile,
    touch,
    client,
  }: { currentUrl: string; mobile: boolean; touch: boolean; client?: AccountClient },
): string {
  const path = page === 'deposit' ? SPORT_SITE_PAGES.deposit : SPORT_SITE_PAGES.myAccount;
  const query = new URLSearchParams({
    clientType: client?.clientType ?? ACCOUNT_CLIENT_TYPE,
    clientPlatform: client?.clientPlatform ?? clientPlatform(mobile),
    back_url: currentUrl,
  });
  if (touch) query.set('close_url', currentUrl);
  return `${sportSiteUrl.replace(/\/+$/, '')}${path}?${query}`;
}

/** The account site's page in the modal's iframe; it posts FTNCloseModal to `portalOrigin`. */
export function accountFrameUrl(
  accountSiteUrl: string,
  page: AccountPage,
  portalOrigin: string,
  client?: AccountClient,
): string {
  const query = new URLSearchParams({
    clientType: client?.clientType ?? ACCOUNT_CLIENT_TYPE,
    origin: portalOrigin,
  });
  if (client?.clientPlatform) query.set('clientPlatform', client.clientPlatform);
  return `${accountSiteUrl.replace(/\/+$/, '')}${ACCOUNT_SITE_PAGES[page]}?${query}`;
}
