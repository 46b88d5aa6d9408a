/**
 * Notifications (shell.md sections 2, 3 and 4): a player's broker connection and its in-app events, the
 * in-app-notification micro-frontend, and the notification hub's bell in the header. Only small gates
 * load with every page; what a player needs (the STOMP client, the micro-frontend host) loads once a
 * player is there, so a guest never downloads it.
 */
export { NotificationBell, NotificationServices } from './notification-gates';
