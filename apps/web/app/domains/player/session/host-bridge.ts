/**
 * The portal inside a host page (shell.md sections 1, 3 and 4; ADR 0009): a login message from the host
 * logs the player in, a logged-out message logs out, and the portal tells the host when it rendered a
 * page, when the top window should go elsewhere and when a game should open in the host's own view.
 * Messages are accepted only from the parent window at an origin FRAME_ANCESTORS allows, and the portal
 * posts only to that origin (never `*`).
 */
import type { PortalToHostMessage } from '@casino/core/host-messages';
import { hostOriginAllowed } from '@casino/core/host-origin';
import type { Session } from './session';

export interface HostBridgeOptions {
  /** The portal's FRAME_ANCESTORS sources. */
  frameAncestors: readonly string[];
  window?: Window;
}

/** The host's origin when the portal is framed by an allowed host; null otherwise. */
export function hostOrigin({ frameAncestors, window: win = window }: HostBridgeOptions): string | null {
  if (win.parent === win) return null;
  const candidates = [
    ...Array.from(win.location.ancestorOrigins ?? []).slice(0, 1),
    win.document.referrer ? new URL(win.document.referrer).origin : null,
  ];
  for (const origin of candidates)
    if (origin && hostOriginAllowed(origin, frameAncestors, win.location.origin)) return origin;
  return null;
}

/** Posts a message to the host, when there is an allowed one. */
export function postToHost(message: PortalToHostMessage, options: HostBridgeOptions): boolean {
  const win = options.window ?? window;
  const origin = hostOrigin(options);
  if (!origin) return false;
  win.parent.postMessage(message, origin);
  return true;
}

/** The messages' schemas, loaded with the first message from an allowed host (ADR 0018). */
let messageRules: Promise<typeof import('@casino/core/host-messages')> | undefined;

/**
 * Listens for the host's login and logout messages; returns the stop function. Each message is checked
 * against its schema (the schemas load with the first one) and acted on in the order they came.
 */
export function listenToHost(session: Session, options: HostBridgeOptions): () => void {
  const win = options.window ?? window;
  let queue: Promise<unknown> = Promise.resolve();
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win) return;
    if (!hostOriginAllowed(event.origin, options.frameAncestors, win.location.origin)) return;
    const data: unknown = event.data;
    messageRules ??= import('@casino/core/host-messages');
    const rules = messageRules;
    queue = queue
      .then(() => rules)
      .then(({ isTokenLogin, parseHostToPortalMessage }) => {
        const message = parseHostToPortalMessage(data);
        if (!message) return;
        if (message.type === 'LOGGED_OUT') {
          void session.logout();
          return;
        }
        if (isTokenLogin(message)) void session.completeLogin(message.username, { token: message.token });
        else void session.login(message.username, message.password, { remember: message.remember ?? false });
      })
      .catch((error: unknown) => {
        messageRules = undefined;
        console.error('[host] a host message could not be handled', error);
      });
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** The page's host, set once by the session services from the first URL and the configuration. */
let pageHost: { options: HostBridgeOptions; embedded: boolean } | null = null;

export function configureHost(options: HostBridgeOptions, embedded: boolean): void {
  pageHost = { options, embedded };
}

/**
 * Inside a host that embeds the portal (`embed=true` or the native view, shell.md section 6), a game opens
 * in the host's own view: the portal posts `openGame` and does not navigate. False when the portal is
 * not embedded by an allowed host (the caller opens the game itself).
 */
export function openGameInHost(gameCode: string, mode: 'real' | 'demo', url?: string): boolean {
  if (!pageHost?.embedded) return false;
  return postToHost({ type: 'openGame', gameCode, mode, ...(url ? { url } : {}) }, pageHost.options);
}
