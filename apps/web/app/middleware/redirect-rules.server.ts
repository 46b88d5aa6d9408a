import { redirectTarget } from '@casino/core/redirect-targets';
import { PREVIEW_SEGMENT, previewLink } from '@casino/core/routes';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { publicConfig } from '~/platform/server/config.server';
import { getRedirect } from '~/platform/server/content.server';
import { isApiResource } from '~/platform/server/http-headers.server';
import { contentContext } from '~/platform/server/request-context.server';

/** The path a redirect rule is looked up by: the page's path without the /preview prefix. */
export function lookupPath(pathname: string, preview: boolean): string {
  return preview ? pathname.slice(PREVIEW_SEGMENT.length + 1) || '/' : pathname;
}

/**
 * Redirect rules from the server lookup by path (shell.md section 2), before any route runs: an
 * external address gets a full page load, an internal one an internal redirect (kept in preview
 * mode). Only same-origin paths and addresses on the configured redirect origins are followed
 * (REDIRECT_ORIGINS, ADR 0015); a rule naming anything else is ignored.
 */
export const redirectRules: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  // The portal's own resources and polls have no redirect rules (and must not fill the cache).
  if (isApiResource(url) || url.pathname.startsWith('/builds/')) return next();
  const ctx = context.get(contentContext);
  const lookup = await getRedirect(ctx, lookupPath(url.pathname, ctx.preview));
  const target = redirectTarget(lookup?.redirect, {
    origin: url.origin,
    allowedOrigins: publicConfig.redirectOrigins,
  });
  if (lookup && target) {
    if (!target.internal) throw redirectDocument(target.href, lookup.status);
    throw redirect(previewLink(target.href, ctx.preview), lookup.status);
  }
  return next();
};
