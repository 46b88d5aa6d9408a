// @vitest-environment jsdom
import { MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { isModalOpen } from '@casino/core/modal-stack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_EVENTS } from '~/domains/player/session';
import { MODALS } from '~/shared/modals/modal-ids';
import { closeAllModals, hideModal, modalStore } from '~/shared/modals/modal-store';
import { snackbarStore } from '~/shared/snackbars/snackbar-store';
import { drivenSession } from '~test-support/driven-session';
import { waitForPlayer } from './login-wait';

const loginOpen = () => isModalOpen(modalStore.get(), MODALS.login.id);
const emit = (name: string, detail: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));
const turn = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise's outcome so far: its value, or 'waiting'. */
async function outcome<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([promise, turn(20).then(() => 'waiting' as const)]);
}

/**
 * What the portal does around the dialog (the session services and the login dialog): the modal hides
 * on a successful login message and when the micro-frontend asks to close.
 */
const portalHidesTheDialog = (event: Event) => {
  const detail = (event as CustomEvent).detail as { status?: string; isOpen?: boolean };
  if (detail.status === 'success' || detail.isOpen === false) hideModal(MODALS.login.id);
};

beforeEach(() => {
  window.addEventListener(MICRO_FRONTEND_EVENTS.loginMessage, portalHidesTheDialog);
  window.addEventListener(MICRO_FRONTEND_EVENTS.loginDialogVisibility, portalHidesTheDialog);
});
afterEach(() => {
  window.removeEventListener(MICRO_FRONTEND_EVENTS.loginMessage, portalHidesTheDialog);
  window.removeEventListener(MICRO_FRONTEND_EVENTS.loginDialogVisibility, portalHidesTheDialog);
  closeAllModals();
});

describe('real play waits for a player (catalogue.md section 4)', () => {
  it('a player plays at once, without the dialog', async () => {
    const { session } = drivenSession('authenticated', 'demo');
    expect(await waitForPlayer(session)).toBe('demo');
    expect(loginOpen()).toBe(false);
  });

  it('a pending session is waited for: a remembered player is never asked to log in', async () => {
    const driven = drivenSession('pending');
    const waiting = waitForPlayer(driven.session);
    expect(await outcome(waiting)).toBe('waiting');
    expect(loginOpen()).toBe(false);
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(await waiting).toBe('demo');
    expect(loginOpen()).toBe(false);
  });

  it('a guest gets the dialog; the launch waits for the login message, the close and the gateway session', async () => {
    const driven = drivenSession('pending');
    const waiting = waitForPlayer(driven.session);
    driven.move({ status: 'guest' });
    await turn();
    expect(loginOpen()).toBe(true);
    expect(await outcome(waiting)).toBe('waiting');

    // The micro-frontend: the message, then the close; the portal hides the modal on the message.
    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'success', username: 'demo' });
    emit(MICRO_FRONTEND_EVENTS.loginDialogVisibility, { isOpen: false });
    expect(loginOpen()).toBe(false);
    // The session is still opening the gateway session: no token can be had yet.
    expect(await outcome(waiting)).toBe('waiting');
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(await waiting).toBe('demo');
    expect(driven.listeners.size).toBe(0);
  });

  it('the close and the message in either order, in one moment, still launch', async () => {
    const driven = drivenSession('guest');
    const waiting = waitForPlayer(driven.session);
    await turn();
    emit(MICRO_FRONTEND_EVENTS.loginDialogVisibility, { isOpen: false });
    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'success', username: 'demo' });
    await turn(5);
    expect(await outcome(waiting)).toBe('waiting');
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(await waiting).toBe('demo');
  });

  it('a login while the dialog still shows waits for the close (core: the dialog must be closed)', async () => {
    const driven = drivenSession('guest');
    const waiting = waitForPlayer(driven.session);
    await turn();
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(await outcome(waiting)).toBe('waiting');
    hideModal(MODALS.login.id);
    expect(await waiting).toBe('demo');
  });

  it('the dialog closed without a login gives up quietly', async () => {
    const driven = drivenSession('guest');
    const snackbars = snackbarStore.get();
    const waiting = waitForPlayer(driven.session);
    await turn();
    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'failure', reason: 'invalid-credentials' });
    expect(await outcome(waiting)).toBe('waiting');
    hideModal(MODALS.login.id);
    expect(await waiting).toBeNull();
    expect(snackbarStore.get()).toBe(snackbars);
    expect(driven.listeners.size).toBe(0);
    // A later login does not bring the abandoned launch back.
    driven.move({ status: 'authenticated', username: 'demo' });
  });

  it('a login message whose gateway login never completes gives up after the wait', async () => {
    const driven = drivenSession('guest');
    const waiting = waitForPlayer(driven.session, { gatewayLoginWaitMs: 50 });
    await turn();
    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'success', username: 'suspendat' });
    expect(await outcome(waiting)).toBe('waiting');
    expect(await waiting).toBeNull();
  });

  it('a login message whose gateway login fails gives up when the session says so', async () => {
    const driven = drivenSession('guest');
    const waiting = waitForPlayer(driven.session);
    await turn();
    emit(MICRO_FRONTEND_EVENTS.loginMessage, { status: 'success', username: 'demo' });
    expect(await outcome(waiting)).toBe('waiting');
    emit(SESSION_EVENTS.loginFailed, { username: 'demo' });
    expect(await outcome(waiting)).toBeNull();
  });

  it('leaving drops the wait, pending or at the dialog', async () => {
    const pending = drivenSession('pending');
    const first = new AbortController();
    const waitingForSession = waitForPlayer(pending.session, { signal: first.signal });
    first.abort();
    expect(await waitingForSession).toBeNull();

    const guest = drivenSession('guest');
    const second = new AbortController();
    const waitingForLogin = waitForPlayer(guest.session, { signal: second.signal });
    await turn();
    expect(loginOpen()).toBe(true);
    second.abort();
    expect(await waitingForLogin).toBeNull();
    expect(guest.listeners.size).toBe(0);
  });
});
