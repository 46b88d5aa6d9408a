import { lazy, Suspense } from 'react';
import { usePlayerName } from '~/domains/player/session';

const PlayerNotifications = lazy(() =>
  import('./player-notifications').then((module) => ({ default: module.PlayerNotifications })),
);
const NotificationHub = lazy(() =>
  import('./notification-hub').then((module) => ({ default: module.NotificationHub })),
);

/** Mounted once by the page services: a player's connection and in-app notifications. */
export function NotificationServices() {
  const username = usePlayerName();
  if (!username) return null;
  return (
    <Suspense fallback={null}>
      <PlayerNotifications key={username} username={username} />
    </Suspense>
  );
}

/** The header's bell: the notification-hub micro-frontend, for a player only. */
export function NotificationBell() {
  const username = usePlayerName();
  if (!username) return null;
  return (
    <span className="notification-bell">
      <Suspense fallback={null}>
        <NotificationHub username={username} />
      </Suspense>
    </span>
  );
}
