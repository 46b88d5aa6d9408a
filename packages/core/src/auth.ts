/**
 * Authentication (shell.md section 4): the pending / guest / authenticated machine, and the session
 * authentication order as a decision over what the identity script and the gateway answered (ADR 0010).
 * The choices the spec leaves open: ADR 0071.
 */
export type AuthStatus = 'pending' | 'guest' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  username: string | null;
}

export type AuthEvent =
  | { type: 'login-succeeded'; username: string }
  | { type: 'no-session' }
  | { type: 'login-failed' }
  | { type: 'logout' }
  | { type: 'keep-alive-lost' };

export const INITIAL_AUTH_STATE: AuthState = { status: 'pending', username: null };

const GUEST: AuthState = { status: 'guest', username: null };

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'login-succeeded':
      return { status: 'authenticated', username: event.username };
    case 'no-session':
    case 'login-failed':
      return state.status === 'pending' ? GUEST : state;
    case 'logout':
    case 'keep-alive-lost':
      return state.status === 'guest' ? state : GUEST;
  }
}

export type Outcome = 'succeeded' | 'failed';

/** What is known so far; an absent field means "not asked yet". */
export interface AuthFacts {
  /** The identity script's logged-in player (null: nobody). */
  identityPlayer?: { username: string } | null;
  hasSessionCookie: boolean;
  gatewaySession?: 'valid' | 'invalid';
  gatewayLogin?: Outcome;
  /** Remember-me username. */
  storedUsername: string | null;
  silentLogin?: Outcome | 'needs-validation';
}

export type AuthStep =
  | { type: 'ask-identity' }
  | { type: 'validate-gateway-session' }
  /** Get a temporary token from the identity script and log in to the gateway. */
  | { type: 'gateway-login' }
  | { type: 'silent-login'; username: string; password: ''; remember: true }
  | { type: 'authenticated'; username: string }
  /** Dispatch login-validation-required; the player is not logged in. */
  | { type: 'login-validation-required' }
  /** The gateway login failed after the provider login: log out without calling the gateway. */
  | { type: 'logout-without-gateway' }
  | { type: 'guest' };

function afterGatewayLogin(facts: AuthFacts, username: string): AuthStep {
  if (facts.gatewayLogin === undefined) return { type: 'gateway-login' };
  return facts.gatewayLogin === 'succeeded'
    ? { type: 'authenticated', username }
    : { type: 'logout-without-gateway' };
}

/** The next step of the session authentication order (shell.md section 4, steps 1 to 5). */
export function nextAuthStep(facts: AuthFacts): AuthStep {
  if (facts.identityPlayer === undefined) return { type: 'ask-identity' };
  const player = facts.identityPlayer;
  if (facts.hasSessionCookie && player?.username) {
    if (facts.gatewaySession === undefined) return { type: 'validate-gateway-session' };
    if (facts.gatewaySession === 'valid') return { type: 'authenticated', username: player.username };
    return afterGatewayLogin(facts, player.username);
  }
  if (facts.storedUsername) {
    if (facts.silentLogin === undefined)
      return { type: 'silent-login', username: facts.storedUsername, password: '', remember: true };
    if (facts.silentLogin === 'needs-validation') return { type: 'login-validation-required' };
    if (facts.silentLogin === 'failed') return { type: 'guest' };
    return afterGatewayLogin(facts, facts.storedUsername);
  }
  return { type: 'guest' };
}

/** The state-machine event a final step leads to; null while the order is still running. */
export function authEventForStep(step: AuthStep): AuthEvent | null {
  switch (step.type) {
    case 'authenticated':
      return { type: 'login-succeeded', username: step.username };
    case 'guest':
    case 'login-validation-required':
      return { type: 'no-session' };
    case 'logout-without-gateway':
      return { type: 'login-failed' };
    default:
      return null;
  }
}

/** Keep-alive failure: re-authenticate (log out of all sessions, authenticate again); if that fails, log out. */
export function keepAliveFailureStep(reauthentication?: Outcome): 'reauthenticate' | 'stay' | 'logout' {
  if (reauthentication === undefined) return 'reauthenticate';
  return reauthentication === 'succeeded' ? 'stay' : 'logout';
}

/**
 * Why a session ended without the player asking on this page (issue 41): the platform ended it, it
 * expired after the idle limit, or the player logged out on another device. The player is told which.
 */
export type SessionEndReason = 'idle' | 'platform' | 'other-device';

/**
 * The reason of a LOGOUT notification (the broker's `reason`: logout, all-sessions, idle, platform)
 * as the player is told it. A logout that reaches this page as a notification was not asked for here
 * (this page's own logout leaves the player a guest first): `logout` and `all-sessions` come from
 * another device; an unknown reason is the platform's.
 */
export function sessionEndOfNotification(reason: string): SessionEndReason {
  if (reason === 'idle') return 'idle';
  if (reason === 'logout' || reason === 'all-sessions') return 'other-device';
  return 'platform';
}

/**
 * The reason of a failed keep-alive, from the gateway's error code: `session-expired` is the idle limit;
 * any other failure (`session-revoked`, an identity session gone) is the platform's.
 */
export function sessionEndOfKeepAlive(gatewayCode: string | undefined): SessionEndReason {
  return gatewayCode === 'session-expired' ? 'idle' : 'platform';
}

/** The message key that tells the player why the session ended (ro.json and en.json `auth.ended`). */
export function sessionEndMessageKey(reason: SessionEndReason) {
  return `auth.ended.${reason === 'other-device' ? 'otherDevice' : reason}` as const;
}

/** Logout called from the shell. */
export const SHELL_LOGOUT_OPTIONS = {
  allSessions: 0,
  realMode: 1,
  behavior: 'root',
  invalidateRememberMe: 1,
  gateway: true,
} as const;

/** What loads in parallel after login, by its failure tag. */
export const PLAYER_DATA_ON_LOGIN = [
  'info',
  'overview',
  'messages',
  'balance_visibility',
  'gaming_bonuses',
  'bonuses',
  'bonus_templates',
  'marketing_tags',
  'notification',
] as const;

export interface LoginAnswer {
  additionalInformation?: { exception?: string | null; redirectionUrl?: string | null } | null;
}

/** Where a suspended self-exclusion sends the browser, or null. */
export function selfExclusionRedirect(answer: LoginAnswer): string | null {
  const info = answer.additionalInformation;
  if (info?.exception !== 'SuspendedSelfExclusionException' || !info.redirectionUrl) return null;
  return /^https?:\/\//i.test(info.redirectionUrl) ? info.redirectionUrl : null;
}
