/**
 * The player gateway client (shell.md sections 4, 7-9; paths in core's gateway-api.ts, answers in
 * gateway-schemas.ts), framework-free for the session machine and the data layer. Every answer is checked
 * against its schema, so nothing malformed reaches a caller; only the configured gateway is ever called.
 * Headers, time-out, error messages and refusals: ADR 0071.
 */
import {
  type BonusTemplateRequest,
  type ChatSessionTokenRequest,
  type ConfirmBonusRequest,
  DEFAULT_BONUS_STATUS_FILTER,
  type FavouritesUpdateRequest,
  GATEWAY_PATHS,
  type GameProviderTokenRequest,
  type GameResultsRequest,
  type GamingBonusesRequest,
  type GatewayLoginRequest,
  type GatewayLogoutRequest,
  type MarketingTagsRequest,
  type PersonalisedGamesRequest,
  PLAYER_INFO_FIELDS,
  type PlayerGamesRequest,
  playerInfoQuery,
  type ValidateLoginSessionRequest,
} from '@casino/core/gateway-api';
import {
  BalancePreference,
  BalancesAnswer,
  BonusDetailsAnswer,
  BonusTemplateOptInsAnswer,
  ClientOverviewAnswer,
  ConfirmBonusAnswer,
  FavouriteGamesAnswer,
  GameResultsAnswer,
  GamingBonusesAnswer,
  GatewayError as GatewayErrorBody,
  GatewayLoginAnswer,
  KeepAliveAnswer,
  LogoutAnswer,
  MarketingTagsAnswer,
  NotificationTokenAnswer,
  PersonalisedGamesAnswer,
  PlayerGamesAnswer,
  PlayerInfoAnswer,
  SessionTokenAnswer,
  UserBonusesAnswer,
  ValidateSessionAnswer,
} from '@casino/core/gateway-schemas';
import * as v from 'valibot';
import { GatewayError, type GatewayErrorKind } from './gateway-error';

export { GatewayError, type GatewayErrorKind, gatewayGotNoAnswer } from './gateway-error';

/** Gateway timeout (shell.md section 9). */
export const GATEWAY_TIMEOUT_MS = 15_000;

export const GATEWAY_ERROR_MESSAGES = {
  timeout: 'Request timed out',
  body: 'Failed to read response body',
} as const;

/** The three paths the runtime configuration sets (GATEWAY_LOGIN_PATH, …). */
export interface GatewayConfiguredPaths {
  login: string;
  logout: string;
  keepAlive: string;
}

export interface GatewayClientOptions {
  /** The gateway's origin (and base path), without a trailing slash. */
  baseUrl: string;
  /** Default: core's GATEWAY_PATHS. */
  paths?: Partial<GatewayConfiguredPaths>;
  /** The page's locale for Accept-Language; en when it answers nothing. */
  locale?: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type QueryValue = string | number | boolean;

export interface GatewayRequest<T> {
  method?: 'GET' | 'POST';
  /** Query parameters, or a query string already built (starting with `?`). */
  query?: string | Readonly<Record<string, QueryValue | undefined>>;
  /** Sent as JSON (POST). */
  body?: unknown;
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
}

/** Per call: a signal of the caller (the data layer's cancellation). */
export interface CallOptions {
  signal?: AbortSignal;
}

export type GatewayLoginResult =
  | { ok: true; answer: GatewayLoginAnswer }
  | { ok: false; error: GatewayError & { code: string } };

type Answer<S extends v.GenericSchema> = Promise<v.InferOutput<S>>;

export interface GatewayClient {
  /** Any gateway path, its answer parsed by `schema`. */
  request<T>(path: string, request: GatewayRequest<T>): Promise<T>;
  login(body: GatewayLoginRequest, options?: CallOptions): Promise<GatewayLoginResult>;
  validateSession(options?: CallOptions): Answer<typeof ValidateSessionAnswer>;
  logout(body?: GatewayLogoutRequest, options?: CallOptions): Answer<typeof LogoutAnswer>;
  keepAlive(millisFromLastAction: number, options?: CallOptions): Answer<typeof KeepAliveAnswer>;
  notificationToken(options?: CallOptions): Answer<typeof NotificationTokenAnswer>;
  balances(options?: CallOptions): Answer<typeof BalancesAnswer>;
  balancePreference(options?: CallOptions): Answer<typeof BalancePreference>;
  setBalancePreference(balanceHidden: boolean, options?: CallOptions): Answer<typeof BalancePreference>;
  playerInfo(fields?: readonly string[], options?: CallOptions): Answer<typeof PlayerInfoAnswer>;
  clientOverview(options?: CallOptions): Answer<typeof ClientOverviewAnswer>;
  gameProviderToken(body: GameProviderTokenRequest, options?: CallOptions): Answer<typeof SessionTokenAnswer>;
  chatSessionToken(body: ChatSessionTokenRequest, options?: CallOptions): Answer<typeof SessionTokenAnswer>;
  favourites(options?: CallOptions): Answer<typeof FavouriteGamesAnswer>;
  updateFavourites(body: FavouritesUpdateRequest, options?: CallOptions): Answer<typeof FavouriteGamesAnswer>;
  playerGames(body: PlayerGamesRequest, options?: CallOptions): Answer<typeof PlayerGamesAnswer>;
  gameResults(body: GameResultsRequest, options?: CallOptions): Answer<typeof GameResultsAnswer>;
  /** `statusFilter`: current (default), all, or statuses comma-joined. */
  bonuses(statusFilter?: string, options?: CallOptions): Answer<typeof UserBonusesAnswer>;
  gamingBonuses(body?: GamingBonusesRequest, options?: CallOptions): Answer<typeof GamingBonusesAnswer>;
  /** With the template details and gaming contexts (shell.md section 7). */
  bonusDetails(bonusId: number | string, options?: CallOptions): Answer<typeof BonusDetailsAnswer>;
  confirmBonus(body: ConfirmBonusRequest, options?: CallOptions): Answer<typeof ConfirmBonusAnswer>;
  optedInBonusTemplates(options?: CallOptions): Answer<typeof BonusTemplateOptInsAnswer>;
  optInToBonusTemplate(
    body: BonusTemplateRequest,
    options?: CallOptions,
  ): Answer<typeof BonusTemplateOptInsAnswer>;
  optOutFromBonusTemplate(
    body: BonusTemplateRequest,
    options?: CallOptions,
  ): Answer<typeof BonusTemplateOptInsAnswer>;
  marketingTags(options?: CallOptions): Answer<typeof MarketingTagsAnswer>;
  setMarketingTags(body: MarketingTagsRequest, options?: CallOptions): Answer<typeof MarketingTagsAnswer>;
  personalisedGames(
    body: PersonalisedGamesRequest,
    options?: CallOptions,
  ): Answer<typeof PersonalisedGamesAnswer>;
}

/** Only a path on the configured gateway: one leading slash, no scheme, no protocol-relative start. */
function isGatewayPath(path: string): boolean {
  return path.startsWith('/') && !/^\/[/\\]/.test(path);
}

function queryString(query: GatewayRequest<unknown>['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' || query.startsWith('?') ? query : `?${query}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.append(name, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The gateway error body inside an error answer's text, if it is one. */
function errorBody(text: string): GatewayErrorBody | undefined {
  try {
    const parsed = v.safeParse(GatewayErrorBody, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** A failure of the call to `path`. */
function failure(
  path: string,
  kind: GatewayErrorKind,
  message: string,
  extra: { status?: number; cause?: unknown } = {},
): GatewayError {
  return new GatewayError(message, { kind, path, ...extra });
}

/** What stops a call: its own timeout, or the caller's signal. `end` once the call is over. */
class CallAbort {
  readonly #controller = new AbortController();
  readonly #path: string;
  readonly #callerSignal: AbortSignal | undefined;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #cancel = () => this.#controller.abort(this.#callerSignal?.reason);
  #timedOut = false;

  constructor(path: string, timeoutMs: number, callerSignal: AbortSignal | undefined) {
    this.#path = path;
    this.#callerSignal = callerSignal;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort();
    }, timeoutMs);
    callerSignal?.addEventListener('abort', this.#cancel, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** An abort is ours (timeout) or the caller's (its reason as it gave it); anything else `otherwise`. */
  interrupted(error: unknown, otherwise: () => unknown): unknown {
    if (this.#timedOut)
      return failure(this.#path, 'timeout', GATEWAY_ERROR_MESSAGES.timeout, { cause: error });
    if (this.#callerSignal?.aborted) return this.#callerSignal.reason;
    return otherwise();
  }

  end(): void {
    clearTimeout(this.#timer);
    this.#callerSignal?.removeEventListener('abort', this.#cancel);
  }
}

interface GatewaySettings {
  baseUrl: string;
  timeoutMs: number;
  language: () => string;
  fetch?: typeof fetch;
}

/** One call of the gateway: sent, read, checked (HTTP status, JSON, schema), within its time. */
async function gatewayRequest<T>(
  settings: GatewaySettings,
  path: string,
  call: GatewayRequest<T>,
): Promise<T> {
  if (!isGatewayPath(path))
    throw new GatewayError(`Refused request path: ${path}`, { kind: 'refused', path });
  call.signal?.throwIfAborted();
  const doFetch = settings.fetch ?? globalThis.fetch;
  const abort = new CallAbort(path, settings.timeoutMs, call.signal);
  const init: RequestInit = {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': settings.language(),
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: abort.signal,
  };
  try {
    let response: Response;
    try {
      response = await doFetch(`${settings.baseUrl}${path}${queryString(call.query)}`, init);
    } catch (error) {
      throw abort.interrupted(error, () =>
        failure(path, 'network', error instanceof Error ? error.message : String(error), { cause: error }),
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw abort.interrupted(error, () =>
        failure(path, 'body', GATEWAY_ERROR_MESSAGES.body, { status: response.status, cause: error }),
      );
    }
    if (!response.ok) throw httpFailure(path, response, text);
    return parseAnswer(path, response.status, text, call.schema);
  } finally {
    abort.end();
  }
}

/** An error answer: `HTTP {status}: {body or status text}`, with the gateway's error body when it is one. */
function httpFailure(path: string, response: Response, text: string): GatewayError {
  const body = errorBody(text);
  return new GatewayError(`HTTP ${response.status}: ${text.trim() || response.statusText}`, {
    kind: 'http',
    path,
    status: response.status,
    ...(body ? { body } : {}),
  });
}

/** A successful answer's JSON, parsed by its schema: nothing malformed reaches the caller. */
function parseAnswer<T>(path: string, status: number, text: string, schema: v.GenericSchema<unknown, T>): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw failure(path, 'body', GATEWAY_ERROR_MESSAGES.body, { status, cause: error });
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success)
    throw failure(path, 'invalid', `Invalid answer from ${path}: ${v.summarize(parsed.issues)}`, {
      status,
      cause: parsed.issues,
    });
  return parsed.output;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const paths: GatewayConfiguredPaths = {
    login: options.paths?.login ?? GATEWAY_PATHS.login,
    logout: options.paths?.logout ?? GATEWAY_PATHS.logout,
    keepAlive: options.paths?.keepAlive ?? GATEWAY_PATHS.keepAlive,
  };
  const settings: GatewaySettings = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? GATEWAY_TIMEOUT_MS,
    language: () => options.locale?.() || 'en',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const request = <T>(path: string, call: GatewayRequest<T>) => gatewayRequest(settings, path, call);

  const get = <T>(path: string, schema: v.GenericSchema<unknown, T>, o?: CallOptions, query?: string) =>
    request(path, { schema, ...(query ? { query } : {}), ...(o?.signal ? { signal: o.signal } : {}) });
  const post = <T>(path: string, schema: v.GenericSchema<unknown, T>, body: unknown, o?: CallOptions) =>
    request(path, { method: 'POST', schema, body, ...(o?.signal ? { signal: o.signal } : {}) });
  const query = (params: Record<string, QueryValue>) => queryString(params);

  return {
    request,
    async login(body, o) {
      try {
        return { ok: true, answer: await post(paths.login, GatewayLoginAnswer, body, o) };
      } catch (error) {
        if (error instanceof GatewayError && error.kind === 'http' && error.code !== undefined)
          return { ok: false, error: error as GatewayError & { code: string } };
        throw error;
      }
    },
    validateSession: (o) =>
      post(
        GATEWAY_PATHS.validateLoginSession,
        ValidateSessionAnswer,
        { validateSessionTokens: [{}] } satisfies ValidateLoginSessionRequest,
        o,
      ),
    logout: (body = {}, o) => post(paths.logout, LogoutAnswer, body, o),
    keepAlive: (millisFromLastAction, o) =>
      get(
        paths.keepAlive,
        KeepAliveAnswer,
        o,
        query({ millisFromLastAction: Math.round(millisFromLastAction) }),
      ),
    notificationToken: (o) => get(GATEWAY_PATHS.notificationToken, NotificationTokenAnswer, o),
    balances: (o) => get(GATEWAY_PATHS.balances, BalancesAnswer, o),
    balancePreference: (o) => get(GATEWAY_PATHS.balancePreference, BalancePreference, o),
    setBalancePreference: (balanceHidden, o) =>
      post(GATEWAY_PATHS.balancePreference, BalancePreference, { balanceHidden }, o),
    playerInfo: (fields = PLAYER_INFO_FIELDS, o) =>
      get(GATEWAY_PATHS.playerInfo, PlayerInfoAnswer, o, playerInfoQuery(fields)),
    clientOverview: (o) => get(GATEWAY_PATHS.clientOverview, ClientOverviewAnswer, o),
    gameProviderToken: (body, o) => post(GATEWAY_PATHS.gameProviderToken, SessionTokenAnswer, body, o),
    chatSessionToken: (body, o) => post(GATEWAY_PATHS.chatSessionToken, SessionTokenAnswer, body, o),
    favourites: (o) =>
      get(GATEWAY_PATHS.favourites, FavouriteGamesAnswer, o, query({ requestedFavorites: 'games' })),
    updateFavourites: (body, o) => post(GATEWAY_PATHS.favourites, FavouriteGamesAnswer, body, o),
    playerGames: (body, o) => post(GATEWAY_PATHS.playerGames, PlayerGamesAnswer, body, o),
    gameResults: (body, o) => post(GATEWAY_PATHS.gameResults, GameResultsAnswer, body, o),
    bonuses: (statusFilter = DEFAULT_BONUS_STATUS_FILTER, o) =>
      get(GATEWAY_PATHS.bonuses, UserBonusesAnswer, o, query({ statusFilter })),
    gamingBonuses: (
      body = { returnBonusTemplateDetails: true, statusFilter: DEFAULT_BONUS_STATUS_FILTER },
      o,
    ) => post(GATEWAY_PATHS.gamingBonuses, GamingBonusesAnswer, body, o),
    bonusDetails: (bonusId, o) =>
      get(
        GATEWAY_PATHS.bonusDetails,
        BonusDetailsAnswer,
        o,
        query({ bonusId, returnBonusTemplateDetails: true, returnGamingContexts: true }),
      ),
    confirmBonus: (body, o) => post(GATEWAY_PATHS.confirmBonus, ConfirmBonusAnswer, body, o),
    optedInBonusTemplates: (o) => get(GATEWAY_PATHS.optedInBonusTemplates, BonusTemplateOptInsAnswer, o),
    optInToBonusTemplate: (body, o) =>
      post(GATEWAY_PATHS.optInToBonusTemplate, BonusTemplateOptInsAnswer, body, o),
    optOutFromBonusTemplate: (body, o) =>
      post(GATEWAY_PATHS.optOutFromBonusTemplate, BonusTemplateOptInsAnswer, body, o),
    marketingTags: (o) => get(GATEWAY_PATHS.marketingTags, MarketingTagsAnswer, o),
    setMarketingTags: (body, o) => post(GATEWAY_PATHS.marketingTags, MarketingTagsAnswer, body, o),
    personalisedGames: (body, o) => post(GATEWAY_PATHS.personalisedGames, PersonalisedGamesAnswer, body, o),
  };
}
