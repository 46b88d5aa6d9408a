/**
 * Creates the page's session after hydration with the real services (identity script, gateway, the
 * portal's cookies, the data layer) and runs the authentication order once the identity script loads.
 * Mounted once by the page services above the layouts, so a navigation keeps the session.
 */
import { shouldFetchBonusLists } from '@casino/core/bonuses';
import { parseAppContext } from '@casino/core/device';
import { isIdentityReason } from '@casino/core/identity-api';
import { ACTIVITY_EVENTS } from '@casino/core/keep-alive';
import { LoginMessage, MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { redirectTarget } from '@casino/core/redirect-targets';
import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import * as v from 'valibot';
import type { PlayerDataTag } from '~/domains/player/player-data';
import { markPlayer } from '~/domains/player/player-hint';
import { type IdentityClient, identityClient, loadIdentity } from '~/platform/browser/identity';
import { readCookie, serializeCookie } from '~/platform/cookies';
import { usePreview } from '~/shared/context/content-context';
import { type PublicConfig, usePublicConfig } from '~/shared/context/public-config';
import { browserDevice } from '~/shared/hooks/device';
import { useLocale } from '~/shared/i18n/i18n';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, openNamedModal } from '~/shared/modals/modal-store';
import { dismissSnackbar, notify, snackbarStore } from '~/shared/snackbars/snackbar-store';
import { configureHost, hostOrigin, listenToHost, postToHost } from './host-bridge';
import { watchSettledPlayer } from './preview-follows-session';
import { createSession, type SessionCookies, type SessionGateway } from './session';
import { watchSessionEnd } from './session-end-notice';
import { SESSION_EVENTS } from './session-events';
import { currentSession, setCurrentSession, useSessionObject } from './session-instance';

/** The bonus lists' failure tags: one toast for them (shell.md section 8). */
const BONUS_LIST_TAGS: ReadonlySet<string> = new Set([
  'bonuses',
  'gaming_bonuses',
  'bonus_templates',
  'marketing_tags',
]);

const documentCookies: SessionCookies = {
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

/** The page's language for the gateway: kept here until its code loads, then passed on. */
async function changeGatewayLanguage(locale: string): Promise<void> {
  const { setGatewayLanguage } = await import('~/domains/player/gateway');
  setGatewayLanguage(locale);
}

function observeActivity(onActivity: () => void): () => void {
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
  return () => {
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
  };
}

export function SessionServices() {
  const config = usePublicConfig();
  const locale = useLocale();

  const language = useRef(locale);
  const gatewayLoaded = useRef(false);
  useEffect(() => {
    language.current = locale;
    if (gatewayLoaded.current) void changeGatewayLanguage(locale);
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per page load
  useEffect(() => {
    const host = { frameAncestors: config.frameAncestors };
    const sessionGateway = lazyGateway(config, () => {
      gatewayLoaded.current = true;
      return language.current;
    });
    let client: Promise<IdentityClient> | null = null;
    const identity = () => {
      client ??= loadIdentity({ scriptUrl: config.identityScriptUrl }).then(identityClient);
      // A failed load is tried again on the next call.
      client.catch(() => {
        client = null;
      });
      return client;
    };
    const app = parseAppContext(new URLSearchParams(window.location.search));
    const session = createSession({
      identity,
      gateway: sessionGateway,
      cookies: documentCookies,
      locale: () => document.documentElement.lang.slice(0, 2) || 'ro',
      device: () => {
        const device = browserDevice();
        return {
          deviceType: device.mobile ? 'mobile' : 'desktop',
          osName: device.os ?? 'other',
          clientPlatform: device.mobile ? 'mobile' : 'web',
        };
      },
      playerData: {
        // The player's data code comes with the first player (never for a guest).
        load: (username) =>
          void import('~/domains/player/player-data').then(({ loadPlayerData }) =>
            loadPlayerData(
              username,
              identity,
              (tag: PlayerDataTag, error: unknown) => {
                console.error(`Player data failed: ${tag}`, error);
                if (tag === 'messages') notify({ type: 'alert', title: 'errors.auth.messages', limit: 1 });
                if (BONUS_LIST_TAGS.has(tag))
                  notify({ type: 'alert', title: 'errors.failed-to-fetch-player-bonuses', limit: 1 });
              },
              // No bonus list in a native view (shell.md section 6).
              { bonusLists: shouldFetchBonusLists({ loggedIn: true, nativeView: app.nativeView }) },
            ),
          ),
        clear: () =>
          void import('~/domains/player/player-data').then(({ clearPlayerData }) => clearPlayerData()),
      },
      redirect: (url) => {
        // Only to the portal itself or a configured origin (ADR 0015).
        const origin = window.location.origin;
        const target = redirectTarget(url, { origin, allowedOrigins: config.redirectOrigins });
        if (!target) return console.error('Redirection refused: not an allowed origin');
        const address = new URL(target.href, origin).href;
        // Inside a host page the top window goes there (the host decides); alone, this window does.
        if (!postToHost({ type: 'redirectURL', url: address }, host)) window.location.assign(address);
      },
      notify: (key) => notify({ type: 'alert', title: key, limit: 1 }),
      emit: (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail })),
      observeActivity,
    });
    setCurrentSession(session);
    const stopHint = session.subscribe(() => {
      const { status } = session.getState();
      if (status !== 'pending') markPlayer(status === 'authenticated');
    });
    const stopWatchingStartup = session.subscribe(() => {
      if (!session.getState().startupFailed) return;
      stopWatchingStartup();
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
    // A session ended by the platform, the idle limit or another device: why, and the login here.
    const stopWatchingEnd = watchSessionEnd(session, {
      show: ({ title, actionText, onAction }) =>
        notify({ type: 'alert', title, actionText, onAction, timeout: 0, ignoreClick: true, limit: 1 }),
      hide: (title) => {
        for (const item of snackbarStore.get().items) if (item.title === title) dismissSnackbar(item.id);
      },
      openLogin: () => openNamedModal('login'),
    });
    const stopHost = listenToHost(session, host);
    configureHost(host, app.embedded);
    // Native login: username and token in the query (kept only as a pair), after the session is known.
    const credentials = app.credentials;
    void session.start().then(() => {
      if (credentials && session.getState().username !== credentials.username)
        void session.completeLogin(credentials.username, { token: credentials.token });
    });

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
    const onLoggedIn = (event: Event) => {
      const username = (event as CustomEvent<{ username: string }>).detail?.username;
      if (username) void import('./user-info').then(({ trackUserInfo }) => trackUserInfo(username));
    };
    window.addEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage);
    window.addEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
    return () => {
      window.removeEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage);
      window.removeEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
      stopWatchingStartup();
      stopWatchingEnd();
      stopHint();
      stopHost();
      if (currentSession() === session) setCurrentSession(null);
      session.dispose();
    };
  }, []);

  // Preview mode is for a visitor who is not logged in: a preview page loads its data again when the
  // player logs in or out (the server reads the keep-alive cookie; ADR 0059).
  const preview = usePreview();
  const { revalidate } = useRevalidator();
  const sessionObject = useSessionObject();
  useEffect(() => {
    if (!preview || !sessionObject) return;
    return watchSettledPlayer(sessionObject, () => void revalidate());
  }, [preview, sessionObject, revalidate]);

  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the configuration does not change
  useEffect(() => {
    const host = { frameAncestors: config.frameAncestors };
    if (hostOrigin(host)) postToHost({ type: 'FTNPortalRendered', path: `${pathname}${search}` }, host);
  }, [pathname, search]);

  return null;
}
