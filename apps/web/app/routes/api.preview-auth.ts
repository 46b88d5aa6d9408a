import { safeLocalPath } from '@casino/core/redirect-targets';
import { PREVIEW_SEGMENT } from '@casino/core/routes';
import {
  endPreviewAccess,
  grantPreviewAccess,
  isPreviewSecret,
} from '~/platform/server/preview-access.server';
import type { Route } from './+types/api.preview-auth';

/**
 * GET /api/preview/auth?secret= (shell.md section 7): an editor's browser proves the preview secret and
 * gets the preview cookie (ADR 0015). `to` (a same-origin path, e.g. the CMS's /redirect/… link) sends
 * the browser on with a 303; without it the answer is `{ ok: true }`. A wrong or missing secret is a
 * 401 `{ ok: false }` and ends any access the browser had; `?end` ends it too.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const secret = url.searchParams.get('secret');
  if (url.searchParams.has('end') || !isPreviewSecret(secret)) {
    headers.append('Set-Cookie', endPreviewAccess(request.url));
    const ended = url.searchParams.has('end');
    return Response.json({ ok: ended }, { status: ended ? 200 : 401, headers });
  }
  headers.append('Set-Cookie', grantPreviewAccess(request.url));
  const to = url.searchParams.get('to');
  if (to === null) return Response.json({ ok: true }, { headers });
  headers.set('Location', safeLocalPath(to) ?? `/${PREVIEW_SEGMENT}`);
  return new Response(null, { status: 303, headers });
}
