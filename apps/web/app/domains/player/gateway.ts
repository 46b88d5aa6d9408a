/**
 * The page's gateway client (shell.md section 7), configured once from the public configuration by the
 * session provider; every feature that talks to the player's gateway (session, account, real play,
 * favourites, bonuses) uses this one instance, in the page's current language.
 */
import { createGatewayClient, type GatewayClient } from '~/platform/browser/gateway-client';
import type { PublicConfig } from '~/shared/context/public-config';

let client: GatewayClient | null = null;
let language = 'ro';

export function configureGateway(config: PublicConfig): GatewayClient {
  client ??= createGatewayClient({
    baseUrl: config.gatewayUrl,
    paths: config.gatewayPaths,
    locale: () => language,
  });
  return client;
}

/** The page's language changed: later calls send it as Accept-Language. */
export function setGatewayLanguage(locale: string): void {
  language = locale;
}

export function gateway(): GatewayClient {
  if (!client) throw new Error('The gateway is used before the session provider configured it');
  return client;
}
