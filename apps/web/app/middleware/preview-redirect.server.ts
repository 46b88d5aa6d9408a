import { isValidPreviewSegment } from '@casino/core/routes';
import type { MiddlewareFunction } from 'react-router';
import { notFound } from '~/platform/server/responses.server';

/** preview-redirect (shell.md section 2): the {preview} segment must be exactly the word preview. */
export const previewRedirect: MiddlewareFunction<Response> = ({ request, params }, next) => {
  if (!isValidPreviewSegment(params.preview)) notFound(new URL(request.url).pathname);
  return next();
};
