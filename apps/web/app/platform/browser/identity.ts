/**
 * The identity provider's browser script (shell.md sections 4, 7, 8; API in core's identity-api.ts):
 * loaded once, its actions as promises that always settle. It uses each action's promise and leaves the
 * callouts to the page: a callout is one per action, so setting them would steal the login dialog's or a
 * host page's (ADR 0071).
 */
import {
  IDENTITY_GLOBAL,
  IdentityAcceptLimitsResponse,
  type IdentityAction,
  type IdentityApi,
  IdentityConfirmBonusResponse,
  IdentityKeepAliveResponse,
  IdentityLoggedInPlayerResponse,
  IdentityLoginResponse,
  IdentityLogoutResponse,
  IdentityResponse,
  type IdentityResponses,
  IdentityTemporaryTokenResponse,
  IdentityWaitingMessagesResponse,
  WAITING_MESSAGE_KINDS,
  type WaitingMessageKind,
} from '@casino/core/identity-api';
import * as v from 'valibot';

export const IDENTITY_ERROR_MESSAGES = {
  noScript: 'No script found',
  noResponse: 'No response',
} as const;

export interface LoadIdentityOptions {
  scriptUrl: string;
  document?: Document;
  /** Where the script installs its global (the document's window by default). */
  window?: Window;
}

/** One load per document and script address. */
const loads = new WeakMap<Document, Map<string, Promise<IdentityApi>>>();

function installedApi(win: Window): IdentityApi | null {
  const api = (win as unknown as Record<string, unknown>)[IDENTITY_GLOBAL];
  return api && typeof api === 'object' && typeof (api as IdentityApi).getLoggedInPlayer === 'function'
    ? (api as IdentityApi)
    : null;
}

/** The identity script's API, loading the script on first use (shell.md: auth starts after it loads). */
export function loadIdentity(options: LoadIdentityOptions): Promise<IdentityApi> {
  const doc = options.document ?? document;
  const win = options.window ?? doc.defaultView ?? window;
  let perDocument = loads.get(doc);
  if (!perDocument) {
    perDocument = new Map();
    loads.set(doc, perDocument);
  }
  const running = perDocument.get(options.scriptUrl);
  if (running) return running;

  const present = installedApi(win);
  const load: Promise<IdentityApi> = present
    ? Promise.resolve(present)
    : new Promise<IdentityApi>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = options.scriptUrl;
        script.async = true;
        const fail = () => {
          script.remove();
          perDocument.delete(options.scriptUrl);
          reject(new Error(IDENTITY_ERROR_MESSAGES.noScript));
        };
        script.addEventListener('error', fail, { once: true });
        script.addEventListener(
          'load',
          () => {
            const api = installedApi(win);
            if (api) resolve(api);
            else fail();
          },
          { once: true },
        );
        doc.head.append(script);
      });
  perDocument.set(options.scriptUrl, load);
  return load;
}

/** The method of each action (core names the actions and the methods differently). */
const METHODS = {
  Login: 'login',
  ValidateSecondFactor: 'validateSecondFactor',
  ValidateTermsVersion: 'validateTermsVersion',
  TemporaryToken: 'requestTemporaryToken',
  GetLoggedInPlayer: 'getLoggedInPlayer',
  Logout: 'logout',
  KeepAlive: 'keepAlive',
  ValidatePasswordChange: 'validatePasswordChange',
  GetWaitingMessages: 'getWaitingMessages',
  ConfirmBonus: 'confirmBonus',
  AcceptPendingLimits: 'acceptPendingLimits',
} as const satisfies Record<IdentityAction, keyof IdentityApi>;

const SCHEMAS: { [A in IdentityAction]: v.GenericSchema<unknown, IdentityResponses[A]> } = {
  Login: IdentityLoginResponse,
  ValidateSecondFactor: IdentityLoginResponse,
  ValidateTermsVersion: IdentityLoginResponse,
  TemporaryToken: IdentityTemporaryTokenResponse,
  GetLoggedInPlayer: IdentityLoggedInPlayerResponse,
  Logout: IdentityLogoutResponse,
  KeepAlive: IdentityKeepAliveResponse,
  ValidatePasswordChange: IdentityResponse,
  GetWaitingMessages: IdentityWaitingMessagesResponse,
  ConfirmBonus: IdentityConfirmBonusResponse,
  AcceptPendingLimits: IdentityAcceptLimitsResponse,
};

export type IdentityArguments<A extends IdentityAction> = Parameters<IdentityApi[(typeof METHODS)[A]]>;

/**
 * One action of the identity API as a promise of its response; `No response` when the action answers
 * nothing or not its response. An action that throws rejects with what it threw.
 */
export async function identityCall<A extends IdentityAction>(
  api: IdentityApi,
  action: A,
  ...args: IdentityArguments<A>
): Promise<IdentityResponses[A]> {
  const method = api[METHODS[action]] as (...values: unknown[]) => unknown;
  const response = await method.apply(api, args);
  if (response === null || typeof response !== 'object') throw new Error(IDENTITY_ERROR_MESSAGES.noResponse);
  const parsed = v.safeParse(SCHEMAS[action], response);
  if (!parsed.success) throw new Error(IDENTITY_ERROR_MESSAGES.noResponse, { cause: parsed.issues });
  return parsed.output;
}

export interface IdentityLoginOptions {
  /** 1 (real money) unless said otherwise. */
  realMode?: 0 | 1;
  locale: string;
  /** Remember me; a silent login passes an empty password and true. */
  remember?: boolean;
}

export interface IdentityLogoutOptions {
  allSessions?: 0 | 1;
  realMode?: 0 | 1;
  behavior?: string;
  invalidateRememberMe?: 0 | 1;
}

/** Default logout (shell.md section 9): the current session only, real mode, root behaviour. */
export const DEFAULT_IDENTITY_LOGOUT = {
  allSessions: 0,
  realMode: 1,
  behavior: 'root',
  invalidateRememberMe: 0,
} as const satisfies Required<IdentityLogoutOptions>;

/** The calls the session machine makes, each through {@link identityCall}. */
export interface IdentityClient {
  readonly api: IdentityApi;
  login(username: string, password: string, options: IdentityLoginOptions): Promise<IdentityLoginResponse>;
  validateSecondFactor(code: string): Promise<IdentityLoginResponse>;
  validateTermsVersion(termsVersion: string, accept: boolean): Promise<IdentityLoginResponse>;
  temporaryToken(realMode?: 0 | 1): Promise<IdentityTemporaryTokenResponse>;
  loggedInPlayer(): Promise<IdentityLoggedInPlayerResponse>;
  logout(options?: IdentityLogoutOptions): Promise<IdentityLogoutResponse>;
  keepAlive(millisFromLastAction: number): Promise<IdentityKeepAliveResponse>;
  /** Every kind of shell.md section 7 unless told. */
  waitingMessages(kinds?: readonly WaitingMessageKind[]): Promise<IdentityWaitingMessagesResponse>;
  confirmBonus(bonusId: number | string, accept: boolean): Promise<IdentityConfirmBonusResponse>;
  acceptPendingLimits(): Promise<IdentityAcceptLimitsResponse>;
}

export function identityClient(api: IdentityApi): IdentityClient {
  return {
    api,
    login: (username, password, { realMode = 1, locale, remember = false }) =>
      identityCall(api, 'Login', username, password, realMode, locale, remember),
    validateSecondFactor: (code) => identityCall(api, 'ValidateSecondFactor', code),
    validateTermsVersion: (termsVersion, accept) =>
      identityCall(api, 'ValidateTermsVersion', termsVersion, accept),
    temporaryToken: (realMode = 1) => identityCall(api, 'TemporaryToken', realMode),
    loggedInPlayer: () => identityCall(api, 'GetLoggedInPlayer'),
    logout: ({
      allSessions = DEFAULT_IDENTITY_LOGOUT.allSessions,
      realMode = DEFAULT_IDENTITY_LOGOUT.realMode,
      behavior = DEFAULT_IDENTITY_LOGOUT.behavior,
      invalidateRememberMe = DEFAULT_IDENTITY_LOGOUT.invalidateRememberMe,
    } = {}) => identityCall(api, 'Logout', allSessions, realMode, behavior, invalidateRememberMe),
    keepAlive: (millisFromLastAction) => identityCall(api, 'KeepAlive', millisFromLastAction),
    waitingMessages: (kinds = WAITING_MESSAGE_KINDS) => identityCall(api, 'GetWaitingMessages', kinds),
    confirmBonus: (bonusId, accept) => identityCall(api, 'ConfirmBonus', bonusId, accept),
    acceptPendingLimits: () => identityCall(api, 'AcceptPendingLimits'),
  };
}
