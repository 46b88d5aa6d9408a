/**
 * Notification bodies (core's `Notification`) the broker sends: BALANCE from the store's balance
 * events, LOGOUT from its logout events, and the kinds test control pushes. Texts come in Romanian and
 * English; a message goes out in the player's language, the hub lists it in the request's.
 */
import { randomUUID } from 'node:crypto';
import {
  type BalanceNotification,
  type BONUS_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '@casino/core/notifications';
import { formatMoney, isoTime, type Language } from '../player/http.ts';
import type { BalanceChangedEvent, EndReason, NotificationRecord, PlayerStore } from '../player/store.ts';

type Texts = { ro: string; en: string };

const BALANCE_TITLE: Texts = { ro: 'Sold actualizat', en: 'Balance updated' };
const LOGOUT_TITLE: Texts = { ro: 'Ai fost deconectat', en: 'You were logged out' };
const LOGOUT_MESSAGES: Record<EndReason, Texts> = {
  logout: { ro: 'Te-ai deconectat.', en: 'You logged out.' },
  'all-sessions': {
    ro: 'Te-ai deconectat de pe toate dispozitivele.',
    en: 'You logged out on every device.',
  },
  idle: {
    ro: 'Sesiunea a expirat din cauza inactivității.',
    en: 'Your session expired after a period of inactivity.',
  },
  platform: {
    ro: 'Sesiunea ta a fost închisă. Autentifică-te din nou.',
    en: 'Your session was ended. Please log in again.',
  },
};
const SIMPLE_DEFAULT = {
  title: { ro: 'Noutăți Cazino Regal', en: 'News from Cazino Regal' },
  message: { ro: 'Avem noutăți pentru tine în lobby.', en: 'There is something new for you in the lobby.' },
};
const BONUS_TITLE: Texts = { ro: 'Bonus nou', en: 'New bonus' };

/** A player's language (the seeded players speak Romanian). */
export function playerLanguage(store: PlayerStore, username: string): Language {
  return store.player(username)?.language === 'en' ? 'en' : 'ro';
}

export function balanceNotification(
  event: BalanceChangedEvent,
  language: Language,
  now: number,
): BalanceNotification {
  const amount = formatMoney(Math.round(event.amount * 100), language, event.currencyCode);
  const message =
    event.reason === 'deposit'
      ? {
          ro: `Depunerea a fost creditată. Sold cazino: ${amount}.`,
          en: `Your deposit is in. Casino balance: ${amount}.`,
        }
      : { ro: `Sold cazino: ${amount}.`, en: `Casino balance: ${amount}.` };
  return {
    id: randomUUID(),
    type: 'BALANCE',
    title: BALANCE_TITLE[language],
    message: message[language],
    createdAt: isoTime(now),
    balanceType: event.balanceType,
    balance: { amount: event.amount, currencyCode: event.currencyCode },
    reason: event.reason,
  };
}

export function logoutNotification(reason: EndReason, language: Language, now: number): Notification {
  return {
    id: randomUUID(),
    type: 'LOGOUT',
    title: LOGOUT_TITLE[language],
    message: LOGOUT_MESSAGES[reason][language],
    createdAt: isoTime(now),
    reason,
  };
}

/** A listed notification as the hub shows it, in a language. */
export function listedNotification(record: NotificationRecord, language: Language) {
  return {
    ...record.data,
    id: record.id,
    type: record.type,
    title: record.title[language],
    message: record.message[language],
    createdAt: isoTime(record.createdAt),
    read: record.readAt !== null,
  };
}

/** The body of `POST /__sandbox/push/notification`, checked. */
export interface PushRequest {
  username: string;
  type: NotificationKind;
  title?: string;
  message?: string;
  bonusId?: number | string;
  /** BALANCE: the amount to announce (RON); the store's casino balance when absent. */
  amount?: number;
  /** LOGOUT: why (default platform). */
  reason?: EndReason;
}

const optionalText = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() !== '' && value.length <= 500);

/** The push request, or an error message. */
export function validatePush(body: Record<string, unknown> | null): PushRequest | string {
  if (!body) return 'body must be a JSON object';
  if (typeof body.username !== 'string' || body.username === '') return 'username must be a non-empty string';
  if (!NOTIFICATION_KINDS.includes(body.type as NotificationKind))
    return `type must be one of ${NOTIFICATION_KINDS.join(', ')}`;
  if (!optionalText(body.title) || !optionalText(body.message))
    return 'title and message must be non-empty strings of at most 500 characters';
  if (body.bonusId !== undefined && typeof body.bonusId !== 'number' && typeof body.bonusId !== 'string')
    return 'bonusId must be a number or a string';
  if (
    body.amount !== undefined &&
    (typeof body.amount !== 'number' || !Number.isFinite(body.amount) || body.amount < 0)
  )
    return 'amount must be a non-negative number (RON)';
  if (body.reason !== undefined && !Object.hasOwn(LOGOUT_MESSAGES, body.reason as string))
    return `reason must be one of ${Object.keys(LOGOUT_MESSAGES).join(', ')}`;
  return body as unknown as PushRequest;
}

/**
 * The notification a push describes, with the texts it is listed with (listed kinds only); an error
 * message when a bonus kind has no bonus to announce.
 */
export function pushedNotification(
  store: PlayerStore,
  request: PushRequest,
): { notification: Notification; record: Omit<NotificationRecord, 'readAt'> | null } | string {
  const language = playerLanguage(store, request.username);
  const now = store.now();
  const custom = (fallback: Texts, text: string | undefined): Texts =>
    text ? { ro: text, en: text } : fallback;
  const common = { id: randomUUID(), createdAt: isoTime(now) };
  switch (request.type) {
    case 'LOGOUT':
      return { notification: logoutNotification(request.reason ?? 'platform', language, now), record: null };
    case 'BALANCE': {
      const balance = store.casinoBalance(request.username);
      const notification = balanceNotification(
        {
          username: request.username,
          balanceType: 'CASINO_GAMING',
          amount: request.amount ?? (balance?.amountCents ?? 0) / 100,
          currencyCode: balance?.currency ?? 'RON',
          reason: 'adjustment',
        },
        language,
        now,
      );
      return {
        notification: {
          ...notification,
          title: request.title ?? notification.title,
          message: request.message ?? notification.message,
        },
        record: null,
      };
    }
    case 'SIMPLE_MESSAGE': {
      const title = custom(SIMPLE_DEFAULT.title, request.title);
      const message = custom(SIMPLE_DEFAULT.message, request.message);
      return {
        notification: {
          ...common,
          type: 'SIMPLE_MESSAGE',
          title: title[language],
          message: message[language],
        },
        record: { id: common.id, type: request.type, title, message, data: {}, createdAt: now },
      };
    }
    default: {
      const fallbackId =
        store.pendingBonusCode(request.username) ?? store.bonuses(request.username, null)[0]?.id;
      const bonusId = request.bonusId ?? (fallbackId === undefined ? undefined : Number(fallbackId));
      if (bonusId === undefined) return 'bonusId is required: the player has no bonus';
      const bonus = store.bonus(request.username, Number(bonusId));
      const named = (name: Texts | undefined): Texts =>
        name
          ? {
              ro: `Ai primit bonusul „${name.ro}”. Vezi detaliile în cont.`,
              en: `You received the bonus "${name.en}". See the details in your account.`,
            }
          : {
              ro: 'Ai primit un bonus nou. Vezi detaliile în cont.',
              en: 'You received a new bonus. See the details in your account.',
            };
      const title = custom(BONUS_TITLE, request.title);
      const message = custom(named(bonus?.name), request.message);
      const type = request.type as (typeof BONUS_NOTIFICATION_KINDS)[number];
      return {
        notification: { ...common, type, bonusId, title: title[language], message: message[language] },
        record: { id: common.id, type, title, message, data: { bonusId }, createdAt: now },
      };
    }
  }
}
