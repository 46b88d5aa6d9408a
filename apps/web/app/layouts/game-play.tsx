import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/features/errors/error-page';

/** Game play fills the viewport: no menus, only the game frame and its bar. */
export default function GamePlayLayout() {
  return (
    <main id="continut" className="game-play">
      <Outlet />
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
