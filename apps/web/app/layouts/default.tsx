import { Outlet } from 'react-router';
import { lobbyMiddleware } from '~/middleware/lobby.server';
import type { RouteHandle } from '~/shared/context/content-context';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { PageChrome } from '~/shell/page-chrome';

/** The casino lobby: loaders below read it from the middleware, the browser from the handle. */
export const middleware = [lobbyMiddleware('casino')];
export const handle: RouteHandle = { lobby: 'casino' };

export default function Layout() {
  return (
    <PageChrome lobby="casino">
      <Outlet />
    </PageChrome>
  );
}

export function ErrorBoundary() {
  return (
    <PageChrome lobby="casino">
      <RouteErrorBoundary />
    </PageChrome>
  );
}
