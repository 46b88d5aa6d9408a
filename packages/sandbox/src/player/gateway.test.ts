import { GATEWAY_PATHS, GATEWAY_SESSION_COOKIE, SESSION_TOKEN_ERROR_CODES } from '@casino/core/gateway-api';
import { gameResultsRequest, playerGamesRequest } from '@casino/core/player-games';
import type { Game } from '@casino/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserClient,
  type Client,
  gatewayLogin,
  logIn,
  PORTAL,
  testSandbox,
  throwaway,
} from './test-support.ts';

let clock = Date.now();
const { app, cleanup } = testSandbox({ now: () => clock, sessionIdleMs: 30 * 60_000 });
let games: Game[] = [];
let demo: Client;

beforeAll(async () => {
  await app.ready();
  games = (await app.inject({ url: '/games/no-files' })).json();
  demo = browserClient(app);
  await logIn(demo, 'demo');
});
afterAll(cleanup);

const slot = (index: number) => games.filter((game) => game.type === 'Slot')[index]!;

describe('login and session', () => {
  it('opens a session with an HttpOnly, SameSite=Lax cookie on Path=/', async () => {
    const client = browserClient(app);
    const response = await logIn(client, 'nou');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ username: 'nou', additionalInformation: null });
    expect(body.sessionToken).toMatch(/^gws_/);
    expect(body.notificationToken).toMatch(/^ntf_/);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith(`${GATEWAY_SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = await client.get(GATEWAY_PATHS.notificationToken);
    expect(token.json()).toEqual({ notification_token: body.notificationToken });
  });

  it('refuses a temporary token that is wrong, someone else’s or used; and a body without the fields', async () => {
    const client = browserClient(app);
    await client.post('/identity/api/login', { username: 'nou', password: 'parola123', locale: 'ro' });
    const login = (username: string, token: string) =>
      client.post(GATEWAY_PATHS.login, {
        username,
        ims_temporary_token: token,
        device_type: 'desktop',
        os_name: 'Linux',
        client_platform: 'web',
      });
    expect((await login('nou', 'tmp_nope')).json()).toMatchObject({
      statusCode: 401,
      code: 'invalid-temporary-token',
    });
    const token = (await client.post('/identity/api/temporary-token', {})).json().temporaryToken;
    expect((await login('demo', token)).statusCode).toBe(401);
    const fresh = (await client.post('/identity/api/temporary-token', {})).json().temporaryToken;
    expect((await login('NOU', fresh)).statusCode).toBe(200);
    expect((await login('nou', fresh)).statusCode).toBe(401);
    const bad = await client.post(GATEWAY_PATHS.login, { username: 'nou' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid-request');
  });

  it('suspendat: a suspended self-exclusion with a redirection URL, and no session', async () => {
    const client = browserClient(app);
    await client.post('/identity/api/login', { username: 'suspendat', password: 'parola123', locale: 'ro' });
    const response = await gatewayLogin(client, 'suspendat');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'suspendat',
      notificationToken: null,
      sessionToken: null,
      additionalInformation: {
        exception: 'SuspendedSelfExclusionException',
        redirectionUrl: 'http://localhost:4000/account/autoexcludere',
      },
    });
    expect(client.jar.get(GATEWAY_SESSION_COOKIE)).toBeUndefined();
    expect((await app.inject({ url: '/account/autoexcludere' })).statusCode).toBe(200);
  });

  it('validates the session of the cookie', async () => {
    const valid = await demo.post(GATEWAY_PATHS.validateLoginSession, { validateSessionTokens: [{}] });
    expect(valid.json()).toEqual({
      validateSessionTokens: [{ valid: true, username: 'demo', reason: null }],
    });
    const none = await browserClient(app).post(GATEWAY_PATHS.validateLoginSession, {
      validateSessionTokens: [{}],
    });
    expect(none.json()).toEqual({
      validateSessionTokens: [{ valid: false, username: null, reason: 'session-missing' }],
    });
  });

  it('logs out one session, or all of them; the cookie goes', async () => {
    const a = browserClient(app);
    const b = browserClient(app);
    await logIn(a, 'nou');
    await logIn(b, 'nou');
    const out = await a.post(GATEWAY_PATHS.logout, {});
    expect(out.json()).toEqual({ loggedOut: true });
    expect(out.headers['set-cookie']).toContain(
      `${GATEWAY_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    expect((await b.get(GATEWAY_PATHS.balances)).statusCode).toBe(200);
    const c = browserClient(app);
    await logIn(c, 'nou');
    await c.post(GATEWAY_PATHS.logout, { allSessions: 1 });
    const revoked = await b.get(GATEWAY_PATHS.balances);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('session-revoked');
    expect((await browserClient(app).post(GATEWAY_PATHS.logout, {})).json()).toEqual({ loggedOut: false });
  });

  it('keep-alive: fine while active, the session ends once the player is idle too long', async () => {
    const client = browserClient(app);
    await logIn(client, 'nou');
    const ok = await client.get(`${GATEWAY_PATHS.keepAlive}?millisFromLastAction=60000`);
    expect(ok.json()).toEqual({ sessionValid: true, secondsToExpire: 1740 });
    expect((await client.get(`${GATEWAY_PATHS.keepAlive}?millisFromLastAction=abc`)).statusCode).toBe(400);
    const idle = await client.get(`${GATEWAY_PATHS.keepAlive}?millisFromLastAction=${31 * 60_000}`);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('session-expired');
    expect((await client.get(GATEWAY_PATHS.balances)).json().code).toBe('session-expired');
  });

  it('a session with no call for the idle time expires', async () => {
    const client = browserClient(app);
    await logIn(client, 'nou');
    clock += 31 * 60_000;
    try {
      const response = await client.get(GATEWAY_PATHS.balances);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('session-expired');
    } finally {
      await logIn(demo, 'demo');
    }
  });

  it('every call that needs a session answers 401 with a JSON body without one', async () => {
    const client = browserClient(app);
    const calls: [string, string][] = [
      ['GET', GATEWAY_PATHS.notificationToken],
      ['GET', GATEWAY_PATHS.balances],
      ['GET', GATEWAY_PATHS.balancePreference],
      ['POST', GATEWAY_PATHS.balancePreference],
      ['GET', GATEWAY_PATHS.playerInfo],
      ['GET', `${GATEWAY_PATHS.keepAlive}?millisFromLastAction=0`],
      ['GET', GATEWAY_PATHS.clientOverview],
      ['GET', GATEWAY_PATHS.playerTags],
      ['GET', GATEWAY_PATHS.paymentStatistic],
      ['POST', GATEWAY_PATHS.gameProviderToken],
      ['POST', GATEWAY_PATHS.chatSessionToken],
      ['GET', GATEWAY_PATHS.favourites],
      ['POST', GATEWAY_PATHS.favourites],
      ['POST', GATEWAY_PATHS.playerGames],
      ['POST', GATEWAY_PATHS.gameResults],
      ['GET', GATEWAY_PATHS.bonuses],
      ['POST', GATEWAY_PATHS.gamingBonuses],
      ['GET', GATEWAY_PATHS.bonusDetails],
      ['POST', GATEWAY_PATHS.confirmBonus],
      ['GET', GATEWAY_PATHS.optedInBonusTemplates],
      ['POST', GATEWAY_PATHS.optInToBonusTemplate],
      ['POST', GATEWAY_PATHS.optOutFromBonusTemplate],
      ['GET', GATEWAY_PATHS.marketingTags],
      ['POST', GATEWAY_PATHS.marketingTags],
    ];
    for (const [method, url] of calls) {
      const response = await client.request({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json(), url).toMatchObject({
        error: 'Unauthorized',
        statusCode: 401,
        code: 'session-missing',
      });
      expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    }
  });
});

describe('player data', () => {
  it('balances keyed by balance type', async () => {
    expect((await demo.get(GATEWAY_PATHS.balances)).json()).toEqual({
      balances: {
        CASINO_GAMING: { amount: 1250.5, currencyCode: 'RON' },
        SPORT_BETTING: { amount: 35, currencyCode: 'RON' },
      },
    });
  });

  it('balance visibility: stored, also from a bare boolean', async () => {
    const { client } = await throwaway(app, 'nou');
    expect((await client.get(GATEWAY_PATHS.balancePreference)).json()).toEqual({ balanceHidden: false });
    expect((await client.post(GATEWAY_PATHS.balancePreference, { balanceHidden: true })).json()).toEqual({
      balanceHidden: true,
    });
    expect((await client.get(GATEWAY_PATHS.balancePreference)).json()).toEqual({ balanceHidden: true });
    expect((await client.post(GATEWAY_PATHS.balancePreference, false)).json()).toEqual({
      balanceHidden: false,
    });
    expect((await client.post(GATEWAY_PATHS.balancePreference, { balanceHidden: 'da' })).statusCode).toBe(
      400,
    );
  });

  it('player info: the requested fields only', async () => {
    const response = await demo.get(
      `${GATEWAY_PATHS.playerInfo}?requestedPlayerData=userId,username,suspended,city,nope`,
    );
    expect(response.json()).toEqual({
      info: { playerDataMap: { userId: '100001', username: 'demo', suspended: false, city: 'București' } },
    });
    const all = (await demo.get(GATEWAY_PATHS.playerInfo)).json().info.playerDataMap;
    expect(all).toMatchObject({
      language: 'ro',
      accountBusinessPhase: 'online',
      sex: 'M',
      playerClientId: 'CR-100001',
    });
  });

  it('overview: self-exclusion only for exclus', async () => {
    expect((await demo.get(GATEWAY_PATHS.clientOverview)).json()).toMatchObject({
      username: 'demo',
      balances: { CASINO_GAMING: { amount: 1250.5 } },
      selfExclusion: null,
    });
    const { client } = await throwaway(app, 'exclus');
    const overview = (await client.get(GATEWAY_PATHS.clientOverview)).json();
    expect(overview.selfExclusion.productSettings[0]).toMatchObject({ product: 'Casino' });
  });

  it('player tags and payment statistics', async () => {
    expect((await demo.get(GATEWAY_PATHS.playerTags)).json().playerTags).toContainEqual({
      name: 'segment',
      value: 'vip-argint',
    });
    expect((await demo.get(GATEWAY_PATHS.paymentStatistic)).json()).toMatchObject({
      depositCount: 3,
      totalDeposits: { amount: 1750, currencyCode: 'RON' },
      withdrawalCount: 0,
    });
  });
});

describe('session tokens', () => {
  it('a game provider token for a game; refusals for an unknown game and a self-excluded player', async () => {
    const ok = (await demo.post(GATEWAY_PATHS.gameProviderToken, { gameCode: slot(0).gameCode })).json();
    expect(ok).toMatchObject({
      username: 'demo',
      errorCode: 0,
      sessionToken: { sessionToken: expect.stringMatching(/^gpt_/) },
    });
    const unknown = (await demo.post(GATEWAY_PATHS.gameProviderToken, { gameCode: 'nu-exista' })).json();
    expect(unknown).toMatchObject({ errorCode: SESSION_TOKEN_ERROR_CODES.unknownGame, sessionToken: null });
    const { client } = await throwaway(app, 'exclus');
    const refused = (
      await client.post(GATEWAY_PATHS.gameProviderToken, { gameCode: slot(0).gameCode })
    ).json();
    expect(refused).toMatchObject({ errorCode: SESSION_TOKEN_ERROR_CODES.selfExcluded, sessionToken: null });
    expect((await demo.post(GATEWAY_PATHS.gameProviderToken, {})).statusCode).toBe(400);
  });

  it('a chat session token', async () => {
    const chat = (await demo.post(GATEWAY_PATHS.chatSessionToken, {})).json();
    expect(chat).toMatchObject({
      username: 'demo',
      errorCode: 0,
      sessionToken: { sessionToken: expect.stringMatching(/^cht_/) },
    });
  });
});

describe('favourites and played games', () => {
  it('lists, adds in front and removes favourites', async () => {
    const { client } = await throwaway(app, 'demo');
    const before = (await client.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games`)).json()
      .favoriteGames;
    expect(before).toHaveLength(6);
    const code = slot(40).gameCode;
    const added = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: code }] },
      requestType: 'add',
    });
    expect(added.json().favoriteGames[0].gameType).toBe(code);
    const removed = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [code, before[0].gameType] },
      requestType: 'remove',
    });
    expect(removed.json().favoriteGames.map((item: { gameType: string }) => item.gameType)).toEqual(
      before.slice(1).map((item: { gameType: string }) => item.gameType),
    );
    const unknown = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: 'nu-exista' }] },
      requestType: 'add',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'unknown-game' });
    expect((await client.post(GATEWAY_PATHS.favourites, { requestType: 'toggle' })).statusCode).toBe(400);
  });

  it('getPlayerGames: games played at least 10 times in the last month', async () => {
    const response = await demo.post(GATEWAY_PATHS.playerGames, playerGamesRequest(clock, 'ro'));
    const results = response.json().results as { gameRoundCount: number; gameType: string }[];
    expect(results).toHaveLength(7);
    expect(results.filter((game) => game.gameRoundCount >= 50)).toHaveLength(3);
    const all = await demo.post(GATEWAY_PATHS.playerGames, {
      ...playerGamesRequest(clock, 'ro'),
      minimumGameRoundCount: 1,
    });
    expect(all.json().results).toHaveLength(10);
    const old = await demo.post(GATEWAY_PATHS.playerGames, {
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-02-01T00:00:00Z',
    });
    expect(old.json().results).toEqual([]);
    expect((await demo.post(GATEWAY_PATHS.playerGames, { startDate: 'ieri' })).statusCode).toBe(400);
  });

  it('gameResults: newest first, a page of 30, exits filtered out, the requested fields', async () => {
    const request = gameResultsRequest(clock);
    const first = (await demo.post(GATEWAY_PATHS.gameResults, request)).json();
    expect(first).toMatchObject({ page: 1, max: 30, total: 265 });
    expect(first.results).toHaveLength(30);
    expect(Object.keys(first.results[0]).sort()).toEqual(['code', 'datetime', 'gameName', 'gameType', 'win']);
    const times = first.results.map((row: { datetime: string }) => Date.parse(row.datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withExits = (
      await demo.post(GATEWAY_PATHS.gameResults, { ...request, filterOutParameters: [] })
    ).json();
    expect(withExits.total).toBeGreaterThan(265);
    const second = (
      await demo.post(GATEWAY_PATHS.gameResults, { ...request, page: 2, fields: ['code', 'bet'] })
    ).json();
    expect(Object.keys(second.results[0]).sort()).toEqual(['bet', 'code']);
    expect(second.results[0].code).not.toBe(first.results[0].code);
    const nearest = (await demo.post(GATEWAY_PATHS.gameResults, { ...request, nearestGames: true })).json();
    expect(nearest.total).toBe(10);
    expect((await demo.post(GATEWAY_PATHS.gameResults, { ...request, order: 'sideways' })).statusCode).toBe(
      400,
    );
  });
});

describe('bonuses', () => {
  it('lists bonuses by status filter', async () => {
    const list = async (filter: string) =>
      (await demo.get(`${GATEWAY_PATHS.bonuses}?statusFilter=${filter}`)).json();
    expect((await list('current')).bonuses.map((bonus: { bonus: { id: number } }) => bonus.bonus.id)).toEqual(
      [1002, 1001, 1003, 1004],
    );
    expect((await list('active')).bonuses).toHaveLength(2);
    expect((await list('all')).bonuses).toHaveLength(4);
    expect((await demo.get(GATEWAY_PATHS.bonuses)).json().bonuses).toHaveLength(4);
    expect((await demo.get(`${GATEWAY_PATHS.bonuses}?statusFilter=oricare`)).statusCode).toBe(400);
    const cash = (await list('ACCEPTED')).bonuses[0];
    expect(cash).toMatchObject({ playType: 'cash', amount: { amount: 100, currencyCode: 'RON' } });
  });

  it('gaming bonuses: free spins and golden chips, with their template when asked', async () => {
    const answer = (
      await demo.post(GATEWAY_PATHS.gamingBonuses, {
        returnBonusTemplateDetails: true,
        statusFilter: 'current',
      })
    ).json();
    expect(answer.bonuses.map((bonus: { bonusType: string }) => bonus.bonusType)).toEqual([
      'freespins',
      'freespins',
      'goldenchips',
    ]);
    const spins = answer.bonuses.find((bonus: { bonusId: number }) => bonus.bonusId === 1001);
    expect(spins).toMatchObject({
      bonusStatus: 'ACTIVE',
      freeSpinsCount: 50,
      freeSpinsCountRemaining: 35,
      goldenChips: null,
    });
    expect(spins.bonusTemplate.gamingContext.selectedGames).toEqual(spins.selectedGames);
    const chips = answer.bonuses.find((bonus: { bonusId: number }) => bonus.bonusId === 1003);
    expect(chips.goldenChips).toEqual({ goldenChipsCount: 10, goldenChipsCountRemaining: 7 });
    const bare = (await demo.post(GATEWAY_PATHS.gamingBonuses, { statusFilter: 'ACTIVE' })).json();
    expect(bare.bonuses).toHaveLength(2);
    expect(bare.bonuses[0].bonusTemplate).toBeNull();
  });

  it('bonus details of the pending pop-up bonus, in the request’s language', async () => {
    const url = `${GATEWAY_PATHS.bonusDetails}?bonusId=1002&returnBonusTemplateDetails=true&returnGamingContexts=true`;
    const details = (await demo.get(url)).json();
    expect(details.bonus).toMatchObject({
      id: 1002,
      status: 'PENDING',
      playType: 'freespins',
      freeSpinsCount: 25,
      templateCode: 'BIRTHDAY-GIFT',
    });
    expect(details.bonus.name).toBe('Cadou de ziua ta');
    expect(details.bonusTemplate.gamingContext.selectedGames).toHaveLength(3);
    const english = (await demo.get(url, { 'accept-language': 'en-GB,en;q=0.9' })).json();
    expect(english.bonus.name).toBe('Birthday gift');
    expect((await demo.get(`${GATEWAY_PATHS.bonusDetails}?bonusId=1002`)).json().bonusTemplate).toBeNull();
    expect((await demo.get(`${GATEWAY_PATHS.bonusDetails}?bonusId=999`)).json()).toMatchObject({
      statusCode: 404,
      code: 'bonus-not-found',
    });
    expect((await demo.get(`${GATEWAY_PATHS.bonusDetails}?bonusId=x`)).statusCode).toBe(400);
  });

  it('confirms a pending bonus once', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const pending = (await app.inject({ url: `/__sandbox/players/${username}` })).json().pendingBonusCode;
    const accepted = await client.post(GATEWAY_PATHS.confirmBonus, { bonusId: pending, action: 'accept' });
    expect(accepted.json()).toEqual({ bonusId: Number(pending), status: 'ACTIVE' });
    expect(
      (await client.post(GATEWAY_PATHS.confirmBonus, { bonusId: pending, action: 'decline' })).statusCode,
    ).toBe(409);
    expect(
      (await client.post(GATEWAY_PATHS.confirmBonus, { bonusId: 1002, action: 'accept' })).statusCode,
    ).toBe(404);
    expect(
      (await client.post(GATEWAY_PATHS.confirmBonus, { bonusId: pending, action: 'maybe' })).statusCode,
    ).toBe(400);
    const gaming = (await client.post(GATEWAY_PATHS.gamingBonuses, { statusFilter: 'ACTIVE' })).json()
      .bonuses;
    expect(gaming).toHaveLength(3);
  });

  it('opts in and out of templates of the catalogue; a self-excluded player cannot opt in', async () => {
    const { client } = await throwaway(app, 'demo');
    const codes = (answer: { bonusTemplateOptIns: { templateCode: string }[] }) =>
      answer.bonusTemplateOptIns.map((optIn) => optIn.templateCode);
    const into = (
      await client.post(GATEWAY_PATHS.optInToBonusTemplate, { templateCode: 'LIVE-BONUS-20' })
    ).json();
    expect(codes(into)).toEqual(['FS-WEEKEND-50', 'GOLDEN-CHIPS-10', 'LIVE-BONUS-20']);
    const out = (
      await client.post(GATEWAY_PATHS.optOutFromBonusTemplate, { templateCode: 'FS-WEEKEND-50' })
    ).json();
    expect(codes(out)).toEqual(['GOLDEN-CHIPS-10', 'LIVE-BONUS-20']);
    expect(codes((await client.get(GATEWAY_PATHS.optedInBonusTemplates)).json())).toEqual(codes(out));
    expect(
      (await client.post(GATEWAY_PATHS.optInToBonusTemplate, { templateCode: 'NU-EXISTA' })).statusCode,
    ).toBe(404);
    expect((await client.post(GATEWAY_PATHS.optInToBonusTemplate, {})).statusCode).toBe(400);
    const excluded = await throwaway(app, 'exclus');
    const refused = await excluded.client.post(GATEWAY_PATHS.optInToBonusTemplate, {
      templateCode: 'LIVE-BONUS-20',
    });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'self-excluded' });
  });

  it('marketing tags: add, remove, unknown, self-excluded', async () => {
    const { client } = await throwaway(app, 'demo');
    const names = (answer: { tags: { name: string }[] }) => answer.tags.map((tag) => tag.name);
    expect(names((await client.get(GATEWAY_PATHS.marketingTags)).json())).toEqual(['cashback-saptamanal']);
    const added = (
      await client.post(GATEWAY_PATHS.marketingTags, { tags: ['happy-hour', { name: 'turneu-noiembrie' }] })
    ).json();
    expect(names(added).sort()).toEqual(['cashback-saptamanal', 'happy-hour', 'turneu-noiembrie']);
    const removed = (
      await client.post(GATEWAY_PATHS.marketingTags, { tags: ['happy-hour'], requestType: 'remove' })
    ).json();
    expect(names(removed)).not.toContain('happy-hour');
    expect((await client.post(GATEWAY_PATHS.marketingTags, { tags: ['nimic'] })).statusCode).toBe(404);
    expect((await client.post(GATEWAY_PATHS.marketingTags, { tags: 'happy-hour' })).statusCode).toBe(400);
    const excluded = await throwaway(app, 'exclus');
    expect(
      (await excluded.client.post(GATEWAY_PATHS.marketingTags, { tags: ['happy-hour'] })).statusCode,
    ).toBe(403);
  });
});

describe('personalised games and categories', () => {
  it('recommendations by customer id, without a session; a stranger gets none', async () => {
    const anonymous = browserClient(app);
    const mine = (
      await anonymous.post(GATEWAY_PATHS.personalisedGames, {
        customer_ids: { userId: '100001' },
        params: {},
      })
    ).json();
    expect(mine.duration).toBe(900);
    expect(mine.recommendations).toHaveLength(12);
    const played = (await demo.post(GATEWAY_PATHS.playerGames, { minimumGameRoundCount: 1 }))
      .json()
      .results.map((game: { gameType: string }) => game.gameType);
    for (const code of mine.recommendations) expect(played).not.toContain(code);
    const stranger = (
      await anonymous.post(GATEWAY_PATHS.personalisedGames, { customer_ids: { userId: '1' }, params: {} })
    ).json();
    expect(stranger).toEqual({ recommendations: [], duration: 900 });
    expect((await anonymous.post(GATEWAY_PATHS.personalisedGames, {})).statusCode).toBe(400);
  });

  it('personal categories follow the session’s player and the store', async () => {
    const url = '/Personalized/general/categories?locale=ro&status=published';
    const lists = async (client: Client) =>
      Object.fromEntries(
        ((await client.get(url)).json() as { type: string; games: string[] }[]).map((c) => [c.type, c.games]),
      );
    expect((await browserClient(app).get(url)).json()).toEqual([]);
    const mine = await lists(demo);
    const heavy = (await demo.post(GATEWAY_PATHS.playerGames, {}))
      .json()
      .results.filter((game: { gameRoundCount: number }) => game.gameRoundCount >= 50);
    expect(new Set(mine['most-played'])).toEqual(
      new Set(heavy.map((game: { gameType: string }) => game.gameType)),
    );
    expect(mine['recently-played']).toHaveLength(4);
    expect(mine['tried-once']).toHaveLength(3);
    expect(mine['recent-wins']!.length).toBeGreaterThan(3);
    const bonuses = (await demo.post(GATEWAY_PATHS.gamingBonuses, { statusFilter: 'ACTIVE' })).json().bonuses;
    expect(mine['free-spins']).toEqual(
      bonuses.find((bonus: { bonusType: string }) => bonus.bonusType === 'freespins').selectedGames,
    );
    expect(mine['golden-chips']).toEqual(
      bonuses.find((bonus: { bonusType: string }) => bonus.bonusType === 'goldenchips').selectedGames,
    );
    expect(mine.favourites!.length + mine['favourites-live']!.length).toBe(6);
    for (const type of [
      'because-you-like',
      'because-you-played',
      'recommended',
      'popular',
      'trending',
      'personalised-marketing',
    ])
      expect(mine[type]!.length, type).toBeGreaterThan(0);

    const newcomer = await throwaway(app, 'nou');
    const fresh = await lists(newcomer.client);
    for (const type of [
      'favourites',
      'most-played',
      'recently-played',
      'recent-wins',
      'tried-once',
      'free-spins',
      'because-you-like',
    ])
      expect(fresh[type], type).toEqual([]);
    expect(fresh.popular!.length).toBeGreaterThan(0);
    await newcomer.client.post(GATEWAY_PATHS.logout, {});
    expect((await newcomer.client.get(url)).json()).toEqual([]);
  });
});

describe('across origins and languages', () => {
  it('echoes the portal origin with credentials, refuses a foreign one, answers preflights', async () => {
    const allowed = await demo.get(GATEWAY_PATHS.balances);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await browserClient(app, 'https://rau.example.com').get(GATEWAY_PATHS.balances);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: GATEWAY_PATHS.login,
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept-language',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('speaks the Accept-Language of the request', async () => {
    const client = browserClient(app);
    const ro = await client.get(GATEWAY_PATHS.balances, { 'accept-language': 'ro-RO,ro;q=0.9' });
    const en = await client.get(GATEWAY_PATHS.balances, { 'accept-language': 'en-US,en;q=0.9,ro;q=0.8' });
    const preferred = await client.get(GATEWAY_PATHS.balances, {
      'accept-language': 'de, en;q=0.5, ro;q=0.7',
    });
    expect(ro.json().message).toBe('Nu ești autentificat.');
    expect(en.json().message).toBe('You are not logged in.');
    expect(preferred.json().message).toBe('Nu ești autentificat.');
  });

  it('injected faults apply to gateway paths, keeping CORS', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: GATEWAY_PATHS.balances, status: 503, times: 1 },
    });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: '/pams/api/v2/player/', body: 'malformed', times: 1 },
    });
    const faulted = await demo.get(GATEWAY_PATHS.balances);
    expect(faulted.statusCode).toBe(503);
    expect(faulted.headers['x-sandbox-fault']).toBeDefined();
    expect(faulted.headers['access-control-allow-origin']).toBe(PORTAL);
    const malformed = await demo.get(GATEWAY_PATHS.bonuses);
    expect(() => JSON.parse(malformed.body)).toThrow();
    expect((await demo.get(GATEWAY_PATHS.balances)).statusCode).toBe(200);
  });

  it('a fault for one player applies to that player’s gateway session only', async () => {
    const other = browserClient(app);
    await logIn(other, 'nou');
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: GATEWAY_PATHS.balances, status: 500, times: 1, player: 'nou' },
    });
    // demo's call passes the fault by; nou's takes it (once).
    expect((await demo.get(GATEWAY_PATHS.balances)).statusCode).toBe(200);
    expect((await other.get(GATEWAY_PATHS.balances)).statusCode).toBe(500);
    expect((await other.get(GATEWAY_PATHS.balances)).statusCode).toBe(200);
    const invalid = await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: GATEWAY_PATHS.balances, status: 500, player: '' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
