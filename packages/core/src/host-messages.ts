/**
 * Cross-frame messages between the portal and a host page that embeds it (shell.md sections 1, 3, 4).
 * The spec names the types but no fields, so the shapes, their parsers and the origin rule are fixed here
 * once, for the portal and the sandbox's host page alike: the shapes and why are in ADR 0009.
 */
import * as v from 'valibot';

export { hostOriginAllowed } from './host-origin.ts';

export const HOST_MESSAGE_TYPES = {
  casinoLogin: 'CASINO_LOGIN',
  virtualsLogin: 'VIRTUALS_LOGIN',
  loggedOut: 'LOGGED_OUT',
  portalRendered: 'FTNPortalRendered',
  redirectUrl: 'redirectURL',
  openGame: 'openGame',
} as const;

/** Types a host posts to the portal. */
export const HOST_TO_PORTAL_TYPES = ['CASINO_LOGIN', 'VIRTUALS_LOGIN', 'LOGGED_OUT'] as const;
/** Types the portal posts to its host. */
export const PORTAL_TO_HOST_TYPES = ['FTNPortalRendered', 'redirectURL', 'openGame'] as const;

/** Longest JSON string the parsers read (a message is a few hundred bytes). */
export const HOST_MESSAGE_MAX_LENGTH = 8192;

const LOGIN_TYPES = ['CASINO_LOGIN', 'VIRTUALS_LOGIN'] as const;
const Username = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
const Secret = v.pipe(v.string(), v.minLength(1), v.maxLength(1024));
const HttpUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((url) => isHttpUrl(url), 'an absolute http(s) URL'),
);

export const HostPasswordLogin = v.object({
  type: v.picklist(LOGIN_TYPES),
  username: Username,
  password: Secret,
  remember: v.optional(v.boolean()),
});
export type HostPasswordLogin = v.InferOutput<typeof HostPasswordLogin>;

export const HostTokenLogin = v.object({
  type: v.picklist(LOGIN_TYPES),
  username: Username,
  token: Secret,
});
export type HostTokenLogin = v.InferOutput<typeof HostTokenLogin>;

export type HostLoginMessage = HostPasswordLogin | HostTokenLogin;

export const HostLoggedOut = v.object({ type: v.literal('LOGGED_OUT') });
export type HostLoggedOut = v.InferOutput<typeof HostLoggedOut>;

export const PortalRendered = v.object({
  type: v.literal('FTNPortalRendered'),
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)),
});
export type PortalRendered = v.InferOutput<typeof PortalRendered>;

export const PortalRedirectUrl = v.object({ type: v.literal('redirectURL'), url: HttpUrl });
export type PortalRedirectUrl = v.InferOutput<typeof PortalRedirectUrl>;

export const PortalOpenGame = v.object({
  type: v.literal('openGame'),
  gameCode: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  mode: v.picklist(['real', 'demo']),
  url: v.optional(HttpUrl),
});
export type PortalOpenGame = v.InferOutput<typeof PortalOpenGame>;

export type HostToPortalMessage = HostLoginMessage | HostLoggedOut;
export type PortalToHostMessage = PortalRendered | PortalRedirectUrl | PortalOpenGame;
export type HostMessage = HostToPortalMessage | PortalToHostMessage;

/** An absolute http(s) URL with a host and no credentials or spaces. */
function isHttpUrl(value: string): boolean {
  return /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(value);
}

/** The message object of an event's data: the object itself, or a JSON string holding one. */
function messageObject(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > HOST_MESSAGE_MAX_LENGTH) return null;
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const SCHEMAS = {
  LOGGED_OUT: HostLoggedOut,
  FTNPortalRendered: PortalRendered,
  redirectURL: PortalRedirectUrl,
  openGame: PortalOpenGame,
} as const;

/** Any message of this contract, either direction; null for anything else. */
export function parseHostMessage(data: unknown): HostMessage | null {
  const message = messageObject(data);
  if (!message || typeof message.type !== 'string') return null;
  if ((LOGIN_TYPES as readonly string[]).includes(message.type)) {
    const hasPassword = message.password !== undefined;
    const hasToken = message.token !== undefined;
    if (hasPassword === hasToken) return null;
    const result = hasPassword
      ? v.safeParse(HostPasswordLogin, message)
      : v.safeParse(HostTokenLogin, message);
    return result.success ? result.output : null;
  }
  const schema = SCHEMAS[message.type as keyof typeof SCHEMAS];
  if (!schema) return null;
  const result = v.safeParse(schema, message);
  return result.success ? (result.output as HostMessage) : null;
}

/** A message a host posts to the portal (login, logged out); null for anything else. */
export function parseHostToPortalMessage(data: unknown): HostToPortalMessage | null {
  const message = parseHostMessage(data);
  return message && (HOST_TO_PORTAL_TYPES as readonly string[]).includes(message.type)
    ? (message as HostToPortalMessage)
    : null;
}

/** A message the portal posts to its host (rendered, redirect, open game); null for anything else. */
export function parsePortalToHostMessage(data: unknown): PortalToHostMessage | null {
  const message = parseHostMessage(data);
  return message && (PORTAL_TO_HOST_TYPES as readonly string[]).includes(message.type)
    ? (message as PortalToHostMessage)
    : null;
}

/** The platform a login message is for: its login dialog toggle and flows. */
export function hostLoginPlatform(message: HostLoginMessage): 'casino' | 'virtual' {
  return message.type === 'VIRTUALS_LOGIN' ? 'virtual' : 'casino';
}

export function isTokenLogin(message: HostLoginMessage): message is HostTokenLogin {
  return 'token' in message;
}
