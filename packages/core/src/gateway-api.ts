/**
 * The player gateway's wire contract (shell.md sections 3, 4, 7; catalogue.md section 7): paths, session
 * cookie, request bodies, balance types and error codes, one table for the portal's client and the
 * sandbox's gateway (answers: gateway-schemas.ts). The conventions every path follows and the names the
 * spec leaves open: ADR 0071.
 */
export const GATEWAY_PATHS = {
  /** POST {@link GatewayLoginRequest}: opens a gateway session (sets the session cookie). Configured. */
  login: '/pams/api/v2/login',
  /** POST {@link GatewayLogoutRequest}: ends the session (or all of the player's) and clears the cookie. Configured. */
  logout: '/pams/api/v2/logout',
  /** GET `?millisFromLastAction=N`: keeps the session alive; 401 once idle too long or revoked. Configured. */
  keepAlive: '/pams/api/v2/keepAlive',
  /** POST `{ validateSessionTokens: [{}] }`: is the cookie's session valid (always 200, see the answer). */
  validateLoginSession: '/v1/_validate-login-session',
  /** GET: the notification broker token of the session (`notification_token`). */
  notificationToken: '/_notification-token',
  /** GET: balances keyed by balance type. */
  balances: '/pams/api/v2/balances',
  /** GET: `{ balanceHidden }`; POST `{ balanceHidden }` (or a bare boolean) stores it. */
  balancePreference: '/user-preference/balance/v1',
  /** GET `?requestedPlayerData=a,b,c` (see {@link playerInfoQuery}): `info.playerDataMap`. */
  playerInfo: '/pams/api/v2/playerInfo',
  /** GET: username, balances and self-exclusion settings. */
  clientOverview: '/pams/api/v2/clientOverview',
  /** GET: segment tags the operator set on the player. */
  playerTags: '/pams/api/v2/playerTags',
  /** GET: deposit and withdrawal totals. */
  paymentStatistic: '/pams/api/v2/paymentStatistic',
  /** POST {@link GameProviderTokenRequest}: a token for a real-money game launch (not shown in the spec). */
  gameProviderToken: '/pams/api/v2/player/gameProviderToken',
  /** POST {@link ChatSessionTokenRequest}: a token for the support chat (not shown in the spec). */
  chatSessionToken: '/pams/api/v2/player/chatSessionToken',
  /** GET `?requestedFavorites=games`; POST {@link FavouritesUpdateRequest}. */
  favourites: '/pams/api/v2/player/favorites',
  /** POST {@link PlayerGamesRequest}: games played in a period with their round counts. */
  playerGames: '/pams/api/v2/getPlayerGames',
  /** POST {@link GameResultsRequest}: game rounds in a period, one page. */
  gameResults: '/pams/api/v2/gameResults',
  /** GET `?statusFilter=current|all|STATUS[,STATUS]`: the player's bonuses. */
  bonuses: '/pams/api/v2/player/bonuses',
  /** POST {@link GamingBonusesRequest}: free spins and golden chips bonuses. */
  gamingBonuses: '/pams/api/v2/player/gamingBonuses',
  /** GET `?bonusId=&returnBonusTemplateDetails=true&returnGamingContexts=true`. */
  bonusDetails: '/pams/api/v2/player/bonusDetails',
  /** POST {@link ConfirmBonusRequest}: accept or decline a pending bonus (not shown in the spec). */
  confirmBonus: '/pams/api/v2/player/confirmBonus',
  /** GET: the bonus templates the player opted in to. */
  optedInBonusTemplates: '/pams/api/v2/client/getOptedInBonusTemplates',
  /** POST {@link BonusTemplateRequest}. */
  optInToBonusTemplate: '/pams/api/v2/client/optInToBonusTemplate',
  /** POST {@link BonusTemplateRequest}. */
  optOutFromBonusTemplate: '/pams/api/v2/client/optOutFromBonusTemplate',
  /** GET: the marketing tags the player opted in to; POST {@link MarketingTagsRequest}. */
  marketingTags: '/pams/api/v2/marketingTags',
  /** POST {@link PersonalisedGamesRequest}: the marketing service's recommendations (no session needed). */
  personalisedGames: '/api/bloomreach/personalized-games',
} as const;

export type GatewayPath = (typeof GATEWAY_PATHS)[keyof typeof GATEWAY_PATHS];

/** The HttpOnly cookie holding the gateway session (Path=/, SameSite=Lax, Secure outside localhost). */
export const GATEWAY_SESSION_COOKIE = 'gw_session';

/** Balance types of the balances answer; the header shows the casino gaming balance. */
export const BALANCE_TYPES = { casinoGaming: 'CASINO_GAMING', sportBetting: 'SPORT_BETTING' } as const;

/** The player info fields the shell requests (shell.md section 3). */
export const PLAYER_INFO_FIELDS = [
  'language',
  'username',
  'accountBusinessPhase',
  'userId',
  'sex',
  'phone',
  'email',
  'city',
  'playerClientId',
  'suspended',
] as const;
export type PlayerInfoField = (typeof PLAYER_INFO_FIELDS)[number];

/** Player account types, the values of `accountBusinessPhase` (shell.md section 3). */
export const ACCOUNT_BUSINESS_PHASES = [
  'temporary',
  'pre-registered',
  'in-shop',
  'multi-channel',
  'online',
  'aux-full',
] as const;

/** Bonus statuses as the gateway writes them (compare case-insensitively, as core's bonus rules do). */
export const BONUS_STATUSES = ['PENDING', 'ACCEPTED', 'ACTIVE', 'DECLINED', 'COMPLETED', 'EXPIRED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** `statusFilter` of the bonus lists: `current` (pending, accepted, active), `all`, or statuses comma-joined. */
export const DEFAULT_BONUS_STATUS_FILTER = 'current';

/** Bonus play types; the gaming bonuses are the last three. */
export const BONUS_PLAY_TYPES = ['cash', 'freespins', 'freespins2', 'goldenchips'] as const;

/** `code` of a `GatewayError` body. */
export const GATEWAY_ERROR_CODES = [
  'invalid-request',
  'session-missing',
  'session-expired',
  'session-revoked',
  'invalid-temporary-token',
  'unknown-game',
  'unknown-template',
  'unknown-tag',
  'bonus-not-found',
  'bonus-not-pending',
  'self-excluded',
  'insufficient-funds',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/**
 * `errorCode` of a session token answer (game provider and chat tokens): 0 is success, anything else is
 * a refusal that the portal turns into errors.invalid-game-session or an anonymous chat.
 */
export const SESSION_TOKEN_ERROR_CODES = { ok: 0, selfExcluded: 3101, unknownGame: 3102 } as const;

// ---- request bodies ---------------------------------------------------------------------------------

export interface GatewayLoginRequest {
  username: string;
  /** The identity script's temporary token (single use, short-lived). */
  ims_temporary_token: string;
  device_type: string;
  os_name: string;
  client_platform: string;
}

export interface GatewayLogoutRequest {
  /** 1 ends every session of the player. */
  allSessions?: 0 | 1;
}

export interface ValidateLoginSessionRequest {
  /** One empty object: validate the session of the cookie. */
  validateSessionTokens: Record<string, never>[];
}

export interface BalancePreferenceUpdate {
  balanceHidden: boolean;
}

export interface GameProviderTokenRequest {
  gameCode: string;
}

export interface ChatSessionTokenRequest {
  systemId: number;
  clientType: string;
  clientPlatform: string;
}

export interface FavouritesUpdateRequest {
  favoriteGames: { favoriteGameType: { gameType: string }[] };
  requestType: 'add' | 'remove';
}

/** core's `playerGamesRequest` builds it. */
export interface PlayerGamesRequest {
  startDate: string;
  endDate: string;
  minimumGameRoundCount: number;
  languageCode: string;
}

/** core's `gameResultsRequest` builds it. */
export interface GameResultsRequest {
  startDatetime: string;
  endDatetime: string;
  nearestGames: boolean;
  page: number;
  max: number;
  order: 'asc' | 'desc';
  filterOutParameters: string[];
  fields: string[];
}

export interface GamingBonusesRequest {
  returnBonusTemplateDetails: boolean;
  statusFilter: string;
}

export interface ConfirmBonusRequest {
  bonusId: number | string;
  action: 'accept' | 'decline';
}

export interface BonusTemplateRequest {
  templateCode: string;
}

export interface MarketingTagsRequest {
  tags: string[];
  /** Default add. */
  requestType?: 'add' | 'remove';
}

export interface PersonalisedGamesRequest {
  customer_ids: { userId: string };
  params: Record<string, never>;
}

// ---- helpers ----------------------------------------------------------------------------------------

/** The query of the player info call: `?requestedPlayerData=a,b,c` (comma-joined, as the spec says). */
export function playerInfoQuery(fields: readonly string[] = PLAYER_INFO_FIELDS): string {
  return `?requestedPlayerData=${fields.map(encodeURIComponent).join(',')}`;
}

/** The casino gaming balance of a balances answer, or null when the player has none. */
export function casinoGamingBalance<T>(balances: Readonly<Record<string, T>> | null | undefined): T | null {
  return balances?.[BALANCE_TYPES.casinoGaming] ?? null;
}
