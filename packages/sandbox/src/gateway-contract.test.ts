/**
 * Contract tests of the player platform: every gateway answer (and every error body) parses with core's
 * gateway schemas, every identity answer with core's identity schemas, every manifest with core's
 * micro-frontend schema, the notification hub's history and pushed notifications with core's
 * notification schemas, the chat's answers with core's chat schemas — the parsers the portal uses.
 */

import { ChatUnreadCountAnswer } from '@casino/core/chat-api';
import { GATEWAY_PATHS, playerInfoQuery } from '@casino/core/gateway-api';
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
  GatewayError,
  GatewayLoginAnswer,
  KeepAliveAnswer,
  LogoutAnswer,
  MarketingTagsAnswer,
  NotificationTokenAnswer,
  PaymentStatisticAnswer,
  PersonalisedGamesAnswer,
  PlayerGamesAnswer,
  PlayerInfoAnswer,
  PlayerTagsAnswer,
  SessionTokenAnswer,
  UserBonusesAnswer,
  ValidateSessionAnswer,
} from '@casino/core/gateway-schemas';
import {
  IdentityAcceptLimitsResponse,
  IdentityConfirmBonusResponse,
  IdentityKeepAliveResponse,
  IdentityLoggedInPlayerResponse,
  IdentityLoginResponse,
  IdentityLogoutResponse,
  IdentityResponse,
  IdentityTemporaryTokenResponse,
  IdentityWaitingMessagesResponse,
  WAITING_MESSAGE_KINDS,
} from '@casino/core/identity-api';
import { MICRO_FRONTEND_NAMES, MicroFrontendManifest } from '@casino/core/micro-frontends';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PATHS,
  Notification,
  NotificationHistoryAnswer,
} from '@casino/core/notifications';
import { gameResultsRequest, playerGamesRequest } from '@casino/core/player-games';
import { PersonalizedCategory, parseList } from '@casino/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type Client, logIn, testSandbox, throwaway } from './player/test-support.ts';

const { app, cleanup } = testSandbox();
let demo: Client;

beforeAll(async () => {
  await app.ready();
  demo = browserClient(app);
  await logIn(demo, 'demo');
});
afterAll(cleanup);

function parses<S extends v.GenericSchema>(
  schema: S,
  response: LightMyRequestResponse,
  status = 200,
): v.InferOutput<S> {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const result = v.safeParse(schema, response.json());
  expect(
    result.issues?.map((issue) => `${issue.path?.map((item) => item.key).join('.')}: ${issue.message}`),
  ).toBeUndefined();
  return result.output as v.InferOutput<S>;
}

describe('gateway answers parse with core schemas', () => {
  it('session: login, validate, keep-alive, notification token', async () => {
    const client = browserClient(app);
    parses(GatewayLoginAnswer, await logIn(client, 'nou'));
    parses(
      ValidateSessionAnswer,
      await client.post(GATEWAY_PATHS.validateLoginSession, { validateSessionTokens: [{}] }),
    );
    parses(KeepAliveAnswer, await client.get(`${GATEWAY_PATHS.keepAlive}?millisFromLastAction=1000`));
    parses(NotificationTokenAnswer, await client.get(GATEWAY_PATHS.notificationToken));
    parses(LogoutAnswer, await client.post(GATEWAY_PATHS.logout, {}));
    parses(
      ValidateSessionAnswer,
      await client.post(GATEWAY_PATHS.validateLoginSession, { validateSessionTokens: [{}] }),
    );
    parses(GatewayError, await client.get(GATEWAY_PATHS.balances), 401);
  });

  it('player data', async () => {
    parses(BalancesAnswer, await demo.get(GATEWAY_PATHS.balances));
    parses(BalancePreference, await demo.get(GATEWAY_PATHS.balancePreference));
    parses(BalancePreference, await demo.post(GATEWAY_PATHS.balancePreference, { balanceHidden: false }));
    const info = parses(PlayerInfoAnswer, await demo.get(`${GATEWAY_PATHS.playerInfo}${playerInfoQuery()}`));
    expect(info.info.playerDataMap.userId).toBe('100001');
    parses(ClientOverviewAnswer, await demo.get(GATEWAY_PATHS.clientOverview));
    parses(PlayerTagsAnswer, await demo.get(GATEWAY_PATHS.playerTags));
    parses(PaymentStatisticAnswer, await demo.get(GATEWAY_PATHS.paymentStatistic));
  });

  it('session tokens, a refusal included', async () => {
    const games = (await app.inject({ url: '/games/no-files' })).json() as { gameCode: string }[];
    parses(
      SessionTokenAnswer,
      await demo.post(GATEWAY_PATHS.gameProviderToken, { gameCode: games[0]!.gameCode }),
    );
    parses(SessionTokenAnswer, await demo.post(GATEWAY_PATHS.gameProviderToken, { gameCode: 'nu-exista' }));
    parses(
      SessionTokenAnswer,
      await demo.post(GATEWAY_PATHS.chatSessionToken, {
        systemId: 765,
        clientType: 'casino',
        clientPlatform: 'download',
      }),
    );
  });

  it('favourites and played games, with the portal’s own requests', async () => {
    const favourites = parses(
      FavouriteGamesAnswer,
      await demo.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games`),
    );
    const code = favourites.favoriteGames[0]!.gameType;
    parses(
      FavouriteGamesAnswer,
      await demo.post(GATEWAY_PATHS.favourites, {
        favoriteGames: { favoriteGameType: [{ gameType: code }] },
        requestType: 'add',
      }),
    );
    parses(
      PlayerGamesAnswer,
      await demo.post(GATEWAY_PATHS.playerGames, playerGamesRequest(Date.now(), 'ro')),
    );
    const results = parses(
      GameResultsAnswer,
      await demo.post(GATEWAY_PATHS.gameResults, gameResultsRequest(Date.now())),
    );
    expect(results.results.length).toBe(30);
  });

  it('bonuses, templates and tags', async () => {
    parses(UserBonusesAnswer, await demo.get(`${GATEWAY_PATHS.bonuses}?statusFilter=current`));
    const gaming = parses(
      GamingBonusesAnswer,
      await demo.post(GATEWAY_PATHS.gamingBonuses, {
        returnBonusTemplateDetails: true,
        statusFilter: 'current',
      }),
    );
    for (const bonus of gaming.bonuses)
      parses(
        BonusDetailsAnswer,
        await demo.get(
          `${GATEWAY_PATHS.bonusDetails}?bonusId=${bonus.bonusId}&returnBonusTemplateDetails=true&returnGamingContexts=true`,
        ),
      );
    parses(BonusTemplateOptInsAnswer, await demo.get(GATEWAY_PATHS.optedInBonusTemplates));
    parses(
      BonusTemplateOptInsAnswer,
      await demo.post(GATEWAY_PATHS.optInToBonusTemplate, { templateCode: 'LIVE-BONUS-20' }),
    );
    parses(
      BonusTemplateOptInsAnswer,
      await demo.post(GATEWAY_PATHS.optOutFromBonusTemplate, { templateCode: 'LIVE-BONUS-20' }),
    );
    parses(MarketingTagsAnswer, await demo.get(GATEWAY_PATHS.marketingTags));
    parses(MarketingTagsAnswer, await demo.post(GATEWAY_PATHS.marketingTags, { tags: ['happy-hour'] }));
    const throwaway = browserClient(app);
    const { username } = (
      await app.inject({ method: 'POST', url: '/__sandbox/players', payload: { profile: 'demo' } })
    ).json();
    await logIn(throwaway, username);
    const pending = (await app.inject({ url: `/__sandbox/players/${username}` })).json().pendingBonusCode;
    parses(
      ConfirmBonusAnswer,
      await throwaway.post(GATEWAY_PATHS.confirmBonus, { bonusId: pending, action: 'decline' }),
    );
    parses(
      GatewayError,
      await throwaway.post(GATEWAY_PATHS.confirmBonus, { bonusId: pending, action: 'accept' }),
      409,
    );
  });

  it('personalised games and categories', async () => {
    parses(
      PersonalisedGamesAnswer,
      await demo.post(GATEWAY_PATHS.personalisedGames, { customer_ids: { userId: '100001' }, params: {} }),
    );
    const categories = await demo.get('/Personalized/general/categories?locale=ro&status=published');
    const parsed = parseList(PersonalizedCategory, categories.json());
    expect(parsed).toMatchObject({ rejected: 0 });
    expect(parsed!.items).toHaveLength(15);
  });

  it('error bodies', async () => {
    parses(GatewayError, await demo.post(GATEWAY_PATHS.confirmBonus, {}), 400);
    parses(GatewayError, await demo.get(`${GATEWAY_PATHS.bonusDetails}?bonusId=1`), 404);
    parses(GatewayError, await browserClient(app).post(GATEWAY_PATHS.login, { username: 'demo' }), 400);
  });
});

describe('identity answers parse with core schemas', () => {
  it('every action', async () => {
    const client = browserClient(app);
    const id = (path: string, body?: unknown) =>
      body === undefined ? client.get(`/identity/api/${path}`) : client.post(`/identity/api/${path}`, body);
    parses(IdentityLoggedInPlayerResponse, await id('player'));
    parses(
      IdentityLoginResponse,
      await id('login', { username: 'demo', password: 'gresit', realMode: 1, locale: 'ro', remember: false }),
    );
    parses(
      IdentityLoginResponse,
      await id('login', {
        username: 'demo',
        password: 'parola123',
        realMode: 1,
        locale: 'ro',
        remember: true,
      }),
    );
    parses(IdentityLoggedInPlayerResponse, await id('player'));
    parses(IdentityTemporaryTokenResponse, await id('temporary-token', { realMode: 1 }));
    parses(IdentityKeepAliveResponse, await id('keep-alive', { millisFromLastAction: 0 }));
    parses(IdentityResponse, await id('password', { oldPassword: 'x', newPassword: 'y' }));
    parses(IdentityWaitingMessagesResponse, await id('waiting-messages', { kinds: WAITING_MESSAGE_KINDS }));
    parses(IdentityConfirmBonusResponse, await id('confirm-bonus', { bonusId: 1, accept: true }));
    parses(IdentityAcceptLimitsResponse, await id('accept-limits', {}));
    parses(IdentityLoginResponse, await id('second-factor', { code: '1' }));
    parses(IdentityLoginResponse, await id('terms', { termsVersion: 'x', accept: true }));
    parses(
      IdentityLogoutResponse,
      await id('logout', { allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 1 }),
    );
  });
});

describe('micro-frontend manifests parse with core schema', () => {
  it.each(MICRO_FRONTEND_NAMES)('%s', async (name) => {
    const manifest = parses(
      MicroFrontendManifest,
      await app.inject({ url: `/fe/${name}/manifest.json?v=1` }),
    );
    expect(manifest.name).toBe(name);
  });
});

describe('notification and chat answers parse with core schemas', () => {
  it('the notification hub history, its read answer and its refusal', async () => {
    const { client } = await throwaway(app, 'demo');
    const history = parses(NotificationHistoryAnswer, await client.get(NOTIFICATION_PATHS.history));
    parses(
      NotificationHistoryAnswer,
      await client.post(NOTIFICATION_PATHS.read, { ids: [history.notifications[0]?.id] }),
    );
    parses(NotificationHistoryAnswer, await client.post(NOTIFICATION_PATHS.read, { all: true }));
    parses(GatewayError, await client.post(NOTIFICATION_PATHS.read, {}), 400);
    parses(GatewayError, await app.inject({ url: NOTIFICATION_PATHS.history }), 401);
  });

  it.each(NOTIFICATION_KINDS)('a pushed %s notification', async (type) => {
    const { username } = await throwaway(app, 'demo');
    const pushed = await app.inject({
      method: 'POST',
      url: '/__sandbox/push/notification',
      payload: { username, type },
    });
    expect(v.parse(Notification, pushed.json().notification).type).toBe(type);
  });

  it('the unread count and its refusal', async () => {
    const { client } = await throwaway(app, 'demo');
    const token = parses(
      SessionTokenAnswer,
      await client.post(GATEWAY_PATHS.chatSessionToken, {
        systemId: 765,
        clientType: 'casino',
        clientPlatform: 'download',
      }),
    ).sessionToken?.sessionToken as string;
    parses(
      ChatUnreadCountAnswer,
      await app.inject({ url: `/chat/api/unread-count?token=${encodeURIComponent(token)}` }),
    );
    parses(
      ChatUnreadCountAnswer,
      await app.inject({ url: '/chat/api/unread-count?anonymousId=anon_12345678' }),
    );
    parses(GatewayError, await app.inject({ url: '/chat/api/unread-count?token=cht_nu' }), 401);
    const excluded = await throwaway(app, 'exclus');
    const refusal = parses(
      SessionTokenAnswer,
      await excluded.client.post(GATEWAY_PATHS.chatSessionToken, {
        systemId: 765,
        clientType: 'casino',
        clientPlatform: 'download',
      }),
    );
    expect(refusal.errorCode).not.toBe(0);
  });
});
