// @vitest-environment jsdom

import type { GatewayLoginAnswer } from '@casino/core/gateway-schemas';
import { MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '~/platform/browser/identity';
import type { PublicConfig } from '~/shared/context/public-config';
import { MODALS } from '~/shared/modals/modal-ids';
import { closeAllModals, modalStore, showModal } from '~/shared/modals/modal-store';
import { NO_SNACKBARS, runSnackbarAction, snackbarStore } from '~/shared/snackbars/snackbar-store';
import type { SessionDependencies, SessionGateway } from './session';
import { currentSession, sessionSettled } from './session-instance';
import { followRedirect, startSessionServices } from './start-session-services';

const config = {
  frameAncestors: [],
  identityScriptUrl: 'http://identity.invalid/script.js',
  redirectOrigins: [],
  gatewayUrl: 'http://gateway.invalid',
} as unknown as PublicConfig;

/** The identity script's answers: nobody logged in there, and a temporary token for a login. */
function fakeIdentity(): IdentityClient {
  return {
    loggedInPlayer: async () => ({ errorCode: 0, player: null }),
    temporaryToken: async () => ({ errorCode: 0, temporaryToken: 'tmp-1' }),
    logout: async () => ({ errorCode: 0 }),
    keepAlive: async () => ({ errorCode: 0 }),
  } as unknown as IdentityClient;
}

function fakeGateway() {
  return {
    login: vi.fn<SessionGateway['login']>(async () => ({
      ok: true,
      answer: { sessionToken: 'session-1', notificationToken: 'note-1' } as GatewayLoginAnswer,
    })),
    validateSession: vi.fn(async () => ({ validateSessionTokens: [] })),
    logout: vi.fn(async () => ({})),
    keepAlive: vi.fn(async () => ({ sessionValid: true })),
  } satisfies SessionGateway;
}

const stops: (() => void)[] = [];
beforeEach(() => {
  // A desktop browser (jsdom has no media queries).
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});

/** The page's session services over a fake identity script; the gateway is a fake too unless `real`. */
function start(services: Partial<SessionDependencies> = {}, { realGateway = false } = {}) {
  const onGatewayLoad = vi.fn();
  const gateway = fakeGateway();
  const playerData = { load: vi.fn(), clear: vi.fn() };
  const stop = startSessionServices({
    config,
    language: () => 'ro',
    onGatewayLoad,
    services: {
      identity: async () => fakeIdentity(),
      ...(realGateway ? {} : { gateway }),
      playerData,
      ...services,
    },
  });
  stops.push(stop);
  const session = currentSession();
  if (!session) throw new Error('No page session');
  return { session, stop, gateway, playerData, onGatewayLoad };
}

const toasts = () => snackbarStore.get().items.map((item) => item.title);
const loginMessage = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent(MICRO_FRONTEND_EVENTS.loginMessage, { detail }));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  snackbarStore.set(NO_SNACKBARS);
  closeAllModals();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test page's cookies
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-player');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the start of the page’s session (shell.md section 4)', () => {
  it('makes the page’s session and settles a guest without the gateway’s code', async () => {
    const { session, onGatewayLoad } = start({}, { realGateway: true });
    expect(await sessionSettled(session)).toMatchObject({ status: 'guest', startupFailed: false });
    expect(document.documentElement.hasAttribute('data-player')).toBe(false);
    expect(onGatewayLoad).not.toHaveBeenCalled();
    // The device id cookie is written by the start.
    expect(document.cookie).toMatch(/browser_uuid=/);
  });

  it('a start that fails is one lasting toast whose action reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, search: '' });
    const { session } = start({ identity: () => Promise.reject(new Error('script blocked')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sessionSettled(session);
    await session.start();
    expect(toasts()).toEqual(['errors.auth.startup']);
    const [toast] = snackbarStore.get().items;
    expect(toast).toMatchObject({ timeout: 0, actionText: 'errors.refreshPage' });
    runSnackbarAction(toast!.id);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the login dialog’s rejection is a toast; an undocumented reason reads as a server error', async () => {
    const { session } = start();
    await sessionSettled(session);
    loginMessage({ status: 'failure', reason: 'invalid-credentials' });
    loginMessage({ status: 'failure', reason: 'no-such-reason' });
    loginMessage({ hello: 'world' });
    expect(toasts()).toEqual(['errors.auth.invalid-credentials', 'errors.auth.server-error']);
  });

  it('the login dialog’s login closes it and completes the login at the gateway', async () => {
    const { session, gateway, playerData } = start();
    await sessionSettled(session);
    showModal(MODALS.login.id, MODALS.login.priority);
    loginMessage({ status: 'success', username: 'demo', remember: true });
    expect(modalStore.get().some((modal) => modal.id === MODALS.login.id)).toBe(false);
    await vi.waitFor(() =>
      expect(session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' }),
    );
    expect(gateway.login).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'demo', ims_temporary_token: 'tmp-1' }),
    );
    expect(playerData.load).toHaveBeenCalledWith('demo');
    expect(document.cookie).toMatch(/username_rememberMe=demo/);
    expect(document.documentElement.hasAttribute('data-player')).toBe(true);
  });

  it('a native login in the query completes after the authentication order, with its token', async () => {
    window.history.replaceState(null, '', '/?username=ana&token=native-1');
    const { session, gateway } = start();
    await vi.waitFor(() =>
      expect(session.getState()).toMatchObject({ status: 'authenticated', username: 'ana' }),
    );
    expect(gateway.login).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ username: 'ana', ims_temporary_token: 'native-1' }),
    );
  });

  it('stopping undoes the wiring: no page session, no login messages, no timers', async () => {
    const { session, stop } = start();
    await sessionSettled(session);
    const dispose = vi.spyOn(session, 'dispose');
    stop();
    expect(currentSession()).toBeNull();
    expect(dispose).toHaveBeenCalledOnce();
    loginMessage({ status: 'failure', reason: 'invalid-credentials' });
    expect(toasts()).toEqual([]);
  });
});

describe('a redirection (suspended self-exclusion; ADR 0015)', () => {
  it('is refused for an origin nobody configured', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'http://localhost',
    });
    followRedirect('https://evil.example/', ['https://sport.example.ro'], { frameAncestors: [] });
    expect(logged).toHaveBeenCalledWith('Redirection refused: not an allowed origin');
    expect(assign).not.toHaveBeenCalled();
    followRedirect('https://sport.example.ro/autoexcludere', ['https://sport.example.ro'], {
      frameAncestors: [],
    });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://sport.example.ro/autoexcludere');
  });
});
