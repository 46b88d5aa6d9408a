/*
 * What the two notification micro-frontends share (bundled in front of each): texts, escaping, the
 * in-app events they listen to (core's notifications.ts), and reading a notification out of an event.
 * The events and `notificationAction`: the sandbox README, "Micro-frontends".
 */

// biome-ignore lint/correctness/noUnusedVariables: used by the micro-frontend bundled after this file
const NotificationKit = (() => {
  const EVENTS = { simple: 'FTNInAppSimple', bonus: 'FTNInAppBonus' };
  const ACTION_EVENT = 'notificationAction';
  const BONUS_KINDS = ['BONUS', 'BONUS_2', 'BONUS_4'];

  const TEXTS = {
    ro: {
      region: 'Notificări',
      close: 'Închide notificarea',
      later: 'Mai târziu',
      seeBonus: 'Vezi bonusul',
      bonusTitle: 'Bonus nou',
      hub: 'Notificări',
      markAll: 'Marchează toate ca citite',
      markRead: 'Marchează ca citită',
      unread: 'Necitită',
      empty: 'Nu ai notificări.',
      failed: 'Notificările nu pot fi încărcate acum.',
      retry: 'Reîncearcă',
      loading: 'Se încarcă…',
      count: (n) =>
        n === 0
          ? 'Nicio notificare necitită'
          : n === 1
            ? 'O notificare necitită'
            : n % 100 >= 1 && n % 100 <= 19
              ? `${n} notificări necitite`
              : `${n} de notificări necitite`,
    },
    en: {
      region: 'Notifications',
      close: 'Close the notification',
      later: 'Later',
      seeBonus: 'See the bonus',
      bonusTitle: 'New bonus',
      hub: 'Notifications',
      markAll: 'Mark all as read',
      markRead: 'Mark as read',
      unread: 'Unread',
      empty: 'You have no notifications.',
      failed: 'Notifications cannot be loaded right now.',
      retry: 'Try again',
      loading: 'Loading…',
      count: (n) =>
        n === 0 ? 'No unread notifications' : n === 1 ? '1 unread notification' : `${n} unread notifications`,
    },
  };

  function locale(props) {
    return String(props.locale || 'ro').startsWith('en') ? 'en' : 'ro';
  }

  function escapeHtml(text) {
    return String(text ?? '').replace(
      /[&<>"']/g,
      (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
    );
  }

  /** The notification of an in-app event, or null when the detail is not one this kind of event carries. */
  function notificationOf(event) {
    const detail = event?.detail;
    if (
      !detail ||
      typeof detail !== 'object' ||
      typeof detail.id !== 'string' ||
      typeof detail.message !== 'string'
    )
      return null;
    if (event.type === EVENTS.simple) return detail.type === 'SIMPLE_MESSAGE' ? detail : null;
    return BONUS_KINDS.includes(detail.type) && detail.bonusId !== undefined ? detail : null;
  }

  /** "acum 5 minute" / "5 minutes ago". */
  function relativeTime(iso, locale) {
    const seconds = (Date.parse(iso) - Date.now()) / 1000;
    if (Number.isNaN(seconds)) return '';
    const format = new Intl.RelativeTimeFormat(locale === 'en' ? 'en-GB' : 'ro-RO', { numeric: 'auto' });
    const steps = [
      ['day', 86_400],
      ['hour', 3600],
      ['minute', 60],
    ];
    for (const [unit, size] of steps)
      if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
    return format.format(0, 'minute');
  }

  /** Asks the host to show a bonus; true when the host handled it (prevented the event). */
  function requestBonus(notification) {
    return !window.dispatchEvent(
      new CustomEvent(ACTION_EVENT, {
        detail: { action: 'open-bonus', notificationId: notification.id, bonusId: notification.bonusId },
        cancelable: true,
      }),
    );
  }

  return { EVENTS, BONUS_KINDS, TEXTS, locale, escapeHtml, notificationOf, relativeTime, requestBonus };
})();
