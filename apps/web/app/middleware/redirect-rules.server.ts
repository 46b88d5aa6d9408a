import { PREVIEW_SEGMENT, previewLink } from '@casino/core/routes';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { getRedirect } from '~/services/content.server';
import { contentContext } from '~/services/request-context';

/** The path a redirect rule is looked up by: the page's path without the /preview prefix. */
export function lookupPath(pathname: string, preview: boolean): string {
  return preview ? pathname.slice(PREVIEW_SEGMENT.length + 1) || '/' : pathname;
}

/**
 * Redirect rules from the server lookup by path (shell.md section 2), before any route runs: an
 * external address gets a full page load, an internal one an internal redirect (kept in preview
 * mode). Only http(s) and same-origin targets are followed.
 */
export const redirectRules: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) return next();
  const ctx = context.get(contentContext);
  const lookup = await getRedirect(ctx, lookupPath(url.pathname, ctx.preview));
  const target = lookup?.redirect;
  if (target) {
    if (/^https?:\/\//i.test(target)) {
      const external = new URL(target);
      if (external.origin !== url.origin) throw redirectDocument(external.href, lookup.status);
      throw redirect(previewLink(`${external.pathname}${external.search}`, ctx.preview), lookup.status);
    }
    if (target.startsWith('/') && !target.startsWith('//')) {
      throw redirect(previewLink(target, ctx.preview), lookup.status);
    }
  }
  return next();
};
