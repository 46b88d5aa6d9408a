import { previewLink, routePath } from '@casino/core/routes';
import { type MiddlewareFunction, redirect } from 'react-router';
import { contentContext } from '~/platform/server/request-context.server';

/** winners-redirect (shell.md section 2): the winners area opens on its first child, recent winners. */
export const winnersRedirect: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  if (/\/invingatori\/?$/.test(pathname)) {
    throw redirect(
      previewLink(routePath('preview-winners-recente'), context.get(contentContext).preview),
      302,
    );
  }
  return next();
};
