import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { PageChrome } from '~/shell/page-chrome';

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
