import './notifications.css';
import { useNotificationFrontend } from './use-notification-frontend';

/**
 * The notification hub (shell.md section 2): the micro-frontend's bell with the player's recent
 * notifications and their unread count; new ones reach it through the in-app events.
 */
export function NotificationHub({ username }: { username: string }) {
  const { element } = useNotificationFrontend<HTMLSpanElement>('notification-hub', username);
  return <span ref={element} className="notification-bell__mount" />;
}
