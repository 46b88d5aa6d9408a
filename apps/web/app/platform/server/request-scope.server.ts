import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentOutcome } from './content-client.server';
import type { PageOutcome } from './page-cache.server';

/**
 * What the production server (server.mjs) knows of the request being served, for the code it calls:
 * its id (`x-request-id`, from the load balancer or made by the server), passed on to every upstream
 * call so that one id follows a page through the portal's logs and the platform's (issue 43 item 8).
 * The server runs each request inside `requestScope.run`; outside one (tests, the warm-up) there is
 * no id and nothing is added.
 */
export interface RequestScope {
  requestId: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** `fetch` with the current request's id as `x-request-id` (unless the call set one itself). */
export const scopedFetch: typeof fetch = (input, init) => {
  const requestId = requestScope.getStore()?.requestId;
  if (!requestId) return fetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('x-request-id')) headers.set('x-request-id', requestId);
  return fetch(input, { ...init, headers });
};

/**
 * Where the server's metrics hear of content calls and page-cache misses: server.mjs sets these when it
 * serves metrics, so prom-client stays in the server alone (never in the server build, nor the browser's).
 */
export const telemetry: {
  onContentOutcome: (endpoint: string, outcome: ContentOutcome) => void;
  /** A Redis call of the shared tier failed (`error`) or went over its budget (`timeout`). */
  onSharedError: (kind: 'error' | 'timeout') => void;
  /** How a guest's page that missed the page cache's memory was answered (from Redis, or rendered). */
  onPageOutcome: (outcome: PageOutcome) => void;
} = {
  onContentOutcome: () => {},
  onSharedError: () => {},
  onPageOutcome: () => {},
};
