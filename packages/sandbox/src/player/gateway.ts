/**
 * The player gateway (core's GATEWAY_PATHS; shapes in core's gateway-schemas.ts). Every answer comes
 * from the store; the session is the HttpOnly `gw_session` cookie set by the login; without a live
 * session a call answers 401 with a GatewayError body. Errors speak the request's Accept-Language.
 */
import { CHAT_TOKEN_ERROR_CODES } from '@casino/core/chat-api';
import {
  BONUS_STATUSES,
  DEFAULT_BONUS_STATUS_FILTER,
  GATEWAY_PATHS,
  GATEWAY_SESSION_COOKIE,
  PLAYER_INFO_FIELDS,
  SESSION_TOKEN_ERROR_CODES,
} from '@casino/core/gateway-api';
import {
  GAME_RESULTS_PAGE_SIZE,
  MINIMUM_GAME_ROUND_COUNT,
  playerGamesRequest,
} from '@casino/core/player-games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from './context.ts';
import {
  bodyObject,
  clearCookie,
  isoTime,
  type Language,
  money,
  readCookie,
  requestLanguage,
  sendError,
  sendJson,
  setCookie,
} from './http.ts';
import { PERSONALISED_GAMES_DURATION, personalisedGames } from './personal-categories.ts';
import type { BonusRecord, GatewaySession, PlayerRecord, PlayerStore } from './store.ts';

type Query = Record<string, string | undefined>;
type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: GatewaySession,
  player: PlayerRecord,
) => unknown;

const GAMING_PLAY_TYPES = ['freespins', 'freespins2', 'goldenchips'];
const CURRENT_STATUSES = ['PENDING', 'ACCEPTED', 'ACTIVE'];
const RESULT_FIELDS = ['code', 'datetime', 'gameName', 'gameType', 'win', 'bet'] as const;
const DEFAULT_RESULT_FIELDS = ['code', 'datetime', 'gameName', 'gameType', 'win'];
/** Kinds of favourite `requestedFavorites` may name. */
const FAVOURITE_KINDS = ['games'] as const;
/** Round codes read like a platform's long numeric ids. */
const roundCode = (id: number) => String(7_000_000_000 + id);

/** Self-excluded from casino products (casino or every product). */
function isCasinoSelfExcluded(player: PlayerRecord): boolean {
  return (player.selfExclusion ?? []).some((setting) => /^(casino|crossproduct)$/i.test(setting.product));
}

/** `current`, `all`, or statuses comma-joined (case-insensitive); null when one is unknown. */
function parseStatusFilter(raw: unknown): string[] | 'all' | null {
  const filter = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_BONUS_STATUS_FILTER;
  if (filter.toLowerCase() === 'all') return 'all';
  if (filter.toLowerCase() === 'current') return CURRENT_STATUSES;
  const statuses = filter.split(',').map((status) => status.trim().toUpperCase());
  return statuses.every((status) => (BONUS_STATUSES as readonly string[]).includes(status)) ? statuses : null;
}

const truthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

function parseDate(raw: unknown, fallback: number): number | null {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw !== 'string') return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

function parseCount(raw: unknown, fallback: number, min: number, max: number): number | null {
  if (raw === undefined || raw === null) return fallback;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function registerGateway(app: FastifyInstance, context: PlatformContext): void {
  const { cookies } = context;
  const store = (): PlayerStore => context.players();
  const language = requestLanguage;

  const templateOf = (templateCode: string | null, lang: Language) =>
    templateCode === null
      ? undefined
      : context.catalogue(lang).promotions.find((promotion) => promotion.templateCode === templateCode);
  const knownTemplate = (code: string) => templateOf(code, 'ro') !== undefined;
  const knownTags = () =>
    new Set(
      context
        .catalogue('ro')
        .promotions.flatMap((promotion) => (promotion.tagName ? [promotion.tagName] : [])),
    );

  /** A route that needs a live gateway session. */
  const authed =
    (handler: Handler) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const check = store().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE));
      if (!check.ok) return sendError(reply, 401, check.reason, language(request));
      const player = store().player(check.session.username);
      if (!player) return sendError(reply, 401, 'session-revoked', language(request));
      return handler(request, reply, check.session, player);
    };

  const balancesOf = (username: string) =>
    Object.fromEntries(
      Object.entries(store().balances(username)).map(([type, value]) => [
        type,
        money(value.amountCents, value.currency),
      ]),
    );

  const bonusTemplate = (bonus: BonusRecord, lang: Language, withContext: boolean) => {
    const promotion = templateOf(bonus.templateCode, lang);
    return {
      templateCode: bonus.templateCode ?? '',
      name: promotion?.title ?? bonus.name[lang],
      description: promotion?.summary ?? '',
      gamingContext: withContext ? { selectedGames: bonus.selectedGames } : null,
    };
  };

  // ---- session ---------------------------------------------------------------------------------------

  app.post(GATEWAY_PATHS.login, async (request, reply) => {
    const lang = language(request);
    const body = bodyObject(request);
    const fields = ['username', 'ims_temporary_token', 'device_type', 'os_name', 'client_platform'] as const;
    if (!body || fields.some((field) => typeof body[field] !== 'string') || body.username === '')
      return sendError(reply, 400, 'invalid-request', lang, `(${fields.join(', ')})`);
    const tokenOwner = store().consumeTemporaryToken(body.ims_temporary_token as string);
    const player = tokenOwner ? store().player(tokenOwner) : null;
    if (!player || player.username.toLowerCase() !== (body.username as string).toLowerCase())
      return sendError(reply, 401, 'invalid-temporary-token', lang);
    if (player.suspended)
      return sendJson(reply, {
        username: player.username,
        notificationToken: null,
        sessionToken: null,
        additionalInformation: {
          exception: 'SuspendedSelfExclusionException',
          redirectionUrl: `${context.publicUrl}/account/autoexcludere`,
        },
      });
    const session = store().openGatewaySession(player.username, {
      deviceType: body.device_type as string,
      osName: body.os_name as string,
      clientPlatform: body.client_platform as string,
    });
    setCookie(reply, cookies, GATEWAY_SESSION_COOKIE, session.token);
    return sendJson(reply, {
      username: player.username,
      notificationToken: session.notificationToken,
      sessionToken: session.token,
      additionalInformation: null,
    });
  });

  app.post(GATEWAY_PATHS.validateLoginSession, async (request, reply) => {
    const check = store().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE));
    return sendJson(reply, {
      validateSessionTokens: [
        check.ok
          ? { valid: true, username: check.session.username, reason: null }
          : { valid: false, username: null, reason: check.reason },
      ],
    });
  });

  app.post(GATEWAY_PATHS.logout, async (request, reply) => {
    const check = store().checkGatewaySession(readCookie(request, GATEWAY_SESSION_COOKIE), false);
    const body = bodyObject(request);
    if (check.ok) {
      if (truthy(body?.allSessions)) store().endAllSessions(check.session.username, 'all-sessions');
      else store().endGatewaySessions([check.session.token], 'logout');
    }
    clearCookie(reply, cookies, GATEWAY_SESSION_COOKIE);
    return sendJson(reply, { loggedOut: check.ok });
  });

  app.get(GATEWAY_PATHS.keepAlive, async (request, reply) => {
    const lang = language(request);
    const millis = parseCount((request.query as Query).millisFromLastAction, 0, 0, Number.MAX_SAFE_INTEGER);
    if (millis === null) return sendError(reply, 400, 'invalid-request', lang, '(millisFromLastAction)');
    const result = store().keepAlive(readCookie(request, GATEWAY_SESSION_COOKIE), millis);
    if (!result.ok) return sendError(reply, 401, result.reason, lang);
    return sendJson(reply, { sessionValid: true, secondsToExpire: result.secondsToExpire });
  });

  app.get(
    GATEWAY_PATHS.notificationToken,
    authed((_request, reply, session) => sendJson(reply, { notification_token: session.notificationToken })),
  );

  // ---- player ----------------------------------------------------------------------------------------

  app.get(
    GATEWAY_PATHS.balances,
    authed((_request, reply, session) => sendJson(reply, { balances: balancesOf(session.username) })),
  );

  app.get(
    GATEWAY_PATHS.balancePreference,
    authed((_request, reply, _session, player) => sendJson(reply, { balanceHidden: player.balanceHidden })),
  );
  app.post(
    GATEWAY_PATHS.balancePreference,
    authed((request, reply, session) => {
      const body = request.body;
      const hidden = typeof body === 'boolean' ? body : bodyObject(request)?.balanceHidden;
      if (typeof hidden !== 'boolean')
        return sendError(reply, 400, 'invalid-request', language(request), '(balanceHidden)');
      store().setBalanceHidden(session.username, hidden);
      return sendJson(reply, { balanceHidden: hidden });
    }),
  );

  app.get(
    GATEWAY_PATHS.playerInfo,
    authed((request, reply, _session, player) => {
      const raw = (request.query as Query).requestedPlayerData;
      const requested = raw ? raw.split(',').map((field) => field.trim()) : [...PLAYER_INFO_FIELDS];
      const values: Record<string, unknown> = {
        language: player.language,
        username: player.username,
        accountBusinessPhase: player.accountBusinessPhase,
        userId: player.userId,
        sex: player.sex,
        phone: player.phone,
        email: player.email,
        city: player.city,
        playerClientId: player.playerClientId,
        suspended: player.suspended,
        firstName: player.firstName,
        lastName: player.lastName,
      };
      const playerDataMap = Object.fromEntries(
        requested.filter((field) => field in values).map((field) => [field, values[field]]),
      );
      return sendJson(reply, { info: { playerDataMap } });
    }),
  );

  app.get(
    GATEWAY_PATHS.clientOverview,
    authed((_request, reply, session, player) =>
      sendJson(reply, {
        username: session.username,
        balances: balancesOf(session.username),
        selfExclusion: player.selfExclusion ? { productSettings: player.selfExclusion } : null,
        accountStatus: player.accountStatus,
      }),
    ),
  );

  app.get(
    GATEWAY_PATHS.playerTags,
    authed((_request, reply, session) =>
      sendJson(reply, { playerTags: store().playerTags(session.username) }),
    ),
  );

  app.get(
    GATEWAY_PATHS.paymentStatistic,
    authed((_request, reply, session) => {
      const totals = store().paymentTotals(session.username);
      return sendJson(reply, {
        depositCount: totals.deposits.count,
        withdrawalCount: totals.withdrawals.count,
        totalDeposits: money(totals.deposits.totalCents),
        totalWithdrawals: money(totals.withdrawals.totalCents),
        firstDepositDate: totals.deposits.first === null ? null : isoTime(totals.deposits.first),
        lastDepositDate: totals.deposits.last === null ? null : isoTime(totals.deposits.last),
      });
    }),
  );

  // ---- session tokens --------------------------------------------------------------------------------

  app.post(
    GATEWAY_PATHS.gameProviderToken,
    authed((request, reply, session, player) => {
      const lang = language(request);
      const gameCode = bodyObject(request)?.gameCode;
      if (typeof gameCode !== 'string') return sendError(reply, 400, 'invalid-request', lang, '(gameCode)');
      const refusal = (errorCode: number, message: string) =>
        sendJson(reply, { username: session.username, sessionToken: null, errorCode, errorMessage: message });
      if (!context.findGame(gameCode))
        return refusal(
          SESSION_TOKEN_ERROR_CODES.unknownGame,
          lang === 'en' ? 'No such game.' : 'Jocul nu există.',
        );
      if (isCasinoSelfExcluded(player))
        return refusal(
          SESSION_TOKEN_ERROR_CODES.selfExcluded,
          lang === 'en' ? 'Self-excluded from casino games.' : 'Autoexcludere de la jocurile de cazino.',
        );
      const issued = store().issueGameToken(session, gameCode);
      return sendJson(reply, {
        username: session.username,
        sessionToken: { sessionToken: issued.token, expirationDate: isoTime(issued.expiresAt) },
        errorCode: SESSION_TOKEN_ERROR_CODES.ok,
        errorMessage: null,
      });
    }),
  );

  app.post(
    GATEWAY_PATHS.chatSessionToken,
    authed((request, reply, session, player) => {
      const lang = language(request);
      // A refusal is an errorCode, not an HTTP error: the portal then chats anonymously.
      const refusal = (errorCode: number, message: [ro: string, en: string]) =>
        sendJson(reply, {
          username: session.username,
          sessionToken: null,
          errorCode,
          errorMessage: lang === 'en' ? message[1] : message[0],
        });
      if (player.suspended)
        return refusal(CHAT_TOKEN_ERROR_CODES.suspended, [
          'Contul este suspendat.',
          'The account is suspended.',
        ]);
      if (isCasinoSelfExcluded(player))
        return refusal(CHAT_TOKEN_ERROR_CODES.selfExcluded, [
          'Autoexcludere de la jocurile de cazino.',
          'Self-excluded from casino games.',
        ]);
      const issued = store().issueChatToken(session);
      return sendJson(reply, {
        username: session.username,
        sessionToken: { sessionToken: issued.token, expirationDate: isoTime(issued.expiresAt) },
        errorCode: SESSION_TOKEN_ERROR_CODES.ok,
        errorMessage: null,
      });
    }),
  );

  // ---- favourites and played games -------------------------------------------------------------------

  const favouritesAnswer = (username: string) => ({
    favoriteGames: store()
      .favourites(username)
      .map((favourite) => ({ gameType: favourite.gameCode, addedAt: isoTime(favourite.addedAt) })),
  });

  // `requestedFavorites` is comma-joined (default `games`); games are the only kind of favourite.
  app.get(
    GATEWAY_PATHS.favourites,
    authed((request, reply, session) => {
      const raw = (request.query as Record<string, unknown>).requestedFavorites;
      const kinds = (Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '')
        .split(',')
        .map((kind) => kind.trim())
        .filter((kind) => kind !== '');
      if (kinds.some((kind) => !(FAVOURITE_KINDS as readonly string[]).includes(kind)))
        return sendError(reply, 400, 'invalid-request', language(request), '(requestedFavorites)');
      return sendJson(reply, favouritesAnswer(session.username));
    }),
  );
  app.post(
    GATEWAY_PATHS.favourites,
    authed((request, reply, session) => {
      const lang = language(request);
      const body = bodyObject(request);
      const list = (body?.favoriteGames as { favoriteGameType?: unknown } | undefined)?.favoriteGameType;
      const requestType = body?.requestType;
      if (!Array.isArray(list) || (requestType !== 'add' && requestType !== 'remove'))
        return sendError(
          reply,
          400,
          'invalid-request',
          lang,
          '(favoriteGames.favoriteGameType, requestType)',
        );
      const codes = list.map((item) =>
        typeof item === 'string' ? item : (item as { gameType?: unknown } | null)?.gameType,
      );
      if (codes.some((code) => typeof code !== 'string'))
        return sendError(reply, 400, 'invalid-request', lang, '(gameType)');
      const unknown = (codes as string[]).find((code) => !context.findGame(code));
      if (requestType === 'add' && unknown)
        return sendError(reply, 404, 'unknown-game', lang, `(${unknown})`);
      store().updateFavourites(session.username, codes as string[], requestType);
      return sendJson(reply, favouritesAnswer(session.username));
    }),
  );

  app.post(
    GATEWAY_PATHS.playerGames,
    authed((request, reply, session) => {
      const lang = language(request);
      const body = bodyObject(request) ?? {};
      const now = store().now();
      const defaults = playerGamesRequest(now, 'ro');
      const start = parseDate(body.startDate, Date.parse(defaults.startDate));
      const end = parseDate(body.endDate, now);
      const minimum = parseCount(body.minimumGameRoundCount, MINIMUM_GAME_ROUND_COUNT, 1, 1_000_000);
      const languageCode = body.languageCode ?? 'ro';
      if (start === null || end === null || minimum === null || typeof languageCode !== 'string')
        return sendError(
          reply,
          400,
          'invalid-request',
          lang,
          '(startDate, endDate, minimumGameRoundCount, languageCode)',
        );
      // languageCode would pick the language of game names; the catalogue's names are the same in both.
      return sendJson(reply, {
        results: store()
          .playedGames(session.username, start, end, minimum)
          .map((game) => ({
            gameType: game.gameCode,
            gameName: game.gameName,
            gameRoundCount: game.rounds,
            lastPlayedDate: isoTime(game.lastPlayedAt),
          })),
      });
    }),
  );

  app.post(
    GATEWAY_PATHS.gameResults,
    authed((request, reply, session) => {
      const lang = language(request);
      const body = bodyObject(request) ?? {};
      const now = store().now();
      const start = parseDate(body.startDatetime, Date.parse(playerGamesRequest(now, 'ro').startDate));
      const end = parseDate(body.endDatetime, now);
      const page = parseCount(body.page, 1, 1, 100_000);
      const max = parseCount(body.max, GAME_RESULTS_PAGE_SIZE, 1, 100);
      const order = body.order ?? 'desc';
      const filterOut = body.filterOutParameters ?? [];
      const fields = body.fields ?? DEFAULT_RESULT_FIELDS;
      if (
        start === null ||
        end === null ||
        page === null ||
        max === null ||
        (order !== 'asc' && order !== 'desc') ||
        !Array.isArray(filterOut) ||
        !filterOut.every((item) => typeof item === 'string') ||
        !Array.isArray(fields)
      )
        return sendError(reply, 400, 'invalid-request', lang);
      const chosen = RESULT_FIELDS.filter((field) => fields.includes(field));
      const { rows, total } = store().gameRounds(session.username, {
        start,
        end,
        excludeKinds: filterOut as string[],
        nearest: truthy(body.nearestGames),
        order,
        offset: (page - 1) * max,
        limit: max,
      });
      const results = rows.map((row) => {
        const all: Record<(typeof RESULT_FIELDS)[number], unknown> = {
          code: roundCode(row.id),
          datetime: isoTime(row.playedAt),
          gameName: row.gameName,
          gameType: row.gameCode,
          win: row.winCents / 100,
          bet: row.betCents / 100,
        };
        return Object.fromEntries(chosen.map((field) => [field, all[field]]));
      });
      return sendJson(reply, { results, page, max, total });
    }),
  );

  // ---- bonuses ---------------------------------------------------------------------------------------

  app.get(
    GATEWAY_PATHS.bonuses,
    authed((request, reply, session) => {
      const lang = language(request);
      const statuses = parseStatusFilter((request.query as Query).statusFilter);
      if (statuses === null) return sendError(reply, 400, 'invalid-request', lang, '(statusFilter)');
      return sendJson(reply, {
        bonuses: store()
          .bonuses(session.username, statuses === 'all' ? null : statuses)
          .map((bonus) => ({
            bonus: { id: bonus.id },
            status: bonus.status,
            playType: bonus.playType,
            templateCode: bonus.templateCode,
            name: bonus.name[lang],
            amount: bonus.amountCents === null ? null : money(bonus.amountCents),
            issuedDate: isoTime(bonus.issuedAt),
            expiryDate: bonus.expiresAt === null ? null : isoTime(bonus.expiresAt),
          })),
      });
    }),
  );

  app.post(
    GATEWAY_PATHS.gamingBonuses,
    authed((request, reply, session) => {
      const lang = language(request);
      const body = bodyObject(request) ?? {};
      const statuses = parseStatusFilter(body.statusFilter);
      if (statuses === null) return sendError(reply, 400, 'invalid-request', lang, '(statusFilter)');
      const withTemplate = truthy(body.returnBonusTemplateDetails);
      return sendJson(reply, {
        bonuses: store()
          .bonuses(session.username, statuses === 'all' ? null : statuses)
          .filter((bonus) => GAMING_PLAY_TYPES.includes(bonus.playType))
          .map((bonus) => ({
            bonusId: bonus.id,
            bonusStatus: bonus.status,
            bonusType: bonus.playType,
            templateCode: bonus.templateCode,
            name: bonus.name[lang],
            selectedGames: bonus.selectedGames,
            freeSpinsCount: bonus.freeSpinsCount,
            freeSpinsCountRemaining: bonus.freeSpinsRemaining,
            goldenChips:
              bonus.playType === 'goldenchips'
                ? {
                    goldenChipsCount: bonus.goldenChipsCount,
                    goldenChipsCountRemaining: bonus.goldenChipsRemaining,
                  }
                : null,
            expiryDate: bonus.expiresAt === null ? null : isoTime(bonus.expiresAt),
            bonusTemplate: withTemplate ? bonusTemplate(bonus, lang, true) : null,
          })),
      });
    }),
  );

  app.get(
    GATEWAY_PATHS.bonusDetails,
    authed((request, reply, session) => {
      const lang = language(request);
      const query = request.query as Query;
      const id = Number(query.bonusId);
      if (!Number.isInteger(id)) return sendError(reply, 400, 'invalid-request', lang, '(bonusId)');
      const bonus = store().bonus(session.username, id);
      if (!bonus) return sendError(reply, 404, 'bonus-not-found', lang);
      return sendJson(reply, {
        bonus: {
          id: bonus.id,
          status: bonus.status,
          playType: bonus.playType,
          name: bonus.name[lang],
          freeSpinsCount: bonus.freeSpinsCount,
          goldenChips: bonus.playType === 'goldenchips' ? { goldenChipsCount: bonus.goldenChipsCount } : null,
          templateCode: bonus.templateCode,
          amount: bonus.amountCents === null ? null : money(bonus.amountCents),
          expiryDate: bonus.expiresAt === null ? null : isoTime(bonus.expiresAt),
        },
        bonusTemplate: truthy(query.returnBonusTemplateDetails)
          ? bonusTemplate(bonus, lang, truthy(query.returnGamingContexts))
          : null,
      });
    }),
  );

  app.post(
    GATEWAY_PATHS.confirmBonus,
    authed((request, reply, session) => {
      const lang = language(request);
      const body = bodyObject(request);
      const id = Number(body?.bonusId);
      if (!Number.isInteger(id) || (body?.action !== 'accept' && body?.action !== 'decline'))
        return sendError(reply, 400, 'invalid-request', lang, '(bonusId, action)');
      const result = store().confirmBonus(session.username, id, body.action === 'accept');
      if (!result.ok)
        return sendError(reply, result.reason === 'bonus-not-found' ? 404 : 409, result.reason, lang);
      return sendJson(reply, { bonusId: result.bonus.id, status: result.bonus.status });
    }),
  );

  // ---- opt-ins and tags ------------------------------------------------------------------------------

  const optInsAnswer = (username: string) => ({
    bonusTemplateOptIns: store()
      .optIns(username)
      .map((optIn) => ({ templateCode: optIn.templateCode, optInDate: isoTime(optIn.optedInAt) })),
  });
  app.get(
    GATEWAY_PATHS.optedInBonusTemplates,
    authed((_request, reply, session) => sendJson(reply, optInsAnswer(session.username))),
  );
  for (const [path, optIn] of [
    [GATEWAY_PATHS.optInToBonusTemplate, true],
    [GATEWAY_PATHS.optOutFromBonusTemplate, false],
  ] as const)
    app.post(
      path,
      authed((request, reply, session, player) => {
        const lang = language(request);
        const templateCode = bodyObject(request)?.templateCode;
        if (typeof templateCode !== 'string')
          return sendError(reply, 400, 'invalid-request', lang, '(templateCode)');
        if (!knownTemplate(templateCode)) return sendError(reply, 404, 'unknown-template', lang);
        if (optIn && isCasinoSelfExcluded(player)) return sendError(reply, 403, 'self-excluded', lang);
        store().setOptIn(session.username, templateCode, optIn);
        return sendJson(reply, optInsAnswer(session.username));
      }),
    );

  const tagsAnswer = (username: string) => ({
    tags: store()
      .marketingTags(username)
      .map((tag) => ({ name: tag.name, optInDate: isoTime(tag.optedInAt) })),
  });
  app.get(
    GATEWAY_PATHS.marketingTags,
    authed((_request, reply, session) => sendJson(reply, tagsAnswer(session.username))),
  );
  app.post(
    GATEWAY_PATHS.marketingTags,
    authed((request, reply, session, player) => {
      const lang = language(request);
      const body = bodyObject(request);
      const list = body?.tags;
      const requestType = body?.requestType ?? 'add';
      if (!Array.isArray(list) || (requestType !== 'add' && requestType !== 'remove'))
        return sendError(reply, 400, 'invalid-request', lang, '(tags, requestType)');
      const names = list.map((item) =>
        typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name,
      );
      if (names.some((name) => typeof name !== 'string'))
        return sendError(reply, 400, 'invalid-request', lang, '(tags)');
      const known = knownTags();
      const unknown = (names as string[]).find((name) => !known.has(name));
      if (unknown) return sendError(reply, 404, 'unknown-tag', lang, `(${unknown})`);
      if (requestType === 'add' && isCasinoSelfExcluded(player))
        return sendError(reply, 403, 'self-excluded', lang);
      store().setMarketingTags(session.username, names as string[], requestType === 'add');
      return sendJson(reply, tagsAnswer(session.username));
    }),
  );

  // ---- marketing service -----------------------------------------------------------------------------

  // Keyed by the customer id the body names, as the marketing service is; no session needed.
  app.post(GATEWAY_PATHS.personalisedGames, async (request, reply) => {
    const userId = (bodyObject(request)?.customer_ids as { userId?: unknown } | undefined)?.userId;
    if (typeof userId !== 'string' || userId === '')
      return sendError(reply, 400, 'invalid-request', language(request), '(customer_ids.userId)');
    const player = store().playerByUserId(userId);
    return sendJson(reply, {
      recommendations: personalisedGames(store(), context.catalogue('ro'), player?.username ?? null),
      duration: PERSONALISED_GAMES_DURATION,
    });
  });
}
