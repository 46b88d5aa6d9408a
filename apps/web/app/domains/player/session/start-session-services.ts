/**
 * The start of the page's session in the browser, as a plain function: the session made with the real
 * services (identity script, gateway, the portal's cookies, the data layer), the page's reactions to it
 * (the player hint, the startup and session-end toasts, the host page, the login messages), and the
 * authentication order. `SessionServices` calls it once per page load; the tests call it directly.
 */
import { shouldFetchBonusLists } from '@casino/core/bonuses';
import { type AppContext, parseAppContext } from '@casino/core/device';
import { isIdentityReason } from '@casino/core/identity-api';
import { ACTIVITY_EVENTS } from '@casino/core/keep-alive';
import { LoginMessage, MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { redirectTarget } from '@casino/core/redirect-targets';
import * as v from 'valibot';
import type { PlayerDataTag } from '~/domains/player/player-data';
import { markPlayer } from '~/domains/player/player-hint';
import { type IdentityClient, identityClient, loadIdentity } from '~/platform/browser/identity';
import { readCookie, serializeCookie } from '~/platform/cookies';
import type { PublicConfig } from '~/shared/context/public-config';
import { browserDevice } from '~/shared/hooks/device';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, openNamedModal } from '~/shared/modals/modal-store';
import { dismissSnackbar, notify, snackbarStore } from '~/shared/snackbars/snackbar-store';
import { configureHost, type HostBridgeOptions, listenToHost, postToHost } from './host-bridge';
import { createSession, type Session, type SessionDependencies, type SessionGateway } from './session';
import { watchSessionEnd } from './session-end-notice';
import { SESSION_EVENTS } from './session-events';
import { currentSession, setCurrentSession } from './session-instance';

export interface SessionServicesOptions {
  config: PublicConfig;
  /** The page's language, read when the gateway's code loads (later changes are the caller's). */
  language: () => string;
  /** The gateway's code has loaded: from now on the caller passes language changes on to it. */
  onGatewayLoad?: () => void;
  /** Replaces some of the browser's services (tests: the identity script, the gateway). */
  services?: Partial<SessionDependencies>;
}

/**
 * Creates the page's session, wires the page to it and starts the authentication order; the returned
 * function undoes all of it (the listeners, the session's timers, the page's current session).
 */
export function startSessionServices(options: SessionServicesOptions): () => void {
  const host: HostBridgeOptions = { frameAncestors: options.config.frameAncestors };
  const app = parseAppContext(new URLSearchParams(window.location.search));
  const session = createSession({ ...browserServices(options, host, app), ...options.services });
  setCurrentSession(session);
  const stops = [
    watchPlayerHint(session),
    watchStartupFailure(session),
    watchEndNotice(session),
    listenToHost(session, host),
    listenToLoginMessages(session),
    trackLoggedInPlayers(),
  ];
  configureHost(host, app.embedded);
  void start(session, app.credentials);
  return () => {
    for (const stop of stops) stop();
    if (currentSession() === session) setCurrentSession(null);
    session.dispose();
  };
}

/** The authentication order; then a native login (username and token in the query, kept as a pair). */
async function start(session: Session, credentials: AppContext['credentials']): Promise<void> {
  await session.start();
  if (credentials && session.getState().username !== credentials.username)
    void session.completeLogin(credentials.username, { token: credentials.token });
}

/** The bonus lists' failure tags: one toast for them (shell.md section 8). */
const BONUS_LIST_TAGS: ReadonlySet<string> = new Set([
  'bonuses',
  'gaming_bonuses',
  'bonus_templates',
  'marketing_tags',
]);

function browserServices(
  { config, language, onGatewayLoad }: SessionServicesOptions,
  host: HostBridgeOptions,
  app: AppContext,
): SessionDependencies {
  const identity = identityLoader(config.identityScriptUrl);
  return {
    identity,
    gateway: lazyGateway(config, () => {
      onGatewayLoad?.();
      return language();
    }),
    cookies: documentCookies,
    locale: () => document.documentElement.lang.slice(0, 2) || 'ro',
    device: sessionDevice,
    // No bonus list in a native view (shell.md section 6).
    playerData: playerData(identity, shouldFetchBonusLists({ loggedIn: true, nativeView: app.nativeView })),
    redirect: (url) => followRedirect(url, config.redirectOrigins, host),
    notify: (key) => notify({ type: 'alert', title: key, limit: 1 }),
    emit: (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail })),
    observeActivity,
  };
}

/** The identity script's client, loaded on the first call; a failed load is tried again on the next. */
function identityLoader(scriptUrl: string): () => Promise<IdentityClient> {
  let client: Promise<IdentityClient> | null = null;
  return () => {
    client ??= loadIdentity({ scriptUrl }).then(identityClient);
    client.catch(() => {
      client = null;
    });
    return client;
  };
}

const documentCookies: SessionDependencies['cookies'] = {
  get: (name) => readCookie(document.cookie, name) ?? null,
  set(name, value, maxAge) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
    document.cookie = serializeCookie(name, value, { maxAge, requestUrl: window.location.href });
  },
  remove(name) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = serializeCookie(name, '', { maxAge: 0, requestUrl: window.location.href });
  },
};

/**
 * The gateway for the session, its code loaded on the first call: a guest's page (no session cookie, no
 * remembered player, none at the identity provider) never calls it, so never downloads it (issue 13,
 * ADR 0018). Once loaded, `domains/player/gateway` is configured for every other feature.
 */
function lazyGateway(config: PublicConfig, language: () => string): SessionGateway {
  let client: ReturnType<typeof loadGateway> | null = null;
  const load = () => {
    client ??= loadGateway(config, language);
    client.catch(() => {
      client = null;
    });
    return client;
  };
  return {
    login: async (request) => (await load()).login(request),
    validateSession: async () => (await load()).validateSession(),
    logout: async (params) => (await load()).logout(params),
    keepAlive: async (millis) => (await load()).keepAlive(millis),
  };
}

async function loadGateway(config: PublicConfig, language: () => string) {
  const { configureGateway, setGatewayLanguage } = await import('~/domains/player/gateway');
  setGatewayLanguage(language());
  return configureGateway(config);
}

function sessionDevice(): ReturnType<SessionDependencies['device']> {
  const device = browserDevice();
  return {
    deviceType: device.mobile ? 'mobile' : 'desktop',
    osName: device.os ?? 'other',
    clientPlatform: device.mobile ? 'mobile' : 'web',
  };
}

/** The player's data; its code comes with the first player (never for a guest). */
function playerData(
  identity: () => Promise<IdentityClient>,
  bonusLists: boolean,
): SessionDependencies['playerData'] {
  const failed = (tag: PlayerDataTag, error: unknown) => {
    console.error(`Player data failed: ${tag}`, error);
    if (tag === 'messages') notify({ type: 'alert', title: 'errors.auth.messages', limit: 1 });
    if (BONUS_LIST_TAGS.has(tag))
      notify({ type: 'alert', title: 'errors.failed-to-fetch-player-bonuses', limit: 1 });
  };
  return {
    load: (username) =>
      void import('~/domains/player/player-data').then(({ loadPlayerData }) =>
        loadPlayerData(username, identity, failed, { bonusLists }),
      ),
    clear: () => void import('~/domains/player/player-data').then(({ clearPlayerData }) => clearPlayerData()),
  };
}

/**
 * A redirection (suspended self-exclusion), only to the portal itself or a configured origin (ADR
 * 0015). Inside a host page the top window goes there (the host decides); alone, this window does.
 */
export function followRedirect(url: string, allowedOrigins: string[], host: HostBridgeOptions): void {
  const origin = window.location.origin;
  const target = redirectTarget(url, { origin, allowedOrigins });
  if (!target) {
    console.error('Redirection refused: not an allowed origin');
    return;
  }
  const address = new URL(target.href, origin).href;
  if (!postToHost({ type: 'redirectURL', url: address }, host)) window.location.assign(address);
}

function observeActivity(onActivity: () => void): () => void {
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
  return () => {
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
  };
}

/** The page's player hint (the `data-player` attribute) follows the settled session. */
function watchPlayerHint(session: Session): () => void {
  return session.subscribe(() => {
    const { status } = session.getState();
    if (status !== 'pending') markPlayer(status === 'authenticated');
  });
}

/** A start that failed is one lasting toast whose action reloads the page. */
function watchStartupFailure(session: Session): () => void {
  const stop = session.subscribe(() => {
    if (!session.getState().startupFailed) return;
    stop();
    notify({
      type: 'alert',
      title: 'errors.auth.startup',
      actionText: 'errors.refreshPage',
      timeout: 0,
      ignoreClick: true,
      limit: 1,
      onAction: () => window.location.reload(),
    });
  });
  return stop;
}

/** A session ended by the platform, the idle limit or another device: why, and the login here. */
function watchEndNotice(session: Session): () => void {
  return watchSessionEnd(session, {
    show: ({ title, actionText, onAction }) =>
      notify({ type: 'alert', title, actionText, onAction, timeout: 0, ignoreClick: true, limit: 1 }),
    hide: (title) => {
      for (const item of snackbarStore.get().items) if (item.title === title) dismissSnackbar(item.id);
    },
    openLogin: () => openNamedModal('login'),
  });
}

/** The login dialog's message: a rejection is a toast; a login closes the dialog and completes it. */
function listenToLoginMessages(session: Session): () => void {
  const onLoginMessage = (event: Event) => {
    const message = v.safeParse(LoginMessage, (event as CustomEvent).detail);
    if (!message.success) return;
    if (message.output.status === 'failure') {
      const { reason } = message.output;
      if (reason)
        notify({
          type: 'alert',
          // A reason the provider does not document reads as its server error, never as a raw key.
          title: isIdentityReason(reason) ? `errors.auth.${reason}` : 'errors.auth.server-error',
          limit: 1,
        });
      return;
    }
    hideModal(MODALS.login.id);
    if (message.output.username)
      void session.completeLogin(message.output.username, { remember: message.output.remember ?? false });
    else void session.start();
  };
  window.addEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage);
  return () => window.removeEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage);
}

/** A logged-in player is told to the analytics (its code loads with the first player). */
function trackLoggedInPlayers(): () => void {
  const onLoggedIn = (event: Event) => {
    const username = (event as CustomEvent<{ username: string }>).detail?.username;
    if (username) void import('./user-info').then(({ trackUserInfo }) => trackUserInfo(username));
  };
  window.addEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
  return () => window.removeEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
}
