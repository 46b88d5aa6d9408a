/**
 * The in-app-notification and notification-hub micro-frontends mounted in a jsdom portal page, fed the
 * way the portal will feed them: each broker notification dispatched as core's in-app events, with the
 * notification as `detail`.
 */
import {
  inAppEvents,
  NOTIFICATION_PATHS,
  NotificationAction,
  type Notification as NotificationBody,
  parseNotification,
} from '@casino/core/notifications';
import type { TestElement, TestWindow } from 'jsdom';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfeProps, portalPage, waitFor } from './portal-page.ts';
import { browserClient, logIn, testSandbox } from './test-support.ts';

const { app, cleanup } = testSandbox();
beforeAll(() => app.ready());
afterAll(cleanup);

/** What the portal does with a broker message: every in-app event of its kind, the notification as detail. */
function dispatchNotification(window: TestWindow, notification: NotificationBody): void {
  for (const name of inAppEvents(notification.type))
    window.dispatchEvent(new window.CustomEvent(name, { detail: notification }));
}

/** A notification as the broker would send it (pushed through test control to a player with no connection). */
async function pushed(username: string, body: Record<string, unknown>): Promise<NotificationBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/__sandbox/push/notification',
    payload: { username, ...body },
  });
  const notification = parseNotification(JSON.stringify(response.json().notification));
  if (!notification) throw new Error(`not a notification: ${response.body}`);
  return notification;
}

const key = (window: TestWindow, target: TestElement | null, name: string) =>
  target?.dispatchEvent(new window.KeyboardEvent('keydown', { key: name, bubbles: true }));
const text = (element: TestElement | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('in-app-notification', () => {
  const setup = async (locale = 'ro', props: Record<string, unknown> = {}) => {
    const page = await portalPage(app, { identity: false, events: ['notificationAction'] });
    await page.load('in-app-notification');
    const mounted = page.mount('in-app-notification', { ...mfeProps(locale, 'demo'), ...props });
    return { ...page, mounted };
  };

  it('shows a SIMPLE_MESSAGE as a toast in a polite live region, once per id, closed by its button or Escape', async () => {
    const page = await setup();
    const notification = await pushed('nou', {
      type: 'SIMPLE_MESSAGE',
      title: 'Turneu nou',
      message: 'Începe diseară.',
    });
    const region = page.host.querySelector('section.ian') as TestElement;
    expect(region.getAttribute('aria-label')).toBe('Notificări');
    expect(page.host.querySelector('.ian-stack')?.getAttribute('aria-live')).toBe('polite');
    dispatchNotification(page.window, notification);
    dispatchNotification(page.window, notification);
    const toasts = () => page.host.querySelectorAll('.ian-toast');
    expect(toasts().length).toBe(1);
    const toast = toasts()[0] as TestElement;
    expect(toast.getAttribute('role')).toBe('group');
    expect(text(page.window.document.getElementById(toast.getAttribute('aria-labelledby') ?? ''))).toBe(
      'Turneu nou',
    );
    expect(text(toast)).toContain('Începe diseară.');
    const close = toast.querySelector('.ian-close') as TestElement;
    expect(close.getAttribute('aria-label')).toBe('Închide notificarea: Turneu nou');
    close.click();
    expect(toasts().length).toBe(0);

    dispatchNotification(page.window, await pushed('nou', { type: 'SIMPLE_MESSAGE' }));
    key(page.window, page.host.querySelector('.ian-close'), 'Escape');
    expect(toasts().length).toBe(0);
  });

  it('keeps three toasts at most, lets them go after toastMs, and ignores what is not its kind', async () => {
    const page = await setup('ro', { toastMs: 40 });
    for (let index = 0; index < 4; index++)
      dispatchNotification(
        page.window,
        await pushed('nou', { type: 'SIMPLE_MESSAGE', title: `Mesaj ${index}` }),
      );
    expect([...Array.from(page.host.querySelectorAll('.ian-title'))].map(text)).toEqual([
      'Mesaj 1',
      'Mesaj 2',
      'Mesaj 3',
    ]);
    await waitFor(() => page.host.querySelectorAll('.ian-toast').length === 0, 'the toasts to go');
    page.window.dispatchEvent(
      new page.window.CustomEvent('FTNInAppSimple', { detail: { id: 'x', type: 'BONUS', message: 'm' } }),
    );
    page.window.dispatchEvent(
      new page.window.CustomEvent('FTNInAppBonus', { detail: { id: 'y', type: 'BONUS', message: 'm' } }),
    );
    page.window.dispatchEvent(new page.window.CustomEvent('FTNInAppSimple', { detail: 'text' }));
    expect(page.host.querySelectorAll('.ian-toast, .ian-dialog').length).toBe(0);
  });

  it('shows a bonus as an alert dialog that takes focus, hands "see the bonus" to the host and gives focus back', async () => {
    const page = await setup();
    page.window.addEventListener('notificationAction', (event) => event.preventDefault());
    const outside = page.window.document.getElementById('outside') as TestElement;
    outside.focus();
    const state = (await app.inject({ url: '/__sandbox/players/demo' })).json();
    const first = await pushed('demo', { type: 'BONUS' });
    const second = await pushed('demo', { type: 'BONUS_2', bonusId: 1001, title: 'Rotiri de weekend' });
    dispatchNotification(page.window, first);
    dispatchNotification(page.window, second);
    const dialog = page.host.querySelector('[role="alertdialog"]') as TestElement;
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(text(page.window.document.getElementById(dialog.getAttribute('aria-labelledby') ?? ''))).toBe(
      'Bonus nou',
    );
    expect(text(page.window.document.getElementById(dialog.getAttribute('aria-describedby') ?? ''))).toBe(
      'Ai primit bonusul „Cadou de ziua ta”. Vezi detaliile în cont.',
    );
    const see = dialog.querySelector('[data-action="open-bonus"]') as TestElement;
    expect(page.window.document.activeElement).toBe(see);
    expect(see.getAttribute('href')).toBe('http://localhost:4000/account/dashboard');
    see.click();
    expect(page.events.map((event) => v.parse(NotificationAction, event.detail))).toEqual([
      { action: 'open-bonus', notificationId: first.id, bonusId: Number(state.pendingBonusCode) },
    ]);
    // The next bonus waited its turn; Escape closes it and focus goes back to the page.
    await waitFor(
      () => text(page.host.querySelector('.ian-dialog-title')) === 'Rotiri de weekend',
      'the second bonus',
    );
    key(page.window, page.window.document.activeElement, 'Escape');
    expect(page.host.querySelector('[role="alertdialog"]')).toBeNull();
    expect(page.window.document.activeElement).toBe(outside);
  });

  it('speaks English, and hears nothing once unmounted', async () => {
    const page = await setup('en');
    dispatchNotification(page.window, await pushed('demo', { type: 'BONUS_4', bonusId: 1003 }));
    expect(text(page.host.querySelector('[data-action="later"]'))).toBe('Later');
    expect(text(page.host.querySelector('[data-action="open-bonus"]'))).toBe('See the bonus');
    (page.host.querySelector('[data-action="later"]') as TestElement).click();
    page.mounted.unmount();
    expect(page.host.innerHTML).toBe('');
    dispatchNotification(page.window, await pushed('demo', { type: 'SIMPLE_MESSAGE' }));
    expect(page.host.innerHTML).toBe('');
  });
});

describe('notification-hub', () => {
  /** A new logged-in player's portal page with the hub's bundle loaded, not mounted yet. */
  const playerPage = async () => {
    const client = browserClient(app);
    const created = await app.inject({
      method: 'POST',
      url: '/__sandbox/players',
      payload: { profile: 'demo' },
    });
    const { username } = created.json() as { username: string };
    await logIn(client, username);
    const page = await portalPage(app, { identity: false, jar: client.jar, events: ['notificationAction'] });
    await page.load('notification-hub');
    return { ...page, client, username };
  };
  const setup = async (locale = 'ro') => {
    const page = await playerPage();
    const mounted = page.mount('notification-hub', mfeProps(locale, page.username));
    const bell = page.host.querySelector('.nh-bell') as TestElement;
    const panel = page.host.querySelector('.nh-panel') as TestElement;
    return { ...page, mounted, bell, panel };
  };

  it('shows the unread count on a bell that discloses the list, and announces it', async () => {
    const page = await setup();
    await waitFor(
      () => page.bell.getAttribute('aria-label') === 'Notificări, 2 notificări necitite',
      'the count',
    );
    expect(text(page.host.querySelector('.nh-badge'))).toBe('2');
    expect(text(page.host.querySelector('[role="status"]'))).toBe('2 notificări necitite');
    expect(page.bell.getAttribute('aria-expanded')).toBe('false');
    expect(page.bell.getAttribute('aria-controls')).toBe(page.panel.id);
    expect(page.panel.hidden).toBe(true);
    page.bell.click();
    expect(page.bell.getAttribute('aria-expanded')).toBe('true');
    expect(page.panel.hidden).toBe(false);
    expect(page.panel.getAttribute('role')).toBe('region');
    expect(text(page.window.document.getElementById(page.panel.getAttribute('aria-labelledby') ?? ''))).toBe(
      'Notificări',
    );
    const items = Array.from(page.panel.querySelectorAll('.nh-item'));
    expect(items.map((item) => text(item.querySelector('.nh-title')))).toEqual([
      'Necitită: Un cadou pentru tine',
      'Necitită: Mentenanță programată',
      'Turneu nou: Cupa Rotirilor',
    ]);
    expect(text(items[0]?.querySelector('time') ?? null)).toBe('acum 10 minute');
    expect(items[0]?.querySelector('[data-action="open-bonus"]')).not.toBeNull();
    expect(items[2]?.querySelector('[data-action="read"]')).toBeNull();
  });

  it('marks one and all read on the gateway, and hands a bonus to the host', async () => {
    const page = await setup();
    page.window.addEventListener('notificationAction', (event) => event.preventDefault());
    await waitFor(() => page.panel.querySelectorAll('.nh-item').length === 3, 'the list');
    page.bell.click();
    const read = page.panel.querySelectorAll('[data-action="read"]')[1] as TestElement;
    read.focus();
    read.click();
    await waitFor(
      () => page.bell.getAttribute('aria-label') === 'Notificări, O notificare necitită',
      'one read',
    );
    expect(page.window.document.activeElement).toBe(page.panel.querySelector('h2'));
    expect((await page.client.get(NOTIFICATION_PATHS.history)).json().unreadCount).toBe(1);

    (page.panel.querySelector('[data-action="open-bonus"]') as TestElement).click();
    expect(v.parse(NotificationAction, page.events[0]?.detail)).toMatchObject({ action: 'open-bonus' });
    await waitFor(() => page.bell.getAttribute('aria-label') === 'Notificări', 'the bonus read');

    dispatchNotification(page.window, await pushed(page.username, { type: 'SIMPLE_MESSAGE', title: 'Live' }));
    await waitFor(
      () => text(page.panel.querySelector('.nh-title')) === 'Necitită: Live',
      'the live notification',
    );
    expect(text(page.host.querySelector('.nh-badge'))).toBe('1');
    (page.panel.querySelector('[data-action="read-all"]') as TestElement).click();
    await waitFor(() => page.bell.getAttribute('aria-label') === 'Notificări', 'all read');
    expect((page.host.querySelector('.nh-badge') as TestElement).hidden).toBe(true);
  });

  it('closes on Escape (focus back on the bell) and on a click outside', async () => {
    const page = await setup();
    await waitFor(() => page.panel.querySelectorAll('.nh-item').length === 3, 'the list');
    page.bell.click();
    key(page.window, page.panel.querySelector('[data-action="read"]'), 'Escape');
    expect(page.panel.hidden).toBe(true);
    expect(page.window.document.activeElement).toBe(page.bell);
    page.bell.click();
    (page.window.document.getElementById('outside') as TestElement).click();
    expect(page.panel.hidden).toBe(true);
    expect(page.bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives up its call when unmounted, so no unread answer holds a connection to the gateway', async () => {
    const page = await playerPage();
    const mounted = page.mount('notification-hub', mfeProps('ro', page.username));
    expect(page.signals.map((signal) => signal.aborted)).toEqual([false]);
    mounted.unmount();
    expect(page.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('shows nothing to a guest or once the session is gone, and speaks English', async () => {
    const page = await setup('en');
    await waitFor(
      () => page.bell.getAttribute('aria-label') === 'Notifications, 2 unread notifications',
      'English',
    );
    await app.inject({ method: 'POST', url: `/__sandbox/players/${page.username}/logout` });
    page.mounted.update({ locale: 'ro' });
    await waitFor(
      () => (page.host.querySelector('.nh') as TestElement).hidden,
      'hidden after the session ended',
    );
    page.mounted.update({ username: null });
    expect((page.host.querySelector('.nh') as TestElement).hidden).toBe(true);
    page.mounted.unmount();
    expect(page.host.innerHTML).toBe('');
  });
});
