import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import {
  type IdentityApi,
  IdentityWaitingMessagesResponse,
  WAITING_MESSAGE_KINDS,
} from '@casino/core/identity-api';
import { playerGamesRequest, splitPlayerGames } from '@casino/core/player-games';
import type { Game } from '@casino/core/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPage } from './portal-page.ts';
import type { PlayerLoggedOutEvent } from './store.ts';
import { browserClient, logIn, testSandbox, throwaway } from './test-support.ts';

const { app, cleanup } = testSandbox();
let slots: Game[] = [];
beforeAll(async () => {
  await app.ready();
  slots = ((await app.inject({ url: '/games/no-files' })).json() as Game[]).filter(
    (game) => game.type === 'Slot',
  );
});
afterAll(cleanup);

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('throwaway players', () => {
  it('creates a unique player from a profile; lists and describes players', async () => {
    const first = await post('/__sandbox/players', { profile: 'demo' });
    expect(first.statusCode).toBe(201);
    const { username, password } = first.json();
    expect(password).toBe('parola123');
    const second = (await post('/__sandbox/players', { profile: 'demo' })).json();
    expect(second.username).not.toBe(username);
    expect((await post('/__sandbox/players', { profile: 'admin' })).statusCode).toBe(400);
    const list = (await app.inject({ url: '/__sandbox/players' })).json();
    expect(list).toContainEqual({ username, profile: 'demo' });
    expect(list.slice(0, 6).map((player: { username: string }) => player.username)).toEqual([
      'demo',
      'nou',
      'exclus',
      'suspendat',
      'verificare',
      'termeni',
    ]);
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(state).toMatchObject({
      username,
      profile: 'demo',
      balance: { amount: 1250.5, currencyCode: 'RON' },
      rounds: 265,
      pendingMessages: 3,
      sessions: { identity: 0, gateway: 0 },
    });
    expect(state.favourites).toHaveLength(6);
    expect((await app.inject({ url: '/__sandbox/players/nimeni' })).statusCode).toBe(404);
  });

  it('a quiet clone has no waiting message and no pending bonus, and keeps the rest', async () => {
    const { username } = (await post('/__sandbox/players', { profile: 'demo', quiet: true })).json();
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(state).toMatchObject({ pendingMessages: 0, pendingBonusCode: null, rounds: 265 });
    expect(state.bonuses.map((bonus: { status: string }) => bonus.status).sort()).toEqual([
      'ACCEPTED',
      'ACTIVE',
      'ACTIVE',
    ]);
    const loud = (await post('/__sandbox/players', { profile: 'demo', quiet: false })).json();
    const loudState = (await app.inject({ url: `/__sandbox/players/${loud.username}` })).json();
    expect(loudState.pendingMessages).toBe(3);
    expect(loudState.pendingBonusCode).not.toBeNull();
    expect((await post('/__sandbox/players', { profile: 'demo', quiet: 'yes' })).statusCode).toBe(400);
  });

  it('records rounds directly: 50 rounds make a most played game', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const game = slots[3]!;
    const recorded = await post(`/__sandbox/players/${username}/rounds`, {
      gameCode: game.gameCode,
      count: 50,
      bet: 2,
      win: 0,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ recorded: 50, rounds: 50 });
    await post(`/__sandbox/players/${username}/rounds`, {
      gameCode: slots[4]!.gameCode,
      count: 12,
      daysAgo: 2,
    });
    const results = (
      await client.post(GATEWAY_PATHS.playerGames, playerGamesRequest(Date.now(), 'ro'))
    ).json().results;
    const split = splitPlayerGames(results as { gameType: string; gameRoundCount: number }[]);
    expect(split.mostPlayed.map((item) => item.gameType)).toEqual([game.gameCode]);
    expect(split.recentlyPlayed.map((item) => item.gameType)).toEqual([slots[4]!.gameCode]);
    for (const bad of [
      { gameCode: 'nu-exista' },
      { gameCode: game.gameCode, count: 0 },
      { gameCode: game.gameCode, bet: -1 },
      { gameCode: game.gameCode, daysAgo: 400 },
    ])
      expect((await post(`/__sandbox/players/${username}/rounds`, bad)).statusCode).toBe(400);
  });

  it('sets a balance and logs a player out from the platform side', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const notificationToken = (await client.get(GATEWAY_PATHS.notificationToken)).json().notification_token;
    const balance = await post(`/__sandbox/players/${username}/balance`, { amount: 42.5 });
    expect(balance.json().balance).toEqual({ amount: 42.5, currencyCode: 'RON' });
    expect((await post(`/__sandbox/players/${username}/balance`, { amount: 'mult' })).statusCode).toBe(400);
    const events: PlayerLoggedOutEvent[] = [];
    app.players.events.on('player-logged-out', (event) => events.push(event));
    const out = await post(`/__sandbox/players/${username}/logout`, {});
    expect(out.json()).toEqual({ ended: { identity: 1, gateway: 1 } });
    expect(events).toEqual([{ username, reason: 'platform', notificationTokens: [notificationToken] }]);
    expect((await client.get(GATEWAY_PATHS.balances)).json().code).toBe('session-revoked');
  });

  it('logs a player out for a reason: the idle limit (session-expired) or another device', async () => {
    const idle = await throwaway(app, 'nou');
    const events: PlayerLoggedOutEvent[] = [];
    app.players.events.on('player-logged-out', (event) => events.push(event));
    expect((await post(`/__sandbox/players/${idle.username}/logout`, { reason: 'idle' })).statusCode).toBe(
      200,
    );
    expect((await idle.client.get(GATEWAY_PATHS.balances)).json().code).toBe('session-expired');
    const elsewhere = await throwaway(app, 'nou');
    await post(`/__sandbox/players/${elsewhere.username}/logout`, { reason: 'all-sessions' });
    expect(events.map((event) => event.reason)).toEqual(['idle', 'all-sessions']);
    expect(
      (await post(`/__sandbox/players/${elsewhere.username}/logout`, { reason: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('is never faulted', async () => {
    await post('/__sandbox/faults', { path: '/', status: 500 });
    try {
      expect((await app.inject({ url: '/__sandbox/players/demo' })).statusCode).toBe(200);
      expect((await browserClient(app).get(GATEWAY_PATHS.balances)).statusCode).toBe(500);
    } finally {
      await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    }
  });
});

describe('waiting messages', () => {
  it('pushes a message of every kind, which the identity script hands out once, in order', async () => {
    const username = (await post('/__sandbox/players', { profile: 'demo' })).json().username;
    const pending = (await app.inject({ url: `/__sandbox/players/${username}` })).json().pendingBonusCode;
    for (const kind of WAITING_MESSAGE_KINDS) {
      const pushed = await post(`/__sandbox/players/${username}/messages`, { kind });
      expect(pushed.statusCode, kind).toBe(201);
      expect(pushed.json().message.kind).toBe(kind);
    }
    const custom = await post(`/__sandbox/players/${username}/messages`, {
      kind: 'rg:dep-cool-off',
      type: 'PlayerActionShowMessage',
      title: 'Pauză',
      message: 'Ia o pauză de 24 de ore.',
      templateId: 'pauza',
      displayType: 'banner',
      bonusId: null,
    });
    expect(custom.json()).toEqual({
      message: {
        id: expect.any(Number),
        kind: 'rg:dep-cool-off',
        type: 'PlayerActionShowMessage',
        templateId: 'pauza',
        displayType: 'banner',
        title: 'Pauză',
        message: 'Ia o pauză de 24 de ore.',
        bonusCode: null,
      },
      // demo's three seeded messages, nine pushed, one custom.
      pendingMessages: 13,
    });

    // What the portal does after the login: the identity script's waiting messages of every kind.
    const page = await portalPage(app);
    const identity = page.window.Identa as IdentityApi;
    expect((await identity.login(username, 'parola123', 1, 'ro', false)).errorCode).toBe(0);
    const answer = v.parse(
      IdentityWaitingMessagesResponse,
      await identity.getWaitingMessages(WAITING_MESSAGE_KINDS),
    );
    const messages = answer.messages ?? [];
    expect(messages.slice(3).map((message) => message.kind)).toEqual([
      ...WAITING_MESSAGE_KINDS,
      'rg:dep-cool-off',
    ]);
    const byKind = Object.fromEntries(messages.slice(3, 12).map((message) => [message.kind, message]));
    expect(byKind.login).toMatchObject({ type: 'PlayerActionShowLoginMessage', title: 'Bine ai revenit!' });
    expect(byKind.alert).toMatchObject({ type: 'PlayerActionShowMessage', title: null });
    expect(byKind['rg:limits-cool-off']).toMatchObject({
      type: 'PlayerActionShowDialog',
      displayType: 'dialog',
    });
    for (const kind of ['bonus', 'bonus:2', 'bonus:4']) expect(byKind[kind]?.bonusCode, kind).toBe(pending);
    expect(byKind.logout?.bonusCode).toBeNull();
    expect((await identity.getWaitingMessages(WAITING_MESSAGE_KINDS)).messages).toEqual([]);
    page.window.close();
  });

  it('refuses an unknown kind, type or bonus, and an unknown player', async () => {
    const username = (await post('/__sandbox/players', { profile: 'nou' })).json().username;
    for (const body of [
      {},
      { kind: 'promo' },
      { kind: 'alert', type: 'Popup' },
      { kind: 'alert', message: '' },
      { kind: 'bonus', bonusId: 999999 },
    ])
      expect(
        (await post(`/__sandbox/players/${username}/messages`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    expect((await post('/__sandbox/players/nimeni/messages', { kind: 'alert' })).statusCode).toBe(404);
    // A bonus message for a player without a pending bonus names none.
    expect(
      (await post(`/__sandbox/players/${username}/messages`, { kind: 'bonus' })).json().message.bonusCode,
    ).toBeNull();
  });
});

describe('reset', () => {
  it('restores the seeded players and drops throwaway players and every session', async () => {
    const demo = browserClient(app);
    await logIn(demo, 'demo');
    await demo.post(GATEWAY_PATHS.favourites, {
      favoriteGames: { favoriteGameType: [slots[50]!.gameCode] },
      requestType: 'add',
    });
    await demo.post(GATEWAY_PATHS.balancePreference, { balanceHidden: true });
    const { username } = (await post('/__sandbox/players', { profile: 'nou' })).json();
    const reset = await post('/__sandbox/reset', {});
    expect(reset.json()).toEqual({ ok: true });
    expect((await app.inject({ url: `/__sandbox/players/${username}` })).statusCode).toBe(404);
    const state = (await app.inject({ url: '/__sandbox/players/demo' })).json();
    expect(state).toMatchObject({ balanceHidden: false, sessions: { identity: 0, gateway: 0 } });
    expect(state.favourites).toHaveLength(6);
    expect((await demo.get(GATEWAY_PATHS.balances)).statusCode).toBe(401);
  });
});
