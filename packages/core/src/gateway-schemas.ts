/**
 * Schemas of every gateway answer the portal parses (paths in gateway-api.ts); the sandbox's contract
 * tests check its answers against them. Enumerated values stay plain strings on purpose: a real platform
 * may add values, and core's rules compare them case-insensitively (ADR 0071).
 */
import * as v from 'valibot';

const isoDate = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const bonusId = v.union([v.number(), v.string()]);

/** An amount of money; `amount` in the currency's units (2 decimals). */
export const GatewayMoney = v.object({ amount: v.number(), currencyCode: v.pipe(v.string(), v.length(3)) });
export type GatewayMoney = v.InferOutput<typeof GatewayMoney>;

/** The body of every gateway error (and of the sandbox's injected faults, which have no `code`). */
export const GatewayError = v.object({
  error: v.string(),
  statusCode: v.number(),
  code: v.optional(v.string()),
  message: v.string(),
});
export type GatewayError = v.InferOutput<typeof GatewayError>;

/**
 * Login. A suspended self-exclusion answers 200 with both tokens null, no session cookie, and
 * `additionalInformation: { exception: 'SuspendedSelfExclusionException', redirectionUrl }`.
 */
export const GatewayLoginAnswer = v.object({
  username: v.string(),
  notificationToken: v.nullable(v.string()),
  sessionToken: v.nullable(v.string()),
  additionalInformation: v.nullish(
    v.object({
      exception: v.nullish(v.string()),
      redirectionUrl: v.nullish(v.string()),
    }),
  ),
});
export type GatewayLoginAnswer = v.InferOutput<typeof GatewayLoginAnswer>;

/** `valid: false` with a `reason` (session-missing, session-expired, session-revoked) when not valid. */
export const ValidateSessionAnswer = v.object({
  validateSessionTokens: v.array(
    v.object({
      valid: v.boolean(),
      username: v.nullable(v.string()),
      reason: v.nullish(v.string()),
    }),
  ),
});
export type ValidateSessionAnswer = v.InferOutput<typeof ValidateSessionAnswer>;

export const LogoutAnswer = v.object({ loggedOut: v.boolean() });
export type LogoutAnswer = v.InferOutput<typeof LogoutAnswer>;

export const KeepAliveAnswer = v.object({ sessionValid: v.boolean(), secondsToExpire: count });
export type KeepAliveAnswer = v.InferOutput<typeof KeepAliveAnswer>;

export const NotificationTokenAnswer = v.object({ notification_token: v.pipe(v.string(), v.minLength(1)) });
export type NotificationTokenAnswer = v.InferOutput<typeof NotificationTokenAnswer>;

/** Keyed by balance type (`BALANCE_TYPES`); the casino gaming balance is `CASINO_GAMING`. */
export const BalancesAnswer = v.object({ balances: v.record(v.string(), GatewayMoney) });
export type BalancesAnswer = v.InferOutput<typeof BalancesAnswer>;

export const BalancePreference = v.object({ balanceHidden: v.boolean() });
export type BalancePreference = v.InferOutput<typeof BalancePreference>;

/** Only the requested fields are present. */
export const PlayerInfoAnswer = v.object({
  info: v.object({
    playerDataMap: v.object({
      language: v.optional(v.string()),
      username: v.optional(v.string()),
      accountBusinessPhase: v.optional(v.string()),
      userId: v.optional(v.string()),
      sex: v.optional(v.nullable(v.string())),
      phone: v.optional(v.nullable(v.string())),
      email: v.optional(v.nullable(v.string())),
      city: v.optional(v.nullable(v.string())),
      playerClientId: v.optional(v.string()),
      suspended: v.optional(v.boolean()),
    }),
  }),
});
export type PlayerInfoAnswer = v.InferOutput<typeof PlayerInfoAnswer>;

export const SelfExclusionSetting = v.object({
  product: v.string(),
  startDate: v.nullish(isoDate),
  endDate: v.nullish(isoDate),
});
export type SelfExclusionSetting = v.InferOutput<typeof SelfExclusionSetting>;

export const ClientOverviewAnswer = v.object({
  username: v.string(),
  balances: v.record(v.string(), GatewayMoney),
  selfExclusion: v.nullable(v.object({ productSettings: v.array(SelfExclusionSetting) })),
  accountStatus: v.optional(v.string()),
});
export type ClientOverviewAnswer = v.InferOutput<typeof ClientOverviewAnswer>;

export const PlayerTag = v.object({ name: v.string(), value: v.nullable(v.string()) });
export type PlayerTag = v.InferOutput<typeof PlayerTag>;
export const PlayerTagsAnswer = v.object({ playerTags: v.array(PlayerTag) });
export type PlayerTagsAnswer = v.InferOutput<typeof PlayerTagsAnswer>;

export const PaymentStatisticAnswer = v.object({
  depositCount: count,
  withdrawalCount: count,
  totalDeposits: GatewayMoney,
  totalWithdrawals: GatewayMoney,
  firstDepositDate: v.nullable(isoDate),
  lastDepositDate: v.nullable(isoDate),
});
export type PaymentStatisticAnswer = v.InferOutput<typeof PaymentStatisticAnswer>;

/**
 * Game provider token and chat session token (shell.md section 3: username, sessionToken.sessionToken,
 * errorCode). A refusal is 200 with `errorCode` not 0 and `sessionToken: null`.
 */
export const SessionTokenAnswer = v.object({
  username: v.nullable(v.string()),
  sessionToken: v.nullable(
    v.object({ sessionToken: v.pipe(v.string(), v.minLength(1)), expirationDate: v.optional(isoDate) }),
  ),
  errorCode: v.number(),
  errorMessage: v.nullish(v.string()),
});
export type SessionTokenAnswer = v.InferOutput<typeof SessionTokenAnswer>;

/** A favourite: `gameType` is the game code. Newest first. */
export const FavouriteGame = v.object({ gameType: v.string(), addedAt: v.optional(isoDate) });
export type FavouriteGame = v.InferOutput<typeof FavouriteGame>;
export const FavouriteGamesAnswer = v.object({ favoriteGames: v.array(FavouriteGame) });
export type FavouriteGamesAnswer = v.InferOutput<typeof FavouriteGamesAnswer>;

/** A played game of the period (`gameType` is the game code), newest last play first. */
export const PlayerGameRecord = v.object({
  gameType: v.string(),
  gameName: v.optional(v.string()),
  gameRoundCount: count,
  lastPlayedDate: v.optional(isoDate),
});
export type PlayerGameRecord = v.InferOutput<typeof PlayerGameRecord>;
export const PlayerGamesAnswer = v.object({ results: v.array(PlayerGameRecord) });
export type PlayerGamesAnswer = v.InferOutput<typeof PlayerGamesAnswer>;

/** A game round; only the requested `fields` are present (the portal asks for these five). */
export const GameResultRecord = v.object({
  code: v.optional(v.string()),
  datetime: v.optional(isoDate),
  gameName: v.optional(v.string()),
  gameType: v.string(),
  win: v.number(),
});
export type GameResultRecord = v.InferOutput<typeof GameResultRecord>;
export const GameResultsAnswer = v.object({
  results: v.array(GameResultRecord),
  page: count,
  max: count,
  total: count,
});
export type GameResultsAnswer = v.InferOutput<typeof GameResultsAnswer>;

export const UserBonusRecord = v.object({
  bonus: v.object({ id: bonusId }),
  status: v.string(),
  playType: v.string(),
  templateCode: v.nullable(v.string()),
  name: v.string(),
  amount: v.nullable(GatewayMoney),
  issuedDate: isoDate,
  expiryDate: v.nullable(isoDate),
});
export type UserBonusRecord = v.InferOutput<typeof UserBonusRecord>;
export const UserBonusesAnswer = v.object({ bonuses: v.array(UserBonusRecord) });
export type UserBonusesAnswer = v.InferOutput<typeof UserBonusesAnswer>;

/** The template a bonus comes from; `gamingContext.selectedGames` are the games it plays on. */
export const BonusTemplate = v.object({
  templateCode: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  gamingContext: v.nullish(v.object({ selectedGames: v.array(v.string()) })),
});
export type BonusTemplate = v.InferOutput<typeof BonusTemplate>;

export const GamingBonusRecord = v.object({
  bonusId,
  bonusStatus: v.string(),
  bonusType: v.string(),
  templateCode: v.nullable(v.string()),
  name: v.string(),
  selectedGames: v.array(v.string()),
  freeSpinsCount: v.nullish(count),
  freeSpinsCountRemaining: v.nullish(count),
  goldenChips: v.nullish(
    v.object({ goldenChipsCount: v.nullish(count), goldenChipsCountRemaining: v.nullish(count) }),
  ),
  expiryDate: v.nullable(isoDate),
  bonusTemplate: v.nullish(BonusTemplate),
});
export type GamingBonusRecord = v.InferOutput<typeof GamingBonusRecord>;
export const GamingBonusesAnswer = v.object({ bonuses: v.array(GamingBonusRecord) });
export type GamingBonusesAnswer = v.InferOutput<typeof GamingBonusesAnswer>;

export const BonusDetailsAnswer = v.object({
  bonus: v.object({
    id: bonusId,
    status: v.string(),
    playType: v.string(),
    name: v.string(),
    freeSpinsCount: v.nullish(count),
    goldenChips: v.nullish(v.object({ goldenChipsCount: v.nullish(count) })),
    templateCode: v.nullish(v.string()),
    amount: v.nullish(GatewayMoney),
    expiryDate: v.nullable(isoDate),
  }),
  bonusTemplate: v.nullish(BonusTemplate),
});
export type BonusDetailsAnswer = v.InferOutput<typeof BonusDetailsAnswer>;

export const ConfirmBonusAnswer = v.object({ bonusId, status: v.string() });
export type ConfirmBonusAnswer = v.InferOutput<typeof ConfirmBonusAnswer>;

export const BonusTemplateOptIn = v.object({ templateCode: v.string(), optInDate: v.optional(isoDate) });
export type BonusTemplateOptIn = v.InferOutput<typeof BonusTemplateOptIn>;
/** The opt-in list; opting in or out answers the updated list too. */
export const BonusTemplateOptInsAnswer = v.object({ bonusTemplateOptIns: v.array(BonusTemplateOptIn) });
export type BonusTemplateOptInsAnswer = v.InferOutput<typeof BonusTemplateOptInsAnswer>;

export const MarketingTag = v.object({ name: v.string(), optInDate: v.optional(isoDate) });
export type MarketingTag = v.InferOutput<typeof MarketingTag>;
/** GET and POST answer the player's tags. */
export const MarketingTagsAnswer = v.object({ tags: v.array(MarketingTag) });
export type MarketingTagsAnswer = v.InferOutput<typeof MarketingTagsAnswer>;

/** `duration` is in seconds (core's personalised games cache). */
export const PersonalisedGamesAnswer = v.object({
  recommendations: v.array(v.string()),
  duration: v.pipe(v.number(), v.minValue(0)),
});
export type PersonalisedGamesAnswer = v.InferOutput<typeof PersonalisedGamesAnswer>;
