import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PageServices } from '~/features/layout/page-chrome';

/** Game play fills the viewport in the dark: no menus, only the game frame and its bar. */
export const handle = { colourMode: 'dark' };

export default function GamePlayLayout() {
  return (
    <main id="continut" className="game-play">
      <Outlet />
      <PageServices lobby="casino" />
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
