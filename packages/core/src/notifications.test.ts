import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  IN_APP_EVENTS,
  inAppEvents,
  isListedNotificationKind,
  LISTED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  NotificationAction,
  NotificationHistoryAnswer,
  parseNotification,
  readBrokerMessage,
} from './notifications.ts';

const createdAt = '2026-11-20T10:00:00.000Z';

const samples = {
  LOGOUT: {
    id: 'n1',
    type: 'LOGOUT',
    title: 'Deconectat',
    message: 'Sesiunea s-a încheiat.',
    createdAt,
    reason: 'platform',
  },
  SIMPLE_MESSAGE: {
    id: 'n2',
    type: 'SIMPLE_MESSAGE',
    title: 'Mentenanță',
    message: 'Duminică, 03:00–04:00.',
    createdAt,
  },
  BALANCE: {
    id: 'n3',
    type: 'BALANCE',
    title: 'Sold actualizat',
    message: 'Soldul tău este 1.250,50 RON.',
    createdAt,
    balanceType: 'CASINO_GAMING',
    balance: { amount: 1250.5, currencyCode: 'RON' },
    reason: 'deposit',
  },
  BONUS: { id: 'n4', type: 'BONUS', title: 'Cadou', message: '25 de rotiri.', createdAt, bonusId: 1002 },
  BONUS_2: { id: 'n5', type: 'BONUS_2', title: 'Cadou', message: 'Rotiri.', createdAt, bonusId: '1003' },
  BONUS_4: { id: 'n6', type: 'BONUS_4', title: 'Cadou', message: 'Jetoane.', createdAt, bonusId: 7 },
} as const;

describe('notification bodies', () => {
  it.each(NOTIFICATION_KINDS)('a %s message parses', (kind) => {
    expect(parseNotification(JSON.stringify(samples[kind]))).toEqual(samples[kind]);
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an unknown kind', JSON.stringify({ ...samples.SIMPLE_MESSAGE, type: 'PROMO' })],
    ['BALANCE without a balance', JSON.stringify({ ...samples.BALANCE, balance: undefined })],
    ['a bonus without bonusId', JSON.stringify({ ...samples.BONUS, bonusId: undefined })],
    ['LOGOUT without a reason', JSON.stringify({ ...samples.LOGOUT, reason: undefined })],
    ['no createdAt', JSON.stringify({ ...samples.SIMPLE_MESSAGE, createdAt: 'ieri' })],
    ['an empty id', JSON.stringify({ ...samples.SIMPLE_MESSAGE, id: '' })],
  ])('%s does not', (_name, body) => {
    expect(parseNotification(body)).toBeNull();
  });
});

describe('in-app events', () => {
  it.each([
    ['LOGOUT', ['FTNInAppLogOut', 'StompInAppCustomEvent']],
    ['SIMPLE_MESSAGE', ['FTNInAppSimple', 'StompInAppCustomEvent']],
    ['BALANCE', ['FTNInAppBalance', 'FTNInAppBalanceMyAccount', 'StompInAppCustomEvent']],
    ['BONUS', ['FTNInAppBonus', 'StompInAppCustomEvent']],
    ['BONUS_2', ['FTNInAppBonus', 'StompInAppCustomEvent']],
    ['BONUS_4', ['FTNInAppBonus', 'StompInAppCustomEvent']],
    ['PROMO', ['FTNInAppCustomEvent', 'StompInAppCustomEvent']],
    ['toString', ['FTNInAppCustomEvent', 'StompInAppCustomEvent']],
  ])('%s dispatches %j', (type, events) => {
    expect(inAppEvents(type)).toEqual(events);
  });

  it('every event name of the spec is used', () => {
    const used = new Set([...NOTIFICATION_KINDS, 'PROMO'].flatMap(inAppEvents));
    expect([...used].sort()).toEqual(Object.values(IN_APP_EVENTS).sort());
  });
});

describe('a broker message as the portal reads it', () => {
  it.each(NOTIFICATION_KINDS)('a %s message gives its events and the parsed notification', (kind) => {
    expect(readBrokerMessage(JSON.stringify(samples[kind]))).toEqual({
      known: true,
      notification: samples[kind],
      events: inAppEvents(kind),
    });
  });

  it('a kind of a newer platform is passed on as it came, as a custom event', () => {
    const body = { id: 'n9', type: 'TOURNAMENT_RANK', rank: 3 };
    expect(readBrokerMessage(JSON.stringify(body))).toEqual({
      known: false,
      notification: body,
      events: ['FTNInAppCustomEvent', 'StompInAppCustomEvent'],
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['JSON that is not an object', '["BALANCE"]'],
    ['null', 'null'],
    ['no type', JSON.stringify({ id: 'n1', title: 'x' })],
    ['an empty type', JSON.stringify({ ...samples.SIMPLE_MESSAGE, type: '' })],
    ['a type that is not a string', JSON.stringify({ ...samples.SIMPLE_MESSAGE, type: 4 })],
    ['a known kind that does not parse', JSON.stringify({ ...samples.BALANCE, balance: { amount: 'mult' } })],
  ])('%s is dropped', (_name, body) => {
    expect(readBrokerMessage(body)).toBeNull();
  });
});

describe('the notification hub', () => {
  it('lists the kinds a player reads, not the signals', () => {
    expect(LISTED_NOTIFICATION_KINDS).toEqual(['SIMPLE_MESSAGE', 'BONUS', 'BONUS_2', 'BONUS_4']);
    expect(NOTIFICATION_KINDS.filter((kind) => !isListedNotificationKind(kind))).toEqual([
      'LOGOUT',
      'BALANCE',
    ]);
  });

  it('parses a history answer with read states', () => {
    const answer = {
      notifications: [
        { ...samples.BONUS, read: false },
        { ...samples.SIMPLE_MESSAGE, read: true },
      ],
      unreadCount: 1,
    };
    expect(v.parse(NotificationHistoryAnswer, answer)).toEqual(answer);
    expect(v.safeParse(NotificationHistoryAnswer, { ...answer, unreadCount: -1 }).success).toBe(false);
    expect(
      v.safeParse(NotificationHistoryAnswer, {
        notifications: [{ ...samples.BALANCE, read: false }],
        unreadCount: 0,
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(NotificationHistoryAnswer, { notifications: [samples.SIMPLE_MESSAGE], unreadCount: 0 })
        .success,
    ).toBe(false);
  });

  it('parses the open-bonus action', () => {
    expect(
      v.parse(NotificationAction, { action: 'open-bonus', notificationId: 'n4', bonusId: 1002 }),
    ).toEqual({
      action: 'open-bonus',
      notificationId: 'n4',
      bonusId: 1002,
    });
    expect(
      v.safeParse(NotificationAction, { action: 'dismiss', notificationId: 'n4', bonusId: 1 }).success,
    ).toBe(false);
  });
});
