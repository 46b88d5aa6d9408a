import { lazy, Suspense } from 'react';
import { useSession } from '~/features/session';

const PlayerNotifications = lazy(() =>
  import('./player-notifications').then((module) => ({ default: module.PlayerNotifications })),
);
const NotificationHub = lazy(() =>
  import('./notification-hub').then((module) => ({ default: module.NotificationHub })),
);

/** The logged-in player, or null (a guest, or a session not known yet). */
function usePlayer(): string | null {
  const { status, username } = useSession();
  return status === 'authenticated' && username ? username : null;
}

/** Mounted once by the page services: a player's connection and in-app notifications. */
export function NotificationServices() {
  const username = usePlayer();
  if (!username) return null;
  return (
    <Suspense fallback={null}>
      <PlayerNotifications key={username} username={username} />
    </Suspense>
  );
}

/** The header's bell: the notification-hub micro-frontend, for a player only. */
export function NotificationBell() {
  const username = usePlayer();
  if (!username) return null;
  return (
    <span className="notification-bell">
      <Suspense fallback={null}>
        <NotificationHub username={username} />
      </Suspense>
    </span>
  );
}
