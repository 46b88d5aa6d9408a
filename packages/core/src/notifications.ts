/**
 * Real-time player notifications (shell.md sections 3, 4, 7): the broker's STOMP contract, a
 * notification's body, the in-app events per kind and the hub's history calls, shared by the portal's
 * client and the sandbox's broker. Why STOMP and the in-app events: ADR 0013; the wire details and the
 * choices the spec leaves open: ADR 0071.
 */
import * as v from 'valibot';

/** The per-user destination the portal subscribes to. */
export const NOTIFICATIONS_DESTINATION = '/user/topic/notifications';

/** CONNECT frame header carrying the notification token. */
export const NOTIFICATION_TOKEN_HEADER = 'token';

/** WebSocket subprotocols of the broker, preferred first. */
export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;

/** `accept-version` of the CONNECT frame. */
export const STOMP_ACCEPT_VERSION = '1.2,1.1,1.0';

/**
 * Heart-beats the portal asks for (`heart-beat: 10000,10000`). The broker honours any request, but
 * never sends nor expects heart-beats more often than once a second, and closes a connection that sent
 * nothing for twice the interval it promised.
 */
export const NOTIFICATION_HEARTBEAT_MS = 10_000;

/** Connecting is retried this many times (shell.md section 4)… */
export const NOTIFICATION_CONNECT_RETRIES = 2;
/** …this long apart. */
export const NOTIFICATION_RETRY_DELAY_MS = 1000;

export const NOTIFICATION_KINDS = [
  'LOGOUT',
  'SIMPLE_MESSAGE',
  'BALANCE',
  'BONUS',
  'BONUS_2',
  'BONUS_4',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const BONUS_NOTIFICATION_KINDS = ['BONUS', 'BONUS_2', 'BONUS_4'] as const;

/** The kinds the notification hub lists (with read state). */
export const LISTED_NOTIFICATION_KINDS = ['SIMPLE_MESSAGE', ...BONUS_NOTIFICATION_KINDS] as const;
export type ListedNotificationKind = (typeof LISTED_NOTIFICATION_KINDS)[number];

export function isListedNotificationKind(type: string): type is ListedNotificationKind {
  return (LISTED_NOTIFICATION_KINDS as readonly string[]).includes(type);
}

const common = {
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  message: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
};

export const LogoutNotification = v.object({
  ...common,
  type: v.literal('LOGOUT'),
  /** Why the session ended: logout, all-sessions, idle, platform. */
  reason: v.string(),
});

export const SimpleNotification = v.object({ ...common, type: v.literal('SIMPLE_MESSAGE') });

export const BalanceNotification = v.object({
  ...common,
  type: v.literal('BALANCE'),
  /** The gateway's balance type, `CASINO_GAMING`. */
  balanceType: v.string(),
  /** The new balance, as the gateway's balances answer writes money. */
  balance: v.object({ amount: v.number(), currencyCode: v.pipe(v.string(), v.length(3)) }),
  /** deposit, game-round, adjustment. */
  reason: v.string(),
});

export const BonusNotification = v.object({
  ...common,
  type: v.picklist(BONUS_NOTIFICATION_KINDS),
  /** The gateway's bonus id (bonus details, confirm bonus). */
  bonusId: v.union([v.number(), v.string()]),
});

/** The JSON body of a broker MESSAGE. */
export const Notification = v.variant('type', [
  LogoutNotification,
  SimpleNotification,
  BalanceNotification,
  BonusNotification,
]);
export type Notification = v.InferOutput<typeof Notification>;
export type BonusNotification = v.InferOutput<typeof BonusNotification>;
export type BalanceNotification = v.InferOutput<typeof BalanceNotification>;

/** A broker MESSAGE body parsed, or null when it is not a notification of a known kind. */
export function parseNotification(body: string): Notification | null {
  try {
    const result = v.safeParse(Notification, JSON.parse(body));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

// ---- in-app events -------------------------------------------------------------------------------------

/** The spec's in-app event names: window `CustomEvent`s the portal dispatches, `detail` the notification. */
export const IN_APP_EVENTS = {
  logOut: 'FTNInAppLogOut',
  balance: 'FTNInAppBalance',
  /** The balance again, for the my-account micro-frontend's figure. */
  balanceMyAccount: 'FTNInAppBalanceMyAccount',
  simple: 'FTNInAppSimple',
  bonus: 'FTNInAppBonus',
  /** A message of a kind this contract does not know (a newer platform). */
  custom: 'FTNInAppCustomEvent',
  /** Every broker message, whatever its kind, for listeners that want the raw feed. */
  stomp: 'StompInAppCustomEvent',
} as const;
export type InAppEventName = (typeof IN_APP_EVENTS)[keyof typeof IN_APP_EVENTS];

const KIND_EVENTS: Record<NotificationKind, InAppEventName[]> = {
  LOGOUT: [IN_APP_EVENTS.logOut],
  SIMPLE_MESSAGE: [IN_APP_EVENTS.simple],
  BALANCE: [IN_APP_EVENTS.balance, IN_APP_EVENTS.balanceMyAccount],
  BONUS: [IN_APP_EVENTS.bonus],
  BONUS_2: [IN_APP_EVENTS.bonus],
  BONUS_4: [IN_APP_EVENTS.bonus],
};

/**
 * The in-app events to dispatch, in order, for a message of this `type`: the kind's own events, then
 * StompInAppCustomEvent; an unknown type gets FTNInAppCustomEvent then StompInAppCustomEvent.
 */
export function inAppEvents(type: string): InAppEventName[] {
  const own = Object.hasOwn(KIND_EVENTS, type)
    ? KIND_EVENTS[type as NotificationKind]
    : [IN_APP_EVENTS.custom];
  return [...own, IN_APP_EVENTS.stomp];
}

// ---- the notification hub's history ------------------------------------------------------------------

/**
 * Gateway paths of the hub's history (gateway conventions: the session cookie with
 * `credentials: 'include'`, 401 `GatewayError` without a live session, Accept-Language for the texts).
 */
export const NOTIFICATION_PATHS = {
  /** GET `?max=N` (1-50, default 20): the newest listed notifications and the unread count. */
  history: '/pams/api/v2/player/notifications',
  /** POST {@link NotificationReadRequest}: marks them read; answers like the history. */
  read: '/pams/api/v2/player/notifications/read',
} as const;

export const NOTIFICATION_HISTORY_DEFAULT_MAX = 20;
export const NOTIFICATION_HISTORY_MAX = 50;

export type NotificationReadRequest = { ids: string[] } | { all: true };

const read = { read: v.boolean() };

/** A listed notification with its read state. */
export const ListedNotification = v.variant('type', [
  v.object({ ...SimpleNotification.entries, ...read }),
  v.object({ ...BonusNotification.entries, ...read }),
]);
export type ListedNotification = v.InferOutput<typeof ListedNotification>;

export const NotificationHistoryAnswer = v.object({
  /** Newest first. */
  notifications: v.array(ListedNotification),
  /** Unread notifications of the player, the ones beyond `max` included. */
  unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NotificationHistoryAnswer = v.InferOutput<typeof NotificationHistoryAnswer>;

// ---- what the notification micro-frontends tell the host ---------------------------------------------

/**
 * Window `CustomEvent` (cancelable) the in-app-notification and notification-hub micro-frontends
 * dispatch when the player asks to see a bonus: the host opens its bonus pop-up for `bonusId`.
 */
export const NOTIFICATION_ACTION_EVENT = 'notificationAction';

export const NotificationAction = v.object({
  action: v.literal('open-bonus'),
  notificationId: v.string(),
  bonusId: v.union([v.number(), v.string()]),
});
export type NotificationAction = v.InferOutput<typeof NotificationAction>;

// ---- what the portal does with a broker message ------------------------------------------------------

/** A broker MESSAGE the portal dispatches: the in-app events, in order, and their `detail`. */
export type BrokerMessage =
  | { known: true; notification: Notification; events: InAppEventName[] }
  /** A kind this contract does not know (a newer platform): passed on as it came. */
  | {
      known: false;
      notification: Readonly<Record<string, unknown>> & { type: string };
      events: InAppEventName[];
    };

/**
 * What a broker MESSAGE body asks of the portal, or null when it is to be dropped (logged): a body that
 * is not a JSON object with a string `type`, or a known kind whose fields do not parse. A known kind
 * gets its own events then StompInAppCustomEvent; an unknown kind FTNInAppCustomEvent then
 * StompInAppCustomEvent, with the body as it came.
 */
export function readBrokerMessage(body: string): BrokerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type === '') return null;
  if ((NOTIFICATION_KINDS as readonly string[]).includes(type)) {
    const parsed = v.safeParse(Notification, value);
    return parsed.success ? { known: true, notification: parsed.output, events: inAppEvents(type) } : null;
  }
  return {
    known: false,
    notification: value as Record<string, unknown> & { type: string },
    events: inAppEvents(type),
  };
}
