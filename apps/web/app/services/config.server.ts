/**
 * Every external address the portal talks to, from the environment with sandbox defaults (the README's
 * configuration table lists the same variables). `publicConfig` is the subset the browser receives.
 */
const SANDBOX = 'http://localhost:4000';

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim().replace(/\/$/, '') : fallback;
}

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export const serverConfig = {
  contentApiUrl: env('CONTENT_API_URL', SANDBOX),
  contentCacheTtlMs: envNumber('CONTENT_CACHE_TTL_SECONDS', 30) * 1000,
  contentCacheStaleMs: envNumber('CONTENT_CACHE_SWR_SECONDS', 300) * 1000,
  contentTimeoutMs: envNumber('CONTENT_TIMEOUT_SECONDS', 10) * 1000,
};

export interface PublicConfig {
  contentApiUrl: string;
  assetsUrl: string;
  gatewayUrl: string;
  identityScriptUrl: string;
  microFrontendsUrl: string;
  liveFeedHubUrl: string;
  notificationsBrokerUrl: string;
  winnersApiUrl: string;
  chatScriptUrl: string;
  accountSiteUrl: string;
  sportSiteUrl: string;
  registerUrl: string;
}

export const publicConfig: PublicConfig = {
  contentApiUrl: env('PUBLIC_CONTENT_API_URL', serverConfig.contentApiUrl),
  assetsUrl: env('ASSETS_URL', SANDBOX),
  gatewayUrl: env('GATEWAY_URL', SANDBOX),
  identityScriptUrl: env('IDENTITY_SCRIPT_URL', `${SANDBOX}/identity/identity.js`),
  microFrontendsUrl: env('MFE_HOST_URL', SANDBOX),
  liveFeedHubUrl: env('LIVE_FEED_HUB_URL', `${SANDBOX}/hubs/live`),
  notificationsBrokerUrl: env('NOTIFICATIONS_BROKER_URL', 'ws://localhost:4000/notifications'),
  winnersApiUrl: env('WINNERS_API_URL', SANDBOX),
  chatScriptUrl: env('CHAT_SCRIPT_URL', `${SANDBOX}/chat/widget.js`),
  accountSiteUrl: env('ACCOUNT_SITE_URL', `${SANDBOX}/account`),
  sportSiteUrl: env('SPORT_SITE_URL', `${SANDBOX}/sport`),
  registerUrl: env('REGISTER_URL', `${SANDBOX}/account/register`),
};
