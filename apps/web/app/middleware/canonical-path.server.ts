import { normalisePath } from '@casino/core/redirect-targets';
import { type MiddlewareFunction, redirect } from 'react-router';
import { plainAnswer } from '~/platform/server/http-headers.server';

/**
 * Before any route reads the path (ADR 0015): a path with a control character or a malformed escape
 * (`/%0a`, `/%09/evil.com`) is a plain 404, never a page rendered from it; a path that is not in its
 * canonical form (`/%70review/…`, `/a/%2e%2e/b`, `//x`) redirects to that form, so the {preview}
 * segment and the cache policy are always read from the one spelling. A method a route does not take
 * is a plain 405 (React Router's names the route's id on pages, and a server error on resources).
 */
export const canonicalPath: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  const canonical = normalisePath(url.pathname);
  if (canonical === null) return plainAnswer(404);
  if (canonical !== url.pathname && (request.method === 'GET' || request.method === 'HEAD'))
    throw redirect(`${canonical}${url.search}`, 301);
  const response = await next();
  return response.status === 405 ? plainAnswer(405) : response;
};
