import { Outlet } from 'react-router';
import { lobbyMiddleware } from '~/middleware/lobby.server';
import type { RouteHandle } from '~/shared/context/content-context';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { PageChrome } from '~/shell/page-chrome';

/** The live lobby: loaders below read it from the middleware, the browser from the handle. */
export const middleware = [lobbyMiddleware('live')];
export const handle: RouteHandle = { lobby: 'live' };

export default function Layout() {
  return (
    <PageChrome lobby="live">
      <Outlet />
    </PageChrome>
  );
}

export function ErrorBoundary() {
  return (
    <PageChrome lobby="live">
      <RouteErrorBoundary />
    </PageChrome>
  );
}
