import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/shared/errors/error-page';

/** Game play fills the viewport in the dark: no menus, only the game frame and its bar. */
export const handle = { colourMode: 'dark' };

export default function GamePlayLayout() {
  return (
    <main id="continut" className="game-play">
      <Outlet />
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
