/**
 * Real-time notifications: the STOMP broker at `/notifications` (broker.ts), fed by the player store's
 * events (BALANCE on `balance-changed`, LOGOUT on `player-logged-out`), the notification hub's history
 * on the gateway (core's NOTIFICATION_PATHS), and test control (`/__sandbox/push/notification`,
 * `/__sandbox/notifications/…`).
 */
import { GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import {
  isListedNotificationKind,
  NOTIFICATION_HISTORY_DEFAULT_MAX,
  NOTIFICATION_HISTORY_MAX,
  NOTIFICATION_PATHS,
} from '@casino/core/notifications';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyObject, readCookie, requestLanguage, sendError, sendJson } from '../player/http.ts';
import type { PlayerStore } from '../player/store.ts';
import type { UpgradeRouter } from '../upgrades.ts';
import { BROKER_PATH, NotificationBroker } from './broker.ts';
import {
  balanceNotification,
  listedNotification,
  logoutNotification,
  playerLanguage,
  pushedNotification,
  validatePush,
} from './compose.ts';

export interface NotificationsOptions {
  players: () => PlayerStore;
  /** Called with the store once it is opened (it opens on first use). */
  onStore: (listener: (store: PlayerStore) => void) => void;
  upgrades: UpgradeRouter;
  heartbeatMinMs?: number;
}

export function registerNotifications(
  app: FastifyInstance,
  options: NotificationsOptions,
): NotificationBroker {
  const store = options.players;
  const broker = new NotificationBroker({
    authenticate: (token) => store().notificationSession(token)?.username ?? null,
    ...(options.heartbeatMinMs !== undefined ? { heartbeatMinMs: options.heartbeatMinMs } : {}),
  });
  options.upgrades.route(BROKER_PATH, (request, socket, head) => broker.upgrade(request, socket, head));
  app.addHook('preClose', () => broker.shutdown());

  options.onStore((players) => {
    players.events.on('balance-changed', (event) => {
      broker.deliverToPlayer(
        event.username,
        balanceNotification(event, playerLanguage(players, event.username), players.now()),
      );
    });
    players.events.on('player-logged-out', ({ username, reason, notificationTokens }) => {
      broker.deliverToTokens(
        notificationTokens,
        logoutNotification(reason, playerLanguage(players, username), players.now()),
      );
      broker.revoke(notificationTokens);
    });
    // Every session is gone: the tokens of open connections are dead.
    players.events.on('reset', () => broker.revoke('all'));
  });

  // ---- the hub's history (gateway conventions) -------------------------------------------------------

  const history = (request: FastifyRequest, reply: FastifyReply, username: string, max: number) =>
    sendJson(reply, {
      notifications: store()
        .notifications(username, max)
        .filter((record) => isListedNotificationKind(record.type))
        .map((record) => listedNotification(record, requestLanguage(request))),
      unreadCount: store().unreadNotificationCount(username),
    });

  /** The player of the gateway session, or a 401 answer sent. */
  const sessionPlayer = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const check = store().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE));
    if (check.ok) return check.session.username;
    sendError(reply, 401, check.reason, requestLanguage(request));
    return null;
  };

  app.get(NOTIFICATION_PATHS.history, async (request, reply) => {
    const username = sessionPlayer(request, reply);
    if (username === null) return reply;
    const raw = (request.query as { max?: string }).max;
    const max = raw === undefined ? NOTIFICATION_HISTORY_DEFAULT_MAX : Number(raw);
    if (!Number.isInteger(max) || max < 1 || max > NOTIFICATION_HISTORY_MAX)
      return sendError(
        reply,
        400,
        'invalid-request',
        requestLanguage(request),
        `(max 1-${NOTIFICATION_HISTORY_MAX})`,
      );
    return history(request, reply, username, max);
  });

  app.post(NOTIFICATION_PATHS.read, async (request, reply) => {
    const username = sessionPlayer(request, reply);
    if (username === null) return reply;
    const body = bodyObject(request);
    const ids = body?.ids;
    const all = body?.all === true;
    if (!all && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
      return sendError(reply, 400, 'invalid-request', requestLanguage(request), '({ ids } or { all: true })');
    store().markNotificationsRead(username, all ? 'all' : (ids as string[]));
    return history(request, reply, username, NOTIFICATION_HISTORY_DEFAULT_MAX);
  });

  // ---- test control ----------------------------------------------------------------------------------

  app.post('/__sandbox/push/notification', async (request, reply) => {
    const push = validatePush(bodyObject(request));
    if (typeof push === 'string')
      return sendJson(reply, { error: 'Bad Request', statusCode: 400, message: push }, 400);
    const player = store().player(push.username);
    if (!player)
      return sendJson(
        reply,
        { error: 'Not Found', statusCode: 404, message: `No player ${push.username}` },
        404,
      );
    const built = pushedNotification(store(), { ...push, username: player.username });
    if (typeof built === 'string')
      return sendJson(reply, { error: 'Bad Request', statusCode: 400, message: built }, 400);
    if (built.record) store().addNotification(player.username, built.record);
    return sendJson(reply, {
      delivered: broker.deliverToPlayer(player.username, built.notification),
      notification: built.notification,
    });
  });
  app.get('/__sandbox/notifications/connections', async (_request, reply) =>
    sendJson(reply, { connections: broker.connectionCount, players: broker.players() }),
  );
  app.post('/__sandbox/notifications/drop', async (_request, reply) =>
    sendJson(reply, { dropped: broker.drop() }),
  );

  return broker;
}
