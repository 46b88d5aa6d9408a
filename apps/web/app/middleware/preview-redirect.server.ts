import { isValidPreviewSegment, PREVIEW_SEGMENT, previewLink } from '@casino/core/routes';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { getRedirect } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';

/**
 * preview-redirect (shell.md section 2): the {preview} segment must be the word preview, and the
 * redirect lookup by path sends external addresses to a full page load, internal ones to an internal
 * redirect (kept in preview mode when the visitor is previewing).
 */
export const previewRedirect: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const url = new URL(request.url);
  if (!isValidPreviewSegment(params.preview)) notFound(url.pathname);
  const ctx = context.get(contentContext);
  const path = ctx.preview ? url.pathname.slice(PREVIEW_SEGMENT.length + 1) || '/' : url.pathname;
  const lookup = await getRedirect(ctx, path);
  const target = lookup?.redirect;
  if (target) {
    const status = lookup.status;
    if (/^https?:\/\//i.test(target)) {
      const external = new URL(target);
      if (external.origin !== url.origin) throw redirectDocument(external.href, status);
      throw redirect(previewLink(`${external.pathname}${external.search}`, ctx.preview), status);
    }
    if (target.startsWith('/') && !target.startsWith('//'))
      throw redirect(previewLink(target, ctx.preview), status);
  }
  return next();
};
