import { Outlet } from 'react-router';
import { previewRedirect } from '~/middleware/preview-redirect.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { PageServices } from '~/shell/page-chrome';
import { loadShell } from '~/shell/shell.server';
import type { Route } from './+types/shell';

export const middleware: Route.MiddlewareFunction[] = [previewRedirect];

export function loader({ context }: Route.LoaderArgs) {
  return loadShell(context.get(contentContext));
}

export { revalidateOnPreviewOrLanguage as shouldRevalidate } from '~/shell/revalidation';

/**
 * Page-wide services (dialogs, snackbars, filters' route rule, analytics, global API) live here, above
 * the layouts, so moving between layouts keeps them and their state.
 */
export default function Shell() {
  return (
    <>
      <Outlet />
      <PageServices />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
