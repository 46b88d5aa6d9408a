/**
 * The identity provider's browser script (shell.md sections 4, 7, 8): its global, actions, answers and
 * waiting-message kinds, and how a login answer maps onto auth.ts's authentication order. One contract
 * for the portal's client and the sandbox's script; the callout style and the choices the spec leaves open
 * are in ADR 0071 and the sandbox README ("Identity script").
 */
import * as v from 'valibot';
import type { Outcome } from './auth.ts';

export const IDENTITY_GLOBAL = 'Identa';

export const IDENTITY_ACTIONS = [
  'Login',
  'ValidateSecondFactor',
  'ValidateTermsVersion',
  'TemporaryToken',
  'GetLoggedInPlayer',
  'Logout',
  'KeepAlive',
  'ValidatePasswordChange',
  'GetWaitingMessages',
  'ConfirmBonus',
  'AcceptPendingLimits',
] as const;
export type IdentityAction = (typeof IDENTITY_ACTIONS)[number];

/** `errorCode` by `reason`; success is 0 with `reason: null`. */
export const IDENTITY_ERRORS = {
  'invalid-credentials': 1,
  'second-factor-required': 2,
  'terms-acceptance-required': 3,
  'invalid-second-factor-code': 4,
  'too-many-attempts': 5,
  'terms-declined': 6,
  'terms-version-mismatch': 7,
  'remember-me-invalid': 8,
  'not-logged-in': 9,
  'no-pending-login': 10,
  'password-too-weak': 11,
  'password-unchanged': 12,
  'bonus-not-found': 13,
  'bonus-not-pending': 14,
  'invalid-request': 15,
  'network-error': 98,
  'server-error': 99,
} as const;
export type IdentityReason = keyof typeof IDENTITY_ERRORS;

/** Waiting-message kinds a page can ask for (shell.md section 7). */
export const WAITING_MESSAGE_KINDS = [
  'login',
  'bonus',
  'bonus:2',
  'bonus:4',
  'alert',
  'logout',
  'before_logout',
  'rg:dep-cool-off',
  'rg:limits-cool-off',
] as const;
export type WaitingMessageKind = (typeof WAITING_MESSAGE_KINDS)[number];

/** The steps a pending login waits for. */
export const PENDING_LOGIN_STEPS = ['second-factor', 'terms'] as const;
export type PendingLoginStep = (typeof PENDING_LOGIN_STEPS)[number];

const base = {
  action: v.picklist(IDENTITY_ACTIONS),
  errorCode: v.number(),
  reason: v.nullable(v.string()),
  errorText: v.nullable(v.string()),
};

/** The answer of an action without data of its own (password change). */
export const IdentityResponse = v.object(base);
export type IdentityResponse = v.InferOutput<typeof IdentityResponse>;

const secondFactor = v.object({ channel: v.string(), destination: v.string(), codeLength: v.number() });
const terms = v.object({ version: v.string(), url: v.string() });

/**
 * Login, second-factor validation and terms validation. On `second-factor-required`, `secondFactor`
 * says where the code went; on `terms-acceptance-required`, `terms` names the version to accept.
 */
export const IdentityLoginResponse = v.object({
  ...base,
  username: v.nullish(v.string()),
  userId: v.nullish(v.string()),
  realMode: v.nullish(v.picklist([0, 1])),
  secondFactor: v.nullish(secondFactor),
  terms: v.nullish(terms),
});
export type IdentityLoginResponse = v.InferOutput<typeof IdentityLoginResponse>;

/** A single-use token for the gateway login (`ims_temporary_token`), valid `expiresIn` seconds. */
export const IdentityTemporaryTokenResponse = v.object({
  ...base,
  username: v.nullish(v.string()),
  temporaryToken: v.nullish(v.string()),
  expiresIn: v.nullish(v.number()),
});
export type IdentityTemporaryTokenResponse = v.InferOutput<typeof IdentityTemporaryTokenResponse>;

/**
 * `player: null` when nobody is logged in (still errorCode 0). A pending login names its `pendingStep`
 * with the same `secondFactor` or `terms` details as the login answer, so a dialog can resume it.
 */
export const IdentityLoggedInPlayerResponse = v.object({
  ...base,
  player: v.nullish(v.object({ username: v.string(), userId: v.string(), realMode: v.picklist([0, 1]) })),
  pendingStep: v.nullish(v.picklist(PENDING_LOGIN_STEPS)),
  secondFactor: v.nullish(secondFactor),
  terms: v.nullish(terms),
});
export type IdentityLoggedInPlayerResponse = v.InferOutput<typeof IdentityLoggedInPlayerResponse>;

export const IdentityLogoutResponse = v.object({ ...base, behavior: v.nullish(v.string()) });
export type IdentityLogoutResponse = v.InferOutput<typeof IdentityLogoutResponse>;

export const IdentityKeepAliveResponse = v.object({ ...base, secondsToExpire: v.nullish(v.number()) });
export type IdentityKeepAliveResponse = v.InferOutput<typeof IdentityKeepAliveResponse>;

/** A responsible-gaming limit. */
export const ResponsibleGamingLimit = v.object({
  type: v.string(),
  period: v.string(),
  amount: v.number(),
  currencyCode: v.string(),
});
export type ResponsibleGamingLimit = v.InferOutput<typeof ResponsibleGamingLimit>;

/**
 * A waiting message, the player message of catalogue.md (type PlayerActionShowLoginMessage,
 * PlayerActionShowMessage or PlayerActionShowDialog; templateId; displayType; message). A bonus message
 * names its bonus in `bonusCode`. An `rg:limits-cool-off` message may list the limits waiting for the
 * player's acceptance in `pendingLimits` (the portal shows them beside its accept action; ADR 0059).
 */
export const WaitingMessage = v.object({
  id: v.number(),
  kind: v.string(),
  type: v.string(),
  templateId: v.nullable(v.string()),
  displayType: v.nullable(v.string()),
  title: v.nullable(v.string()),
  message: v.string(),
  bonusCode: v.nullable(v.string()),
  pendingLimits: v.optional(v.nullable(v.array(ResponsibleGamingLimit))),
});
export type WaitingMessage = v.InferOutput<typeof WaitingMessage>;

/** The waiting message kind whose message offers the pending limits' acceptance. */
export const LIMITS_COOL_OFF_KIND = 'rg:limits-cool-off';

export const IdentityWaitingMessagesResponse = v.object({
  ...base,
  messages: v.nullish(v.array(WaitingMessage)),
  pendingBonusCode: v.nullish(v.string()),
});
export type IdentityWaitingMessagesResponse = v.InferOutput<typeof IdentityWaitingMessagesResponse>;

export const IdentityConfirmBonusResponse = v.object({
  ...base,
  bonusId: v.nullish(v.number()),
  status: v.nullish(v.string()),
});
export type IdentityConfirmBonusResponse = v.InferOutput<typeof IdentityConfirmBonusResponse>;

/** Every limit in force once the pending ones apply (unchanged when nothing was pending). */
export const IdentityAcceptLimitsResponse = v.object({
  ...base,
  limits: v.nullish(v.array(ResponsibleGamingLimit)),
});
export type IdentityAcceptLimitsResponse = v.InferOutput<typeof IdentityAcceptLimitsResponse>;

export interface IdentityResponses {
  Login: IdentityLoginResponse;
  ValidateSecondFactor: IdentityLoginResponse;
  ValidateTermsVersion: IdentityLoginResponse;
  TemporaryToken: IdentityTemporaryTokenResponse;
  GetLoggedInPlayer: IdentityLoggedInPlayerResponse;
  Logout: IdentityLogoutResponse;
  KeepAlive: IdentityKeepAliveResponse;
  ValidatePasswordChange: IdentityResponse;
  GetWaitingMessages: IdentityWaitingMessagesResponse;
  ConfirmBonus: IdentityConfirmBonusResponse;
  AcceptPendingLimits: IdentityAcceptLimitsResponse;
}

export type IdentityCallout<A extends IdentityAction> = (response: IdentityResponses[A]) => void;

/** `window.Identa`. Every action calls its callout (if set) and resolves with the same response. */
export interface IdentityApi {
  readonly version: string;
  /** One callback per action; `null` removes it. */
  setCallout<A extends IdentityAction>(action: A, callback: IdentityCallout<A> | null): void;
  /** Silent login: `password` empty and `remember` true. */
  login(
    username: string,
    password: string,
    realMode: 0 | 1,
    locale: string,
    remember: boolean,
  ): Promise<IdentityLoginResponse>;
  validateSecondFactor(code: string): Promise<IdentityLoginResponse>;
  /** Accept (or decline) the terms version a login asked for. */
  validateTermsVersion(termsVersion: string, accept: boolean): Promise<IdentityLoginResponse>;
  requestTemporaryToken(realMode: 0 | 1): Promise<IdentityTemporaryTokenResponse>;
  getLoggedInPlayer(): Promise<IdentityLoggedInPlayerResponse>;
  /** The shell passes allSessions 0, realMode 1, behavior 'root', invalidateRememberMe 1. */
  logout(
    allSessions: 0 | 1,
    realMode: 0 | 1,
    behavior: string,
    invalidateRememberMe: 0 | 1,
  ): Promise<IdentityLogoutResponse>;
  keepAlive(millisFromLastAction: number): Promise<IdentityKeepAliveResponse>;
  validatePasswordChange(oldPassword: string, newPassword: string): Promise<IdentityResponse>;
  getWaitingMessages(kinds: readonly WaitingMessageKind[]): Promise<IdentityWaitingMessagesResponse>;
  confirmBonus(bonusId: number | string, accept: boolean): Promise<IdentityConfirmBonusResponse>;
  acceptPendingLimits(): Promise<IdentityAcceptLimitsResponse>;
}

export function isIdentitySuccess(response: Pick<IdentityResponse, 'errorCode'>): boolean {
  return response.errorCode === 0;
}

/**
 * A transport failure of the identity script (see above): `network-error` when the call got no answer
 * (offline, or the page's own navigation cut it), `server-error` when the answer was not the API's;
 * null for an answer of the API, a success or a rejection. A transport failure says nothing about the
 * player or the session.
 */
export function identityTransportFailure(
  response: Pick<IdentityResponse, 'errorCode'>,
): 'network-error' | 'server-error' | null {
  if (response.errorCode === IDENTITY_ERRORS['network-error']) return 'network-error';
  if (response.errorCode === IDENTITY_ERRORS['server-error']) return 'server-error';
  return null;
}

/** A rejection's message key: one per reason the identity provider documents, and its server error. */
export type IdentityErrorKey = `errors.auth.${IdentityReason | 'server-error'}`;

/** Whether `reason` is one the identity provider documents (IDENTITY_ERRORS). */
export function isIdentityReason(reason: string | null | undefined): reason is IdentityReason {
  return typeof reason === 'string' && Object.hasOwn(IDENTITY_ERRORS, reason);
}

/**
 * The message key of a rejection (`errors.auth.{reason}`), or null for a success. A reason the provider
 * does not document is its server error: the player reads a sentence, never a raw key.
 */
export function identityErrorKey(
  response: Pick<IdentityResponse, 'errorCode' | 'reason'>,
): IdentityErrorKey | null {
  if (isIdentitySuccess(response)) return null;
  return `errors.auth.${isIdentityReason(response.reason) ? response.reason : 'server-error'}`;
}

/**
 * A login answer as auth.ts's `silentLogin` fact: a second factor or new terms need the player, so the
 * portal dispatches login-validation-required instead of logging in.
 */
export function identityLoginOutcome(
  response: Pick<IdentityResponse, 'errorCode' | 'reason'>,
): Outcome | 'needs-validation' {
  if (isIdentitySuccess(response)) return 'succeeded';
  return response.reason === 'second-factor-required' || response.reason === 'terms-acceptance-required'
    ? 'needs-validation'
    : 'failed';
}
