import { PassThrough } from 'node:stream';
import frameCss from 'virtual:frame-css';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { buildId } from './features/app-version/index.server';
import { serverConfig } from './platform/server/config.server';
import { contentClient } from './platform/server/content.server';
import { applyPortalHeaders, pagePolicy, plainAnswer } from './platform/server/http-headers.server';
import { createNonce, createPageCache } from './platform/server/page-cache.server';
import { isDegraded } from './platform/server/request-context.server';
import { telemetry } from './platform/server/request-scope.server';
import { sharedPages } from './platform/server/shared-cache.server';
import { FrameStyleContext } from './shared/ui/frame-style';
import { NonceContext } from './shared/ui/nonce';

// The production server (server.mjs) reads these from the server build's entry.
export { ALLOWED_METHODS, plainAnswer, securityHeaders } from './platform/server/http-headers.server';
export { isDegraded } from './platform/server/request-context.server';
// The request id's scope and the content calls' outcomes (issue 43 items 7 and 8): server.mjs runs each
// request in the scope and counts the outcomes in its metrics, with prom-client kept out of this build.
export { requestScope, telemetry } from './platform/server/request-scope.server';

/** Answers the content cache holds in memory (the metrics' cache entries per tier). */
export const contentCacheSize = () => contentClient.size();

/**
 * The guest-page response cache in front of React Router's handler (server.mjs, ADR 0017), over the
 * fleet's Redis when REDIS_URL is set (ADR 0064): this build's pages only.
 */
export const pageCache = createPageCache({
  ttlMs: serverConfig.pageCacheEntries > 0 ? serverConfig.contentCacheTtlMs : 0,
  maxEntries: serverConfig.pageCacheEntries,
  maxBytes: serverConfig.pageCacheMb * 1024 * 1024,
  shared: sharedPages(buildId()),
  onOutcome: (outcome) => telemetry.onPageOutcome(outcome),
});

export const streamTimeout = 5_000;

/** React Router's 405 names the route's id: the answer says only what the method was not. */
function methodNotAllowed(request: Request): Response {
  const answer = plainAnswer(405);
  applyPortalHeaders(request, 405, answer.headers);
  return answer;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 405) return methodNotAllowed(request);
  applyPortalHeaders(request, responseStatusCode, responseHeaders, isDegraded(loadContext));
  // Every inline script of this answer carries its nonce; nothing else inline runs (ADR 0017).
  const nonce = createNonce();
  responseHeaders.set('Content-Security-Policy', pagePolicy(nonce));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FrameStyleContext.Provider value={frameCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FrameStyleContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (response.status === 405) return methodNotAllowed(request);
  applyPortalHeaders(request, response.status, response.headers, isDegraded(context));
  return response;
};
