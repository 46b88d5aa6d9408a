/**
 * The micro-frontend protocol (shell.md sections 3, 4, 7): how the portal finds, loads and mounts a
 * micro-frontend, its props and the events it sends back, plus the account site's close message. One
 * contract for the portal's host and the sandbox's micro-frontends; its steps and the choices the spec
 * leaves open: ADR 0071.
 */
import * as v from 'valibot';
import type { Locale } from './content-api.ts';
import type { Platform } from './device.ts';

export const MICRO_FRONTEND_NAMES = [
  'login-dialog',
  'login-dialog-2',
  'my-account',
  'in-app-notification',
  'notification-hub',
  'cookie-consent',
] as const;
export type MicroFrontendName = (typeof MICRO_FRONTEND_NAMES)[number];

/** The global object the entry scripts register their modules on: `window[MICRO_FRONTEND_REGISTRY][name]`. */
export const MICRO_FRONTEND_REGISTRY = 'casinoMicroFrontends';

export const MicroFrontendManifest = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  version: v.pipe(v.string(), v.minLength(1)),
  entry: v.pipe(v.string(), v.minLength(1)),
  styles: v.optional(v.array(v.string()), []),
});
export type MicroFrontendManifest = v.InferOutput<typeof MicroFrontendManifest>;

/** What every MFE receives; an MFE reads what it needs and ignores the rest. */
export interface MicroFrontendProps {
  locale: Locale;
  platform: Platform;
  /** The portal's origin (for postMessage targets and links back). */
  portalOrigin: string;
  /** The gateway base URL (calls with `credentials: 'include'`). */
  gatewayUrl: string;
  /** The account site base URL (dashboard, deposit). */
  accountSiteUrl: string;
  theme: 'light' | 'dark';
  /** The logged-in player, or null for a guest. */
  username: string | null;
}

export interface MountedMicroFrontend<P extends MicroFrontendProps = MicroFrontendProps> {
  update(props: Partial<P>): void;
  unmount(): void;
}

/** `Host` is the DOM element type (core has no DOM types; the portal uses `HTMLElement`). */
export interface MicroFrontendModule<Host = unknown, P extends MicroFrontendProps = MicroFrontendProps> {
  mount(host: Host, props: P): MountedMicroFrontend<P>;
}

export type MicroFrontendRegistry<Host = unknown> = Partial<Record<string, MicroFrontendModule<Host>>>;

/** Window `CustomEvent` names the MFEs dispatch; `detail` shapes below. */
export const MICRO_FRONTEND_EVENTS = {
  /** Login dialogs: `{ isOpen }`, true once mounted, false when the dialog wants to close. */
  loginDialogVisibility: 'loginDialogVisibility',
  /** Login dialogs: the identity login finished, `{ status, username?, reason? }`. */
  loginMessage: 'loginMessage',
  /** my-account: a link was chosen, `{ action, url }`; cancelable (prevent it to handle it in the host). */
  myAccountAction: 'myAccountAction',
} as const;

export const LoginDialogVisibility = v.object({ isOpen: v.boolean() });
export type LoginDialogVisibility = v.InferOutput<typeof LoginDialogVisibility>;

/**
 * `success` after the identity login completed (second factor and terms included): the portal then
 * performs the gateway login (and remembers the username when `remember`). `failure` after a final
 * rejection, with the identity's reason slug.
 */
export const LoginMessage = v.object({
  status: v.picklist(['success', 'failure']),
  username: v.optional(v.string()),
  /** The player ticked "remember me" (the portal keeps the username for a silent login). */
  remember: v.optional(v.boolean()),
  reason: v.optional(v.string()),
});
export type LoginMessage = v.InferOutput<typeof LoginMessage>;

export const MyAccountAction = v.object({
  action: v.picklist(['dashboard', 'deposit', 'logout']),
  url: v.nullable(v.string()),
});
export type MyAccountAction = v.InferOutput<typeof MyAccountAction>;

/** The manifests' cache buster: the minute of `now` (ms), so a new manifest is seen within a minute. */
export function minuteCacheBuster(now: number): string {
  return String(Math.floor(now / 60_000));
}

/** `{host}/fe/{name}/manifest.json?v={cacheBuster}`. */
export function microFrontendManifestUrl(host: string, name: string, cacheBuster: string): string {
  return `${host.replace(/\/+$/, '')}/fe/${encodeURIComponent(name)}/manifest.json?v=${encodeURIComponent(cacheBuster)}`;
}

/** An `entry` or `styles` URL of a manifest, made absolute against the manifest's own URL. */
export function resolveManifestAsset(manifestUrl: string, asset: string): string {
  if (/^https?:\/\//i.test(asset)) return asset;
  const [, origin = '', path = ''] = /^(https?:\/\/[^/?#]+)([^?#]*)/i.exec(manifestUrl) ?? [];
  if (asset.startsWith('/')) return `${origin}${asset}`;
  return `${origin}${path.slice(0, path.lastIndexOf('/') + 1) || '/'}${asset}`;
}

/**
 * The CMS feature toggles that select the new login dialog per platform (shell.md section 4: "when the
 * CMS feature toggle for the current platform (casino or virtual) is on"). Names are ours.
 */
export const LOGIN_DIALOG_V2_TOGGLES = {
  casino: 'login-dialog-v2-casino',
  virtual: 'login-dialog-v2-virtual',
} as const;

/** The login dialog MFE: the new one when the platform's CMS feature toggle is on. */
export function loginDialogName(newDialog: boolean): 'login-dialog' | 'login-dialog-2' {
  return newDialog ? 'login-dialog-2' : 'login-dialog';
}

// ---- pages the portal embeds or links to -------------------------------------------------------------

/** Account site pages, relative to `ACCOUNT_SITE_URL` (the account modal's iframe). */
export const ACCOUNT_SITE_PAGES = {
  dashboard: '/dashboard',
  deposit: '/deposit',
  register: '/register',
} as const;

/**
 * Sport site pages, relative to `SPORT_SITE_URL`. The account pages take `clientType`,
 * `clientPlatform` (web or mobile), `close_url` and `back_url`.
 */
export const SPORT_SITE_PAGES = {
  sport: '',
  lotto: '/loto',
  myAccount: '/my-account',
  deposit: '/my-account/deposit',
} as const;

/** Cross-frame message types (shell.md section 3). */
export const CROSS_FRAME_MESSAGE_TYPES = [
  'CASINO_LOGIN',
  'VIRTUALS_LOGIN',
  'FTNCloseModal',
  'FTNPortalRendered',
  'redirectURL',
  'openGame',
] as const;

/** What the account site posts to close the account modal. */
export const ACCOUNT_CLOSE_MESSAGE = { type: 'FTNCloseModal' } as const;

/** `{ type: 'FTNCloseModal' }` or the bare string. Check the event's origin first. */
export function isAccountCloseMessage(data: unknown): boolean {
  if (data === ACCOUNT_CLOSE_MESSAGE.type) return true;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === ACCOUNT_CLOSE_MESSAGE.type
  );
}
