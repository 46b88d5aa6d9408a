import { buildLaunchUrl } from '@casino/core/game-launch';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { gameResultsRequest } from '@casino/core/player-games';
import type { Game } from '@casino/core/schemas';
import { JSDOM, type TestElement } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectFetch } from './portal-page.ts';
import { EXIT_PATH, SPIN_PATH, spinOutcome, stakes } from './real-play.ts';
import type { BalanceChangedEvent } from './store.ts';
import { type Client, CookieJar, testSandbox, throwaway } from './test-support.ts';

const { app, cleanup } = testSandbox();
let game: Game;
beforeAll(async () => {
  await app.ready();
  const games = (await app.inject({ url: '/games/no-files' })).json() as Game[];
  game = games.find((item) => item.type === 'Slot' && item.launchUrls.real)!;
});
afterAll(cleanup);

/** What the portal does: a game provider token, then the launch URL built by core from the template. */
async function launch(client: Client, gameCode = game.gameCode) {
  const token = (await client.post(GATEWAY_PATHS.gameProviderToken, { gameCode })).json();
  const built = buildLaunchUrl({
    game,
    mode: 'real',
    device: { touch: false, mobile: false },
    languageCode: 'ro',
    token,
  });
  if (!built.ok) throw new Error(built.error);
  const url = new URL(built.url);
  return { url, token: url.searchParams.get('token')!, player: url.searchParams.get('player')! };
}

describe('the real launch page', () => {
  it('the catalogue’s real launch template carries playerId and tempToken', () => {
    expect(game.launchUrls.real).toContain('player={playerId}');
    expect(game.launchUrls.real).toContain('token={tempToken}');
  });

  it('checks the game session and shows the real balance', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const { url, player } = await launch(client);
    expect(player).toBe(username);
    const page = await app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('data-mode="real"');
    expect(page.body).toContain('1.250,50 RON');
    expect(page.body).toContain(SPIN_PATH);
  });

  it('refuses a wrong token, another player or game, and a logged-out session', async () => {
    const { client } = await throwaway(app, 'demo');
    const { url } = await launch(client);
    const refused = async (change: (params: URLSearchParams) => void, path = url.pathname) => {
      const params = new URLSearchParams(url.search);
      change(params);
      const page = await app.inject({ url: `${path}?${params}` });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('Sesiune de joc invalidă');
    };
    await refused((params) => params.set('token', 'gpt_fals'));
    await refused((params) => params.set('player', 'demo'));
    await refused((params) => params.delete('token'));
    const other = (await app.inject({ url: '/games/no-files' }))
      .json()
      .find((item: Game) => item.type === 'Slot' && item.gameCode !== game.gameCode);
    await refused(() => {}, `/launch/${other.gameCode}`);
    await client.post(GATEWAY_PATHS.logout, {});
    await refused(() => {});
  });
});

describe('spins and exits', () => {
  it('a spin debits the bet, credits the win, records the round and emits balance-changed', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const { token, player } = await launch(client);
    const events: BalanceChangedEvent[] = [];
    app.players.events.on('balance-changed', (event) => {
      if (event.username === username) events.push(event);
    });
    const bet = stakes(game)[0]!;
    const spin = await app.inject({
      method: 'POST',
      url: SPIN_PATH,
      payload: { token, player, gameCode: game.gameCode, bet },
    });
    expect(spin.statusCode).toBe(200);
    const result = spin.json();
    expect(result.reels).toHaveLength(3);
    expect(result.balance).toBe(125_050 - bet + result.win);
    expect(events).toEqual([
      {
        username,
        balanceType: 'CASINO_GAMING',
        amount: result.balance / 100,
        currencyCode: 'RON',
        reason: 'game-round',
      },
    ]);
    const latest = (await client.post(GATEWAY_PATHS.gameResults, gameResultsRequest(Date.now()))).json()
      .results[0];
    expect(latest).toMatchObject({ gameType: game.gameCode, gameName: game.name, win: result.win / 100 });
    expect((await client.get(GATEWAY_PATHS.balances)).json().balances.CASINO_GAMING.amount).toBe(
      result.balance / 100,
    );
  });

  it('refuses a stake the game does not offer, a dead token, and a spin without funds', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const { token, player } = await launch(client);
    const spin = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: SPIN_PATH,
        payload: { token, player, gameCode: game.gameCode, bet: stakes(game)[0], ...body },
      });
    expect((await spin({ bet: 3 })).statusCode).toBe(400);
    expect((await spin({ token: 'gpt_fals' })).json()).toMatchObject({
      statusCode: 401,
      code: 'session-expired',
    });
    await app.inject({
      method: 'POST',
      url: `/__sandbox/players/${username}/balance`,
      payload: { amount: 0 },
    });
    const broke = await spin({ lang: 'en' });
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toMatchObject({ code: 'insufficient-funds', message: 'Insufficient funds.' });
  });

  it('leaving the game records an EXITGAME row, which gameResults filters out', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const { token, player } = await launch(client);
    await app.inject({
      method: 'POST',
      url: SPIN_PATH,
      payload: { token, player, gameCode: game.gameCode, bet: stakes(game)[0] },
    });
    const exit = await app.inject({
      method: 'POST',
      url: EXIT_PATH,
      payload: { token, player, gameCode: game.gameCode },
    });
    expect(exit.statusCode).toBe(204);
    expect((await app.inject({ url: `/__sandbox/players/${username}` })).json()).toMatchObject({
      rounds: 1,
      exitRows: 1,
    });
    const request = gameResultsRequest(Date.now());
    expect((await client.post(GATEWAY_PATHS.gameResults, request)).json().total).toBe(1);
    expect(
      (await client.post(GATEWAY_PATHS.gameResults, { ...request, filterOutParameters: [] })).json().total,
    ).toBe(2);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: EXIT_PATH,
          payload: { token: 'x', player, gameCode: game.gameCode },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the real game page in a browser', () => {
  it('spins with real money from the page and tells the framing portal origin', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const { url } = await launch(client);
    const html = (await app.inject({ url: url.pathname + url.search })).body;
    const posted: { message: { type: string; balance?: number }; target: string }[] = [];
    const dom = new JSDOM(html, {
      url: url.href,
      referrer: 'http://127.0.0.1:3000/play/x/real',
      runScripts: 'dangerously',
      beforeParse(window) {
        // The game's own calls (same origin, no cookie needed: the token is the session).
        window.fetch = injectFetch(app, new CookieJar(), url.origin);
        Object.defineProperty(window, 'parent', {
          value: { postMessage: (message: never, target: string) => posted.push({ message, target }) },
        });
      },
    });
    const { document } = dom.window;
    expect(posted).toEqual([
      { message: expect.objectContaining({ type: 'loaded', mode: 'real' }), target: 'http://127.0.0.1:3000' },
    ]);
    expect(document.getElementById('balance')?.textContent).toBe('1.250,50 RON');
    (document.getElementById('spin') as TestElement).click();
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    const spun = posted[1]!.message;
    expect(spun).toMatchObject({ type: 'spin', gameCode: game.gameCode });
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(state.balance.amount).toBe(spun.balance);
    expect(state.rounds).toBe(266);
    dom.window.close();
  });
});

describe('the reels', () => {
  it('three of a kind pays the symbol, two neighbours 1.5 (cherries 2), anything else nothing', () => {
    const draws = (...indexes: number[]) => {
      const queue = [...indexes];
      return () => queue.shift()!;
    };
    expect(spinOutcome(100, draws(6, 6, 6))).toEqual({ reels: ['7️⃣', '7️⃣', '7️⃣'], winCents: 5000 });
    expect(spinOutcome(100, draws(0, 0, 3)).winCents).toBe(200);
    expect(spinOutcome(100, draws(2, 1, 1)).winCents).toBe(150);
    expect(spinOutcome(100, draws(1, 2, 1)).winCents).toBe(0);
  });

  it('stakes start at the minimum bet and stay within the maximum', () => {
    expect(stakes({ minBet: 0.2, maxBet: 100 })).toEqual([20, 40, 100, 200, 400, 1000]);
    expect(stakes({ minBet: 1, maxBet: 10 })).toEqual([100, 200, 500, 1000]);
  });
});
