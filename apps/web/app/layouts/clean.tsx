import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PageChrome } from '~/features/layout/page-chrome';

export default function Layout() {
  return (
    <PageChrome lobby={null}>
      <Outlet />
    </PageChrome>
  );
}

export function ErrorBoundary() {
  return (
    <PageChrome lobby={null}>
      <RouteErrorBoundary />
    </PageChrome>
  );
}
