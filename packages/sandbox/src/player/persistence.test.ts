/**
 * The player store file across a restart of the whole sandbox: sessions, balances, rounds and
 * preferences made through the HTTP paths are there after the restart; `/__sandbox/reset` restores
 * the seeded players.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import type { Game } from '@casino/core/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../server.ts';
import { stakes } from './real-play.ts';
import { browserClient, CookieJar, logIn, PORTAL } from './test-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
const start = (): FastifyInstance =>
  createSandbox({
    dataDir: dir,
    games: 300,
    liveGames: 30,
    dbFile: join(dir, 'players.sqlite'),
    corsOrigins: [PORTAL],
  });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4000' };

describe('the player store file', () => {
  it('keeps sessions, balances, rounds and preferences across a restart; reset restores the seed', async () => {
    const jar = new CookieJar();
    let app = start();
    let client = browserClient(app, PORTAL, jar);
    expect((await logIn(client, 'nou', { remember: true })).statusCode).toBe(200);
    const game = ((await app.inject({ url: '/games/no-files' })).json() as Game[]).find(
      (item) => item.type === 'Slot' && item.launchUrls.real,
    ) as Game;
    await client.request({ method: 'POST', url: '/account/deposit', headers: FORM, payload: 'suma=50' });
    const token = (await client.post(GATEWAY_PATHS.gameProviderToken, { gameCode: game.gameCode })).json();
    const spin = (
      await app.inject({
        method: 'POST',
        url: '/launch/api/spin',
        payload: {
          token: token.sessionToken.sessionToken,
          player: 'nou',
          gameCode: game.gameCode,
          bet: stakes(game)[0],
        },
      })
    ).json();
    await client.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [{ gameType: game.gameCode }] },
      requestType: 'add',
    });
    await client.post(GATEWAY_PATHS.balancePreference, { balanceHidden: true });
    await app.close();

    app = start();
    client = browserClient(app, PORTAL, jar);
    expect(
      (await client.post(GATEWAY_PATHS.validateLoginSession, { validateSessionTokens: [{}] })).json(),
    ).toEqual({
      validateSessionTokens: [{ valid: true, username: 'nou', reason: null }],
    });
    expect((await client.get(GATEWAY_PATHS.balances)).json().balances.CASINO_GAMING.amount).toBe(
      spin.balance / 100,
    );
    expect((await client.get(GATEWAY_PATHS.balancePreference)).json()).toEqual({ balanceHidden: true });
    expect((await client.get(GATEWAY_PATHS.favourites)).json().favoriteGames[0].gameType).toBe(game.gameCode);
    expect((await client.get(GATEWAY_PATHS.paymentStatistic)).json().depositCount).toBe(2);
    const state = (await app.inject({ url: '/__sandbox/players/nou' })).json();
    expect(state).toMatchObject({ rounds: 1, sessions: { identity: 1, gateway: 1 } });
    // The identity session and the remember-me cookie survive too.
    expect((await client.get('/identity/api/player')).json().player.username).toBe('nou');
    const silent = await client.post('/identity/api/login', {
      username: 'nou',
      password: '',
      realMode: 1,
      locale: 'ro',
      remember: true,
    });
    expect(silent.json().errorCode).toBe(0);

    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await client.get(GATEWAY_PATHS.balances)).statusCode).toBe(401);
    expect((await app.inject({ url: '/__sandbox/players/nou' })).json()).toMatchObject({
      balance: { amount: 100, currencyCode: 'RON' },
      rounds: 0,
      favourites: [],
      balanceHidden: false,
    });
    await app.close();
  });
});
