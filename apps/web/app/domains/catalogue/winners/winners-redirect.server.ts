import { previewLink } from '@casino/core/routes';
import { type MiddlewareFunction, redirect } from 'react-router';
import { contentContext } from '~/platform/server/request-context.server';
import { portalPath } from '~/shared/routing/portal-path';

/** winners-redirect (shell.md section 2): the winners area opens on its first child, recent winners. */
export const winnersRedirect: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  if (/\/invingatori\/?$/.test(pathname)) {
    throw redirect(previewLink(portalPath('/invingatori/recente'), context.get(contentContext).preview), 302);
  }
  return next();
};
