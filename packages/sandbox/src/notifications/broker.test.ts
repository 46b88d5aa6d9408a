/**
 * The notification broker against the official STOMP client (`@stomp/stompjs` over `ws`) and against a
 * raw WebSocket speaking STOMP by hand, on a listening sandbox.
 */
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import {
  NOTIFICATION_PATHS,
  NOTIFICATIONS_DESTINATION,
  NotificationHistoryAnswer,
  parseNotification,
  STOMP_SUBPROTOCOLS,
} from '@casino/core/notifications';
import type { Game } from '@casino/core/schemas';
import { type IFrame, type IMessage, Client as StompClient } from '@stomp/stompjs';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SPIN_PATH, stakes } from '../player/real-play.ts';
import { browserClient, type Client, logIn, testSandbox, throwaway } from '../player/test-support.ts';

const { app, cleanup } = testSandbox({ brokerHeartbeatMinMs: 50 });
let ws = '';
const clients: StompClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  ws = `${base.replace(/^http/, 'ws')}/notifications`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
  for (const socket of sockets.splice(0)) {
    // Terminating a socket that never opened emits an error of its own.
    socket.on('error', () => {});
    socket.terminate();
  }
});
afterAll(cleanup);

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const tokenOf = async (client: Client) =>
  (await client.get(GATEWAY_PATHS.notificationToken)).json().notification_token as string;

const push = async (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__sandbox/push/notification', payload: body });

/**
 * The official client, connected (or refused) with a token; it subscribes with a receipt, so
 * `subscribed()` resolves once the broker has the subscription.
 */
function stomp(token: string | null, config: { heartbeat?: number; subscriptionId?: string } = {}) {
  const messages: IMessage[] = [];
  const errors: IFrame[] = [];
  let connected: IFrame | null = null;
  let receipted = false;
  let closeCode: number | null = null;
  const client = new StompClient({
    webSocketFactory: () => new WebSocket(ws, [...STOMP_SUBPROTOCOLS]),
    connectHeaders: token === null ? {} : { token },
    heartbeatIncoming: config.heartbeat ?? 0,
    heartbeatOutgoing: config.heartbeat ?? 0,
    reconnectDelay: 0,
    debug: () => {},
    onConnect: (frame) => {
      connected = frame;
      const receipt = 'abonat:ă';
      client.watchForReceipt(receipt, () => {
        receipted = true;
      });
      client.subscribe(NOTIFICATIONS_DESTINATION, (message) => messages.push(message), {
        receipt,
        ...(config.subscriptionId ? { id: config.subscriptionId } : {}),
      });
    },
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: (event) => {
      closeCode = event.code;
    },
  });
  clients.push(client);
  client.activate();
  return {
    client,
    messages,
    errors,
    connected: () => connected,
    closeCode: () => closeCode,
    subscribed: () => until(() => receipted, 'the subscription receipt'),
  };
}

describe('with the official STOMP client', () => {
  it('connects with the notification token and receives a pushed message, in Romanian', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const connection = stomp(await tokenOf(client), { subscriptionId: 'notificări' });
    await connection.subscribed();
    expect(connection.connected()?.headers.version).toBe('1.2');
    expect(connection.connected()?.headers['user-name']).toBe(username);
    const pushed = await push({
      username,
      type: 'SIMPLE_MESSAGE',
      title: 'Țară nouă: „Împăratul Șoimilor”',
      message: 'Rotiri gratuite până duminică, în fiecare seară între 20:00 și 22:00.',
    });
    expect(pushed.json().delivered).toBe(1);
    await until(() => connection.messages.length === 1, 'the message');
    const [message] = connection.messages;
    expect(message?.headers.destination).toBe(NOTIFICATIONS_DESTINATION);
    expect(message?.headers.subscription).toBe('notificări');
    expect(message?.headers['content-type']).toBe('application/json;charset=utf-8');
    expect(message?.headers['content-length']).toBe(String(Buffer.byteLength(message?.body ?? '')));
    const notification = parseNotification(message?.body ?? '');
    expect(notification).toEqual(pushed.json().notification);
    expect(notification).toMatchObject({
      type: 'SIMPLE_MESSAGE',
      title: 'Țară nouă: „Împăratul Șoimilor”',
      message: 'Rotiri gratuite până duminică, în fiecare seară între 20:00 și 22:00.',
    });
  });

  it('escapes headers both ways: a subscription id with a colon, a backslash and a line break', async () => {
    const { client, username } = await throwaway(app, 'nou');
    const id = 'abonament:unu\\doi\nşi trei';
    const connection = stomp(await tokenOf(client), { subscriptionId: id });
    await connection.subscribed();
    expect((await push({ username, type: 'BALANCE' })).json().delivered).toBe(1);
    await until(() => connection.messages.length === 1, 'the message');
    expect(connection.messages[0]?.headers.subscription).toBe(id);
  });

  it('receives BALANCE after a deposit and after a real-money spin', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const connection = stomp(await tokenOf(client));
    await connection.subscribed();
    const deposit = await client.request({
      method: 'POST',
      url: '/account/deposit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'suma=100&metoda=card',
    });
    expect(deposit.statusCode).toBe(303);
    await until(() => connection.messages.length === 1, 'the deposit BALANCE');
    expect(parseNotification(connection.messages[0]?.body ?? '')).toMatchObject({
      type: 'BALANCE',
      balanceType: 'CASINO_GAMING',
      balance: { amount: 1350.5, currencyCode: 'RON' },
      reason: 'deposit',
      title: 'Sold actualizat',
      message: 'Depunerea a fost creditată. Sold cazino: 1.350,50 RON.',
    });

    const games = (await app.inject({ url: '/games/no-files' })).json() as Game[];
    const game = games.find((item) => item.type === 'Slot' && item.launchUrls.real) as Game;
    const token = (await client.post(GATEWAY_PATHS.gameProviderToken, { gameCode: game.gameCode })).json();
    const spin = await app.inject({
      method: 'POST',
      url: SPIN_PATH,
      payload: {
        token: token.sessionToken.sessionToken,
        player: username,
        gameCode: game.gameCode,
        bet: stakes(game)[0],
      },
    });
    expect(spin.statusCode).toBe(200);
    await until(() => connection.messages.length === 2, 'the spin BALANCE');
    expect(parseNotification(connection.messages[1]?.body ?? '')).toMatchObject({
      type: 'BALANCE',
      balance: { amount: spin.json().balance / 100 },
      reason: 'game-round',
    });
  });

  it('delivers to that player only, and LOGOUT when the platform ends the session', async () => {
    const first = await throwaway(app, 'nou');
    const second = await throwaway(app, 'nou');
    const one = stomp(await tokenOf(first.client));
    const two = stomp(await tokenOf(second.client));
    await one.subscribed();
    await two.subscribed();
    expect((await push({ username: first.username, type: 'BONUS', bonusId: 42 })).json().delivered).toBe(1);
    await until(() => one.messages.length === 1, 'the bonus');
    expect(parseNotification(one.messages[0]?.body ?? '')).toMatchObject({ type: 'BONUS', bonusId: 42 });
    await app.inject({ method: 'POST', url: `/__sandbox/players/${first.username}/logout` });
    await until(() => one.messages.length === 2, 'LOGOUT');
    expect(parseNotification(one.messages[1]?.body ?? '')).toMatchObject({
      type: 'LOGOUT',
      reason: 'platform',
      message: 'Sesiunea ta a fost închisă. Autentifică-te din nou.',
    });
    // The ended session's connection gets nothing more; the other player never got anything.
    expect((await push({ username: first.username, type: 'SIMPLE_MESSAGE' })).json().delivered).toBe(0);
    expect(two.messages).toEqual([]);
  });

  it('negotiates heart-beats and keeps a connection that beats alive', async () => {
    const { client } = await throwaway(app, 'nou');
    const connection = stomp(await tokenOf(client), { heartbeat: 100 });
    await until(() => connection.connected() !== null, 'CONNECTED');
    expect(connection.connected()?.headers['heart-beat']).toBe('100,100');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(connection.client.connected).toBe(true);
    expect(connection.closeCode()).toBeNull();
  });

  it.each([
    ['a bad token', 'ntf_nu-exista', 'Invalid notification token'],
    ['no token', null, 'Missing token header'],
  ])('is refused with %s: ERROR, then the connection closes', async (_name, token, message) => {
    const connection = stomp(token);
    await until(() => connection.errors.length === 1 && connection.closeCode() !== null, 'ERROR and close');
    expect(connection.errors[0]?.headers.message).toBe(message);
    expect(connection.closeCode()).toBe(1008);
    expect(connection.connected()).toBeNull();
  });
});

// ---- by hand -------------------------------------------------------------------------------------------

interface RawFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A WebSocket speaking STOMP by hand: frames and heart-beats received, the close code. */
async function raw(protocols: string[] = [...STOMP_SUBPROTOCOLS]) {
  const socket = new WebSocket(ws, protocols);
  sockets.push(socket);
  const frames: RawFrame[] = [];
  let beats = 0;
  let closeCode: number | null = null;
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === '\n') {
      beats++;
      return;
    }
    for (const chunk of text.split('\u0000').filter((part) => part.trim() !== '')) {
      const [head = '', body = ''] = chunk.replace(/^\n+/, '').split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const index = line.indexOf(':');
        headers[line.slice(0, index)] ??= line.slice(index + 1);
      }
      frames.push({ command, headers, body });
    }
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    beats: () => beats,
    closeCode: () => closeCode,
    closed,
    send: (text: string) => socket.send(text),
    next: async (count: number) => {
      await until(() => frames.length >= count, `${count} frames`);
      return frames[count - 1] as RawFrame;
    },
  };
}

const connectFrame = (token: string, headers = 'accept-version:1.2,1.1,1.0\nheart-beat:0,0') =>
  `CONNECT\n${headers}\ntoken:${token}\n\n\u0000`;

describe('frames on the wire', () => {
  let player: { client: Client; username: string };
  let token = '';
  beforeAll(async () => {
    player = await throwaway(app, 'nou');
    token = await tokenOf(player.client);
  });

  it('picks the subprotocol the client prefers among ours, and the version it allows', async () => {
    const v12 = await raw();
    expect(v12.socket.protocol).toBe('v12.stomp');
    v12.send(connectFrame(token));
    expect(await v12.next(1)).toMatchObject({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': '0,0' },
    });

    const v11 = await raw(['v11.stomp', 'v10.stomp']);
    expect(v11.socket.protocol).toBe('v11.stomp');
    v11.send(connectFrame(token));
    expect((await v11.next(1)).headers.version).toBe('1.1');

    const v10 = await raw(['v10.stomp']);
    v10.send(`CONNECT\ntoken:${token}\n\n\u0000`);
    const connected = await v10.next(1);
    expect(connected.headers.version).toBe('1.0');
    expect(connected.headers['heart-beat']).toBeUndefined();

    const bare = await raw([]);
    expect(bare.socket.protocol).toBe('');
    bare.send(connectFrame(token));
    expect((await bare.next(1)).headers.version).toBe('1.2');
  });

  it('refuses a version it does not speak, naming its versions', async () => {
    const connection = await raw(['v11.stomp']);
    connection.send(connectFrame(token, 'accept-version:1.2'));
    const error = await connection.next(1);
    expect(error.command).toBe('ERROR');
    expect(error.headers.version).toBe('1.1,1.0');
    expect(await connection.closed).toBe(1002);
  });

  it('answers receipts (escaped), unsubscribes, and closes on DISCONNECT after its receipt', async () => {
    const connection = await raw();
    connection.send(connectFrame(token));
    await connection.next(1);
    connection.send(
      `SUBSCRIBE\nid:0\ndestination:${NOTIFICATIONS_DESTINATION}\nack:client\nreceipt:sub\\c1\n\n\u0000`,
    );
    expect(await connection.next(2)).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'sub\\c1' },
    });
    await push({ username: player.username, type: 'SIMPLE_MESSAGE', message: 'Mesaj: „test”' });
    const message = await connection.next(3);
    expect(message.command).toBe('MESSAGE');
    expect(message.headers.ack).toBe(message.headers['message-id']);
    expect(JSON.parse(message.body).message).toBe('Mesaj: „test”');
    connection.send(
      `ACK\nid:${message.headers.ack}\nreceipt:a\n\n\u0000NACK\nid:x\ncontent-length:3\nreceipt:n\n\na\u0000b\u0000`,
    );
    expect((await connection.next(5)).headers['receipt-id']).toBe('n');
    connection.send('UNSUBSCRIBE\nid:0\nreceipt:u\n\n\u0000');
    await connection.next(6);
    expect((await push({ username: player.username, type: 'SIMPLE_MESSAGE' })).json().delivered).toBe(0);
    connection.send('DISCONNECT\nreceipt:bye\n\n\u0000');
    expect(await connection.next(7)).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });
    expect(await connection.closed).toBe(1000);
  });

  it('reads frames split across WebSocket messages and several in one', async () => {
    const connection = await raw();
    connection.send(`\n${connectFrame(token).slice(0, 10)}`);
    connection.send(connectFrame(token).slice(10));
    await connection.next(1);
    connection.send(
      `SUBSCRIBE\nid:a\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000\nSUBSCRIBE\nid:b\ndestination:${NOTIFICATIONS_DESTINATION}\nreceipt:2\n\n\u0000`,
    );
    await connection.next(2);
    await push({ username: player.username, type: 'SIMPLE_MESSAGE' });
    const [a, b] = [await connection.next(3), await connection.next(4)];
    expect([a.headers.subscription, b.headers.subscription].sort()).toEqual(['a', 'b']);
  });

  it.each([
    [
      'a frame before CONNECT',
      (_token: string) => `SUBSCRIBE\nid:0\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000`,
      'Not connected',
    ],
    [
      'an unknown destination',
      (t: string) => `${connectFrame(t)}SUBSCRIBE\nid:0\ndestination:/topic/toti\n\n\u0000`,
      'Unknown destination',
    ],
    [
      'SUBSCRIBE without an id',
      (t: string) => `${connectFrame(t)}SUBSCRIBE\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000`,
      'Missing id header',
    ],
    [
      'a duplicate subscription',
      (t: string) =>
        `${connectFrame(t)}SUBSCRIBE\nid:0\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000SUBSCRIBE\nid:0\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000`,
      'Duplicate subscription',
    ],
    [
      'SEND',
      (t: string) =>
        `${connectFrame(t)}SEND\ndestination:${NOTIFICATIONS_DESTINATION}\nreceipt:s\n\nhei\u0000`,
      'SEND is not supported',
    ],
    [
      'a transaction',
      (t: string) => `${connectFrame(t)}BEGIN\ntransaction:t1\n\n\u0000`,
      'Transactions are not supported',
    ],
    ['a second CONNECT', (t: string) => `${connectFrame(t)}${connectFrame(t)}`, 'Already connected'],
    [
      'an undefined escape',
      (t: string) =>
        `${connectFrame(t)}SUBSCRIBE\nid:a\\tb\ndestination:${NOTIFICATIONS_DESTINATION}\n\n\u0000`,
      'Malformed frame',
    ],
    ['an unknown command', (t: string) => `${connectFrame(t)}PUBLISH\n\n\u0000`, 'Unknown command'],
    [
      'a bad heart-beat header',
      (t: string) => connectFrame(t, 'accept-version:1.2\nheart-beat:des'),
      'Invalid heart-beat header',
    ],
  ])('answers %s with ERROR and closes', async (_name, frames, message) => {
    const connection = await raw();
    connection.send(frames(token));
    await until(() => connection.frames.some((frame) => frame.command === 'ERROR'), 'ERROR');
    const error = connection.frames.find((frame) => frame.command === 'ERROR') as RawFrame;
    expect(error.headers.message).toBe(message);
    expect(error.headers['content-type']).toBe('text/plain;charset=utf-8');
    expect(await connection.closed).toBe(1002);
    if (message === 'SEND is not supported') expect(error.headers['receipt-id']).toBe('s');
  });

  it('sends heart-beats at the interval asked (not below its minimum), and closes a client that stops', async () => {
    const connection = await raw();
    connection.send(connectFrame(token, 'accept-version:1.2\nheart-beat:0,10'));
    expect((await connection.next(1)).headers['heart-beat']).toBe('50,0');
    await until(() => connection.beats() >= 3, 'three heart-beats', 1000);

    const silent = await raw();
    silent.send(connectFrame(token, 'accept-version:1.2\nheart-beat:60,0'));
    expect((await silent.next(1)).headers['heart-beat']).toBe('0,60');
    const started = Date.now();
    expect(await silent.closed).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(silent.frames.at(-1)?.headers.message).toBe('Heart-beat timeout');

    const beating = await raw();
    beating.send(connectFrame(token, 'accept-version:1.2\nheart-beat:100,0'));
    await beating.next(1);
    const timer = setInterval(() => beating.send('\n'), 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(timer);
    expect(beating.closeCode()).toBeNull();
  });

  it('applies faults to the upgrade, and answers 404 elsewhere', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: '/notifications', method: 'GET', status: 503, times: 1 },
    });
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, [...STOMP_SUBPROTOCOLS]);
        sockets.push(socket);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => resolve(101));
      });
    expect(await status(ws)).toBe(503);
    expect(await status(ws)).toBe(101);
    expect(await status(ws.replace('/notifications', '/notificari'))).toBe(404);
  });

  it('counts and drops connections for test control', async () => {
    const connection = await raw();
    connection.send(connectFrame(token));
    await connection.next(1);
    const counts = (await app.inject({ url: '/__sandbox/notifications/connections' })).json();
    expect(counts.players[player.username]).toBe(1);
    const dropped = (await app.inject({ method: 'POST', url: '/__sandbox/notifications/drop' })).json()
      .dropped;
    expect(dropped).toBeGreaterThanOrEqual(1);
    expect(await connection.closed).toBe(1006);
  });
});

describe('the notification hub history', () => {
  it('lists the seeded notifications with read states, marks them read, and 401s without a session', async () => {
    const { client, username } = await throwaway(app, 'demo');
    const history = async () => {
      const response = await client.get(NOTIFICATION_PATHS.history);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      return v.parse(NotificationHistoryAnswer, response.json());
    };
    const first = await history();
    expect(first.unreadCount).toBe(2);
    expect(first.notifications.map((item) => [item.type, item.read])).toEqual([
      ['BONUS', false],
      ['SIMPLE_MESSAGE', false],
      ['SIMPLE_MESSAGE', true],
    ]);
    const state = (await app.inject({ url: `/__sandbox/players/${username}` })).json();
    expect(first.notifications[0]).toMatchObject({
      title: 'Un cadou pentru tine',
      bonusId: Number(state.pendingBonusCode),
    });

    await push({ username, type: 'BALANCE' });
    await push({ username, type: 'SIMPLE_MESSAGE', title: 'Nou', message: 'Un mesaj nou.' });
    const second = await history();
    expect(second.unreadCount).toBe(3);
    expect(second.notifications[0]).toMatchObject({ type: 'SIMPLE_MESSAGE', title: 'Nou', read: false });
    expect(second.notifications).toHaveLength(4);

    const english = v.parse(
      NotificationHistoryAnswer,
      (await client.get(`${NOTIFICATION_PATHS.history}?max=2`, { 'accept-language': 'en' })).json(),
    );
    expect(english.notifications.map((item) => item.title)).toEqual(['Nou', 'A gift for you']);
    expect(english.unreadCount).toBe(3);

    const one = await client.post(NOTIFICATION_PATHS.read, { ids: [second.notifications[0]?.id] });
    expect(v.parse(NotificationHistoryAnswer, one.json()).unreadCount).toBe(2);
    const all = await client.post(NOTIFICATION_PATHS.read, { all: true });
    expect(v.parse(NotificationHistoryAnswer, all.json()).notifications.every((item) => item.read)).toBe(
      true,
    );

    expect((await client.get(`${NOTIFICATION_PATHS.history}?max=0`)).statusCode).toBe(400);
    expect((await client.post(NOTIFICATION_PATHS.read, { ids: 'toate' })).statusCode).toBe(400);
    expect((await app.inject({ url: NOTIFICATION_PATHS.history })).json()).toMatchObject({
      statusCode: 401,
      code: 'session-missing',
    });
  });

  it('goes back to the seeded history on reset, and open connections get nothing more', async () => {
    const client = browserClient(app);
    await logIn(client, 'demo');
    const connection = stomp(await tokenOf(client));
    await connection.subscribed();
    await client.post(NOTIFICATION_PATHS.read, { all: true });
    expect((await client.get(NOTIFICATION_PATHS.history)).json().unreadCount).toBe(0);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    await logIn(client, 'demo');
    expect((await client.get(NOTIFICATION_PATHS.history)).json().unreadCount).toBe(2);
    expect((await push({ username: 'demo', type: 'SIMPLE_MESSAGE' })).json().delivered).toBe(0);
  });

  it('refuses a push it cannot make', async () => {
    const { username } = await throwaway(app, 'nou');
    expect((await push({ username, type: 'PROMO' })).statusCode).toBe(400);
    expect((await push({ username, type: 'BONUS' })).json().message).toBe(
      'bonusId is required: the player has no bonus',
    );
    expect((await push({ username: 'nimeni', type: 'SIMPLE_MESSAGE' })).statusCode).toBe(404);
    expect((await push({ username, type: 'LOGOUT', reason: 'plictiseală' })).statusCode).toBe(400);
  });
});
