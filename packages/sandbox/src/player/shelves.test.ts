/**
 * The player's shelves end to end (catalogue.md sections 4, 7 and 9): favourites, getPlayerGames and
 * gameResults with the portal's own requests (core's builders), the personalised categories of the
 * session's player and the marketing service's recommendations, all from the store, so that real play
 * from the real game page changes them at once. Seeded `demo` serves every shelf, `nou` none.
 */
import { isLiveCasinoGame } from '@casino/core/catalogue';
import { buildLaunchUrl } from '@casino/core/game-launch';
import { GATEWAY_PATHS, GATEWAY_SESSION_COOKIE } from '@casino/core/gateway-api';
import { FavouriteGamesAnswer, GameResultsAnswer, PlayerGamesAnswer } from '@casino/core/gateway-schemas';
import { PERSONALISED_CATEGORY_TYPES } from '@casino/core/personal-categories';
import {
  gameResultsRequest,
  HEAVY_PLAY_ROUNDS,
  playerGamesRequest,
  recentWins,
  splitPlayerGames,
} from '@casino/core/player-games';
import type { Game } from '@casino/core/schemas';
import { JSDOM, type TestElement } from 'jsdom';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectFetch } from './portal-page.ts';
import { stakes } from './real-play.ts';
import {
  browserClient,
  type Client,
  CookieJar,
  logIn,
  PORTAL,
  testSandbox,
  throwaway,
} from './test-support.ts';

const { app, cleanup } = testSandbox();
let games: Game[] = [];
let byCode = new Map<string, Game>();
beforeAll(async () => {
  await app.ready();
  games = (await app.inject({ url: '/games/no-files' })).json();
  byCode = new Map(games.map((game) => [game.gameCode, game]));
});
afterAll(cleanup);

const CATEGORIES = '/Personalized/general/categories?locale=ro&status=published';

/** What the portal asks and reads, parsed with core's schemas. */
const favourites = async (client: Client) =>
  v
    .parse(
      FavouriteGamesAnswer,
      (await client.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games`)).json(),
    )
    .favoriteGames.map((favourite) => favourite.gameType);
const playerGames = async (client: Client, minimumGameRoundCount?: number) =>
  v.parse(
    PlayerGamesAnswer,
    (
      await client.post(GATEWAY_PATHS.playerGames, {
        ...playerGamesRequest(Date.now(), 'ro'),
        ...(minimumGameRoundCount ? { minimumGameRoundCount } : {}),
      })
    ).json(),
  ).results;
const gameResults = async (client: Client) =>
  v.parse(
    GameResultsAnswer,
    (await client.post(GATEWAY_PATHS.gameResults, gameResultsRequest(Date.now()))).json(),
  );
const categories = async (client: Client) =>
  Object.fromEntries(
    ((await client.get(CATEGORIES)).json() as { type: string; games: string[] }[]).map((category) => [
      category.type,
      category.games,
    ]),
  ) as Record<string, string[]>;
const userIdOf = async (username: string) =>
  (await app.inject({ url: `/__sandbox/players/${username}` })).json().userId as string;
const marketing = async (userId: string) =>
  (
    await browserClient(app).post(GATEWAY_PATHS.personalisedGames, { customer_ids: { userId }, params: {} })
  ).json() as { recommendations: string[]; duration: number };
const codes = (list: { gameType: string }[]) => list.map((item) => item.gameType);

/** The game provider token and the real launch URL, as the portal builds it. */
async function launchUrl(client: Client, game: Game): Promise<URL> {
  const token = (await client.post(GATEWAY_PATHS.gameProviderToken, { gameCode: game.gameCode })).json();
  const built = buildLaunchUrl({
    game,
    mode: 'real',
    device: { touch: false, mobile: false },
    languageCode: 'ro',
    token,
  });
  if (!built.ok) throw new Error(built.error);
  return new URL(built.url);
}

/** Opens the real game page in jsdom, framed by the portal, and presses Spin once. */
async function spinOnThePage(client: Client, game: Game): Promise<{ win: number; balance: number }> {
  const url = await launchUrl(client, game);
  const html = (await app.inject({ url: url.pathname + url.search })).body;
  const posted: { type: string; win?: number; balance?: number }[] = [];
  const dom = new JSDOM(html, {
    url: url.href,
    referrer: `${PORTAL}/play/${game.gameCode}/real`,
    runScripts: 'dangerously',
    beforeParse(window) {
      window.fetch = injectFetch(app, new CookieJar(), url.origin);
      Object.defineProperty(window, 'parent', {
        value: { postMessage: (message: (typeof posted)[number]) => posted.push(message) },
      });
    },
  });
  (dom.window.document.getElementById('spin') as TestElement).click();
  await vi.waitFor(() => expect(posted.map((message) => message.type)).toEqual(['loaded', 'spin']));
  dom.window.close();
  const spun = posted[1]!;
  return { win: spun.win!, balance: spun.balance! };
}

const force = (username: string, outcomes: string[]) =>
  app.inject({ method: 'POST', url: `/__sandbox/players/${username}/spins`, payload: { outcomes } });

describe('favourites (GET and POST /pams/api/v2/player/favorites)', () => {
  it('requestedFavorites is comma-joined and defaults to games; an unknown kind is refused', async () => {
    const { client } = await throwaway(app, 'demo');
    const all = (await client.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games`)).json();
    expect(all.favoriteGames).toHaveLength(6);
    expect((await client.get(GATEWAY_PATHS.favourites)).json()).toEqual(all);
    expect((await client.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games,`)).json()).toEqual(all);
    const refused = await client.get(`${GATEWAY_PATHS.favourites}?requestedFavorites=games,jackpots`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid-request' });
    expect((await browserClient(app).get(GATEWAY_PATHS.favourites)).statusCode).toBe(401);
  });

  it('add puts games in front (again for a favourite already there), remove drops them; the categories follow', async () => {
    const { client } = await throwaway(app, 'demo');
    const before = await favourites(client);
    const slot = games.find((game) => game.type === 'Slot' && !before.includes(game.gameCode))!;
    const live = games.find((game) => game.type === 'Live' && !before.includes(game.gameCode))!;
    const added = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: live.gameCode }, { gameType: slot.gameCode }] },
      requestType: 'add',
    });
    expect(codes(v.parse(FavouriteGamesAnswer, added.json()).favoriteGames)).toEqual([
      slot.gameCode,
      live.gameCode,
      ...before,
    ]);
    const again = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: before[3]! }] },
      requestType: 'add',
    });
    expect(codes(again.json().favoriteGames)[0]).toBe(before[3]);
    expect(codes(again.json().favoriteGames)).toHaveLength(8);

    const lists = await categories(client);
    expect(lists.favourites![0]).toBe(before[3]);
    expect(lists.favourites).toContain(slot.gameCode);
    expect(lists['favourites-live']![0]).toBe(live.gameCode);

    const removed = await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: slot.gameCode }, { gameType: live.gameCode }] },
      requestType: 'remove',
    });
    expect(codes(removed.json().favoriteGames)).not.toContain(slot.gameCode);
    expect(await favourites(client)).toEqual(codes(removed.json().favoriteGames));
    expect((await categories(client))['favourites-live']).not.toContain(live.gameCode);
  });
});

describe('getPlayerGames and gameResults with the portal’s requests', () => {
  it('getPlayerGames: the spec’s body (a month back, now, 10 rounds, languageCode); a bad languageCode is refused', async () => {
    const { client } = await throwaway(app, 'demo');
    const request = playerGamesRequest(Date.now(), 'ro');
    expect(Object.keys(request).sort()).toEqual([
      'endDate',
      'languageCode',
      'minimumGameRoundCount',
      'startDate',
    ]);
    const results = await playerGames(client);
    expect(results.every((game) => game.gameRoundCount >= 10)).toBe(true);
    const lastPlayed = results.map((game) => Date.parse(game.lastPlayedDate!));
    expect(lastPlayed).toEqual([...lastPlayed].sort((a, b) => b - a));
    const english = (
      await client.post(GATEWAY_PATHS.playerGames, playerGamesRequest(Date.now(), 'en'))
    ).json();
    expect(codes(english.results)).toEqual(codes(results));
    expect(
      (await client.post(GATEWAY_PATHS.playerGames, { ...request, languageCode: 7 })).json(),
    ).toMatchObject({ statusCode: 400, code: 'invalid-request' });
  });

  it('gameResults: the spec’s full payload answers a page of 30, newest first, five fields, no EXITGAME rows', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const request = gameResultsRequest(Date.now());
    expect(request).toMatchObject({
      nearestGames: false,
      page: 1,
      max: 30,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
    });
    const answer = await gameResults(client);
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(answer).toMatchObject({ page: 1, max: 30, total: state.rounds });
    expect(answer.results).toHaveLength(30);
    for (const row of answer.results)
      expect(Object.keys(row).sort()).toEqual(['code', 'datetime', 'gameName', 'gameType', 'win']);
    const times = answer.results.map((row) => Date.parse(row.datetime!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const unfiltered = (
      await client.post(GATEWAY_PATHS.gameResults, { ...request, filterOutParameters: [] })
    ).json();
    expect(unfiltered.total).toBe(state.rounds + state.exitRows);
    expect(new Set(answer.results.map((row) => row.code)).size).toBe(30);
  });
});

describe('demo’s seeded shelves, built with core’s rules from the gateway', () => {
  it('favourites: casino games and live games of the catalogue', async () => {
    const { client } = await throwaway(app, 'demo');
    const list = (await favourites(client)).map((code) => byCode.get(code)!);
    expect(list.every(Boolean)).toBe(true);
    expect(list.filter((game) => !isLiveCasinoGame(game)).length).toBeGreaterThanOrEqual(3);
    expect(list.filter((game) => isLiveCasinoGame(game)).length).toBeGreaterThanOrEqual(1);
  });

  it('most played (50+ rounds), recently played (fewer), tried once', async () => {
    const { client } = await throwaway(app, 'demo');
    const split = splitPlayerGames(await playerGames(client));
    expect(split.mostPlayed.map((game) => game.gameRoundCount)).toEqual([72, 58, 51]);
    expect(split.mostPlayed[0]!.gameRoundCount).toBeGreaterThanOrEqual(HEAVY_PLAY_ROUNDS);
    // The latest played first: the table game and the light slot of the last hours lead.
    const light = split.recentlyPlayed.map((game) => game.gameRoundCount);
    expect(light.slice(0, 2)).toEqual([15, 34]);
    expect([...light].sort((a, b) => b - a)).toEqual([34, 21, 15, 11]);
    const once = (await playerGames(client, 1)).filter((game) => game.gameRoundCount === 1);
    expect(once).toHaveLength(3);
  });

  it('recent wins from the newest 30 rounds: zero wins ignored, the best win per game', async () => {
    const { client } = await throwaway(app, 'demo');
    const rows = (await gameResults(client)).results;
    const wins = recentWins(rows);
    expect(wins.length).toBeGreaterThanOrEqual(3);
    const losers = [...new Set(rows.map((row) => row.gameType))].filter((code) =>
      rows.filter((row) => row.gameType === code).every((row) => row.win === 0),
    );
    expect(losers.length).toBeGreaterThanOrEqual(2);
    for (const code of losers) expect(codes(wins)).not.toContain(code);
    const perGame = new Map<string, number[]>();
    for (const row of rows)
      if (row.win > 0) perGame.set(row.gameType, [...(perGame.get(row.gameType) ?? []), row.win]);
    const [several, amounts] = [...perGame].find(([, list]) => list.length >= 3)!;
    expect(new Set(amounts).size).toBeGreaterThan(1);
    expect(wins.find((win) => win.gameType === several)!.win).toBe(Math.max(...amounts));
  });

  it('the personalised categories agree with those shelves and name catalogue games only', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const lists = await categories(client);
    const split = splitPlayerGames(await playerGames(client));
    expect(lists['most-played']).toEqual(codes(split.mostPlayed));
    expect(lists['recently-played']).toEqual(codes(split.recentlyPlayed));
    expect(lists['recent-wins']).toEqual(codes(recentWins((await gameResults(client)).results)));
    expect(new Set(lists['tried-once'])).toEqual(
      new Set(codes((await playerGames(client, 1)).filter((game) => game.gameRoundCount === 1))),
    );
    const mine = await favourites(client);
    expect([...lists.favourites!, ...lists['favourites-live']!].sort()).toEqual([...mine].sort());
    for (const [type, list] of Object.entries(lists)) {
      expect(list.length, type).toBeGreaterThan(0);
      expect(list.length, type).toBeLessThanOrEqual(30);
      for (const code of list) expect(byCode.has(code), `${type}: ${code}`).toBe(true);
    }
    const recommended = await marketing(await userIdOf(username));
    expect(recommended.duration).toBe(900);
    expect(recommended.recommendations.length).toBeGreaterThan(0);
    for (const code of recommended.recommendations) expect(byCode.has(code)).toBe(true);
    expect(lists['personalised-marketing']).toEqual(recommended.recommendations);
  });

  it('nou has nothing: every personal list and the marketing service are empty', async () => {
    const { client, username } = await throwaway(app, 'nou');
    expect(await favourites(client)).toEqual([]);
    expect(await playerGames(client, 1)).toEqual([]);
    expect((await gameResults(client)).results).toEqual([]);
    const lists = await categories(client);
    for (const type of PERSONALISED_CATEGORY_TYPES) expect(lists[type], type).toEqual([]);
    expect((await marketing(await userIdOf(username))).recommendations).toEqual([]);
    expect((await marketing('999999')).recommendations).toEqual([]);
  });
});

describe('real play changes the shelves at once', () => {
  it('a winning spin from the real game page: first in gameResults, getPlayerGames, recently played and recent wins', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const light = splitPlayerGames(await playerGames(client)).recentlyPlayed.at(-1)!;
    const game = byCode.get(light.gameType)!;
    expect((await force(username, ['win'])).json()).toEqual({ queued: ['win'] });
    const spun = await spinOnThePage(client, game);
    expect(spun.win).toBe((stakes(game)[0]! * 10) / 100);

    const latest = (await gameResults(client)).results[0]!;
    expect(latest).toMatchObject({ gameType: game.gameCode, gameName: game.name, win: spun.win });
    const played = await playerGames(client);
    expect(played[0]).toMatchObject({ gameType: game.gameCode, gameRoundCount: light.gameRoundCount + 1 });
    const lists = await categories(client);
    expect(lists['recently-played']![0]).toBe(game.gameCode);
    expect(lists['recent-wins']).toContain(game.gameCode);
    expect((await client.get(GATEWAY_PATHS.balances)).json().balances.CASINO_GAMING.amount).toBe(
      spun.balance,
    );
  });

  it('a losing spin on a new game: tried once, in gameResults, not a recent win', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const played = new Set(codes(await playerGames(client, 1)));
    const game = games.find(
      (item) => item.type === 'Slot' && item.launchUrls.real && !played.has(item.gameCode),
    )!;
    await force(username, ['lose']);
    expect((await spinOnThePage(client, game)).win).toBe(0);
    expect((await gameResults(client)).results[0]).toMatchObject({ gameType: game.gameCode, win: 0 });
    const lists = await categories(client);
    expect(lists['tried-once']).toContain(game.gameCode);
    expect(lists['recent-wins']).not.toContain(game.gameCode);
    expect(lists['recently-played']).not.toContain(game.gameCode);
  });

  it('nou: nine recorded rounds and a real spin make a recently played game; the recommendations start', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const game = games.find((item) => item.type === 'Slot' && item.launchUrls.real)!;
    await app.inject({
      method: 'POST',
      url: `/__sandbox/players/${username}/rounds`,
      payload: { gameCode: game.gameCode, count: 9, win: 0 },
    });
    expect(await playerGames(client)).toEqual([]);
    await spinOnThePage(client, game);
    expect(await playerGames(client)).toMatchObject([{ gameType: game.gameCode, gameRoundCount: 10 }]);
    const lists = await categories(client);
    expect(lists['recently-played']).toEqual([game.gameCode]);
    expect(lists['because-you-played']!.length).toBeGreaterThan(0);
    const recommended = (await marketing(await userIdOf(username))).recommendations;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended).not.toContain(game.gameCode);
    expect(lists['personalised-marketing']).toEqual(recommended);
  });

  it('forced outcomes: test control validates them and reset forgets them', async () => {
    const { username } = await throwaway(app, 'demo');
    expect((await force(username, ['jackpot'])).statusCode).toBe(400);
    expect((await force(username, [])).statusCode).toBe(400);
    expect((await force('nimeni', ['win'])).statusCode).toBe(404);
    expect((await force(username, ['win', 'lose'])).json()).toEqual({ queued: ['win', 'lose'] });
    expect((await force(username, ['win'])).json()).toEqual({ queued: ['win', 'lose', 'win'] });
  });
});

describe('over real HTTP from the portal’s origin', () => {
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const call = (path: string, init: RequestInit & { origin?: string; cookie?: string } = {}) => {
    const { origin = PORTAL, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('origin', origin);
    if (cookie) headers.set('cookie', cookie);
    return fetch(`${base}${path}`, { ...rest, headers });
  };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  /** The identity login, its temporary token and the gateway login; answers the gateway cookie. */
  async function logInOverHttp(username: string): Promise<string> {
    const login = await call(
      '/identity/api/login',
      json({ username, password: 'parola123', realMode: 1, locale: 'ro' }),
    );
    const identity = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    const token = (await (
      await call('/identity/api/temporary-token', { ...json({ realMode: 1 }), cookie: identity })
    ).json()) as {
      temporaryToken: string;
    };
    const gateway = await call(GATEWAY_PATHS.login, {
      ...json({
        username,
        ims_temporary_token: token.temporaryToken,
        device_type: 'desktop',
        os_name: 'Linux',
        client_platform: 'web',
      }),
      cookie: identity,
    });
    const line = gateway.headers
      .getSetCookie()
      .find((item) => item.startsWith(`${GATEWAY_SESSION_COOKIE}=`))!;
    return line.split(';')[0]!;
  }

  it('personalised categories answer the session cookie’s player, with CORS credentials; never a test cookie or query', async () => {
    const created = (await (await call('/__sandbox/players', json({ profile: 'demo' }))).json()) as {
      username: string;
    };
    const session = await logInOverHttp(created.username);

    const answer = await call(CATEGORIES, { cookie: session });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const lists = (await answer.json()) as { type: string; games: string[] }[];
    expect(lists.find((list) => list.type === 'most-played')!.games.length).toBeGreaterThan(0);

    for (const guess of [
      { path: `${CATEGORIES}&player=demo`, cookie: undefined },
      { path: CATEGORIES, cookie: 'sandbox_player=demo' },
      { path: CATEGORIES, cookie: `${GATEWAY_SESSION_COOKIE}=gws_made-up; sandbox_player=demo` },
    ]) {
      const guest = await call(guess.path, guess.cookie ? { cookie: guess.cookie } : {});
      expect(await guest.json(), JSON.stringify(guess)).toEqual([]);
    }

    const foreign = await call(CATEGORIES, { origin: 'https://rau.example.com', cookie: session });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    await call(GATEWAY_PATHS.logout, { ...json({}), cookie: session });
    expect(await (await call(CATEGORIES, { cookie: session })).json()).toEqual([]);
  });

  it('the marketing service and the player calls take the portal’s JSON preflight with credentials', async () => {
    for (const path of [
      GATEWAY_PATHS.personalisedGames,
      GATEWAY_PATHS.favourites,
      GATEWAY_PATHS.playerGames,
      GATEWAY_PATHS.gameResults,
    ]) {
      const preflight = await call(path, {
        method: 'OPTIONS',
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,accept-language',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const answer = await call(
      GATEWAY_PATHS.personalisedGames,
      json({ customer_ids: { userId: '100001' }, params: {} }),
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const body = (await answer.json()) as { recommendations: string[]; duration: number };
    expect(body.duration).toBe(900);
    expect(body.recommendations.length).toBeGreaterThan(0);
  });
});

describe('demo’s shelves with the default catalogue (the README’s table, what the journeys see)', () => {
  const full = testSandbox({ games: undefined, liveGames: undefined });
  afterAll(full.cleanup);

  it('names these games', async () => {
    await full.app.ready();
    const client = browserClient(full.app);
    await logIn(client, 'demo');
    const lists = await categories(client);
    expect(lists.favourites).toEqual([
      'orbita-de-chihlimbar-duo',
      'sfinxul-de-diamant-duo',
      'minotaurul-de-miere-royal',
      'concertul-de-aur-lux',
    ]);
    expect(lists['favourites-live']).toEqual(['show-ul-milionarului-vip', 'baccarat-rapid-elite']);
    expect(lists['most-played']).toEqual([
      'orbita-de-chihlimbar-duo',
      'delfinul-fara-sfarsit-supreme',
      'meteoritul-max',
    ]);
    expect(lists['recently-played']!.slice(0, 2)).toEqual(['video-poker-pro', 'concertul-de-aur-lux']);
    expect([...lists['recently-played']!].sort()).toEqual([
      'concertul-de-aur-lux',
      'oaza-din-olimp-royal',
      'saloonul-de-matase-hold-si-win',
      'video-poker-pro',
    ]);
    expect(lists['tried-once']).toEqual([
      'ursul-din-olimp-hold-si-win',
      'faraonul-de-luna-xtreme',
      'dragon-si-tigru-constanta',
    ]);
    const wins = recentWins((await gameResults(client)).results);
    expect(wins.map((win) => [win.gameType, win.win])).toEqual([
      ['orbita-de-chihlimbar-duo', 40],
      ['ursul-din-olimp-hold-si-win', 5],
      ['concertul-de-aur-lux', 1.5],
      ['meteoritul-max', 1],
    ]);
    expect(lists['recent-wins']).toEqual(wins.map((win) => win.gameType));
  });
});
