import { serverConfig } from './config.server';
import { parseSharedPage } from './page-cache.server';
import { telemetry } from './request-scope.server';
import { connectRedis, decodeContentRecord } from './shared-tier.server';

/**
 * The process's shared tier when REDIS_URL is set (a fleet, issue 43 item 2, ADR 0061 and 0064): one
 * Redis connection, a store for the content cache's answers and one for the guest-page cache's pages.
 * Without REDIS_URL (`npm start`, the journeys) there is none, and no connection is made.
 */
const redis = serverConfig.redisUrl
  ? connectRedis({
      url: serverConfig.redisUrl,
      budgetMs: serverConfig.redisBudgetMs,
      onError: (kind) => telemetry.onSharedError(kind),
    })
  : undefined;

export const sharedContent = redis?.store('portal:content:', decodeContentRecord);

/**
 * The pages of one build (`build`, its id): another build's HTML names other assets and would ask
 * the browser for files this one does not have, so builds never share pages (a rolling deploy runs
 * two at once).
 */
export const sharedPages = (build: string) => redis?.store(`portal:page:${build}:`, parseSharedPage);
