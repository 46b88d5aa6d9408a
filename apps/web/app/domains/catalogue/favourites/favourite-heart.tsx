/**
 * The favourite heart as tiles, the details and the game page place it: nothing on the server, during
 * hydration, for a pending session or a guest (so guests' HTML and first-visit JavaScript stay as they
 * were, and nothing shifts: the heart is an overlay); a logged-in player's heart loads on demand.
 */
import { lazy, Suspense } from 'react';
import { usePlayerName } from '~/domains/player/session';
import { withLaterStrings } from '~/shared/i18n/i18n';
import type { FavouriteToggleProps } from './favourite-toggle';

const FavouriteToggle = lazy(() =>
  withLaterStrings(import('./favourite-toggle')).then((module) => ({ default: module.FavouriteToggle })),
);

export function FavouriteHeart(props: Omit<FavouriteToggleProps, 'username'>) {
  const username = usePlayerName();
  if (!username) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteToggle {...props} username={username} />
    </Suspense>
  );
}

/** Whether a player is logged in (false on the server, while hydrating and while pending). */
export function useLoggedIn(): boolean {
  return usePlayerName() !== null;
}
