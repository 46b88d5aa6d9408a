import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveTable, parseList, Winner } from '@casino/core/schemas';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_HUB_PATH, RECORD_SEPARATOR } from './live-hub.ts';
import { generateLiveTables, hasSeatMap, LIVE_LANGUAGES, liveKindOf } from './live-tables.ts';
import { createSandbox, type SandboxOptions } from './server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-hub-'));
const ORIGIN = 'http://localhost:3000';
const apps: FastifyInstance[] = [];
const hubs: HubConnection[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.stop()));
  for (const socket of sockets.splice(0)) socket.terminate();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(options: SandboxOptions = {}) {
  const app = createSandbox({ dataDir, games: 200, liveGames: 40, corsOrigins: [ORIGIN], ...options });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const post = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const connections = async () =>
    ((await (await fetch(`${base}/__sandbox/hub/connections`)).json()) as { connections: number })
      .connections;
  return { app, base, post, connections };
}

function hubConnection(base: string, reconnect = false): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(`${base}${LIVE_HUB_PATH}`, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None);
  if (reconnect) builder = builder.withAutomaticReconnect([0, 2000, 10000, 30000]);
  const hub = builder.build();
  hubs.push(hub);
  return hub;
}

/** Resolves with the arguments of the next invocation of `target`. */
function next(hub: HubConnection, target: string, timeoutMs = 3000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      hub.off(target, handler);
      reject(new Error(`no ${target} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      hub.off(target, handler);
      resolve(args);
    };
    hub.on(target, handler);
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw WebSocket on the hub that collects the records it receives. */
async function rawSocket(base: string, query = '') {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${LIVE_HUB_PATH}${query}`);
  sockets.push(socket);
  const records: string[] = [];
  let buffer = '';
  socket.on('message', (data) => {
    buffer += data.toString();
    const parts = buffer.split(RECORD_SEPARATOR);
    buffer = parts.pop() ?? '';
    records.push(...parts);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, records, closed };
}

describe('live tables', () => {
  const games = [
    { gameCode: 'bj', name: 'Blackjack Live Carpați', type: 'Live' as const },
    { gameCode: 'bj-nelimitat', name: 'Blackjack Nelimitat VIP', type: 'Live' as const },
    { gameCode: 'ruleta', name: 'Ruletă Rapidă Live Imperial', type: 'Live' as const },
    { gameCode: 'auto', name: 'Ruletă Automată Lounge', type: 'Live' as const },
    { gameCode: 'slot', name: 'Cireșe de Aur', type: 'Slot' as const },
  ];

  it('gives every live game one table, deterministically from the seed', () => {
    const tables = generateLiveTables(7, games, 'http://sandbox/');
    expect(generateLiveTables(7, games, 'http://sandbox/')).toEqual(tables);
    expect(tables.map((table) => table.ImsGameCode)).toEqual(['bj', 'bj-nelimitat', 'ruleta', 'auto']);
    expect(parseList(LiveTable, tables)?.rejected).toBe(0);
    const [bj, unlimited, roulette, automatic] = tables;
    expect(Object.keys(bj?.SeatsAvailability ?? {})).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(bj?.Language).toBe('ro');
    expect(unlimited?.SeatsAvailability).toEqual({});
    expect(roulette?.SeatsAvailability).toEqual({});
    expect(roulette?.Dealer?.DealerName).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(automatic?.Dealer).toBeNull();
    expect(roulette?.DynamicImageUrl).toBe('http://sandbox/assets/ruleta/landscape?format=webp');
    expect(liveKindOf('Ruletă Rapidă Live Imperial')).toBe('ruleta');
    expect(hasSeatMap('Baccarat Live Grand')).toBe(false);
  });

  it('draws mostly online tables in the spec languages', async () => {
    const { base } = await start({ liveGames: 300, games: 100 });
    const tables = (await (await fetch(`${base}/__sandbox/live-tables`)).json()) as LiveTable[];
    expect(tables).toHaveLength(300);
    const online = tables.filter((table) => table.Status === 'online').length / tables.length;
    expect(online).toBeGreaterThan(0.75);
    expect(online).toBeLessThan(0.95);
    for (const table of tables) expect(LIVE_LANGUAGES).toContain(table.Language);
    const romanianOrEnglish = tables.filter((table) => ['ro', 'en'].includes(table.Language)).length;
    expect(romanianOrEnglish / tables.length).toBeGreaterThan(0.7);
    expect(tables.some((table) => Object.keys(table.SeatsAvailability).length === 7)).toBe(true);
  });
});

describe('live feed hub (official SignalR client)', () => {
  it('negotiates with CORS and credentials', async () => {
    const { base } = await start();
    const preflight = await fetch(`${base}${LIVE_HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-requested-with,x-signalr-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-signalr-user-agent/);
    const response = await fetch(`${base}${LIVE_HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const body = await response.json();
    expect(body).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  });

  it('pushes the table list, then a table update', async () => {
    const { base, post, connections } = await start();
    const hub = hubConnection(base);
    const init = next(hub, 'TableListInit');
    await hub.start();
    const [list] = await init;
    const parsed = parseList(LiveTable, list);
    expect(parsed?.rejected).toBe(0);
    expect(parsed?.items).toHaveLength(40);
    expect(await connections()).toBe(1);

    const first = parsed?.items[0];
    if (!first) throw new Error('no table');
    const update = next(hub, 'TableUpdate');
    const pushed = await post('/__sandbox/push/live-table', {
      ImsGameCode: first.ImsGameCode,
      Status: 'offline',
      Dealer: { DealerName: 'Ioana Test' },
    });
    expect(pushed.status).toBe(200);
    expect(await pushed.json()).toMatchObject({ delivered: 1 });
    const [changed] = await update;
    expect(parseList(LiveTable, changed)?.items).toEqual([
      { ...first, Status: 'offline', Dealer: { DealerName: 'Ioana Test' } },
    ]);

    // The state keeps the change: a hub method answers it.
    const tables = (await hub.invoke('GetTables')) as LiveTable[];
    expect(tables.find((table) => table.ImsGameCode === first.ImsGameCode)?.Status).toBe('offline');
    await expect(hub.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");

    expect((await post('/__sandbox/push/live-table', { ImsGameCode: 'nu-exista' })).status).toBe(400);
    expect(
      (await post('/__sandbox/push/live-table', { ImsGameCode: first.ImsGameCode, Status: 3 })).status,
    ).toBe(400);
  });

  it('resets the tables and sends the list again', async () => {
    const { base, post } = await start();
    const hub = hubConnection(base);
    const init = next(hub, 'TableListInit');
    await hub.start();
    const [original] = (await init) as [LiveTable[]];
    const code = original[0]?.ImsGameCode;
    await post('/__sandbox/push/live-table', { ImsGameCode: code, SeatsAvailability: { '1': true } });
    const again = next(hub, 'TableListInit');
    expect((await post('/__sandbox/reset')).status).toBe(200);
    expect((await again)[0]).toEqual(original);
  });

  it('fails to connect while the negotiate call is faulted', async () => {
    const { base, post, connections } = await start();
    await post('/__sandbox/faults', { path: '/hubs/live/negotiate', status: 500, times: 1 });
    const hub = hubConnection(base);
    await expect(hub.start()).rejects.toThrow(/500/);
    expect(await connections()).toBe(0);
    await hub.start();
    expect(hub.state).toBe(HubConnectionState.Connected);
  });

  it('reconnects after the sandbox drops every connection', async () => {
    const { base, post, connections } = await start();
    const hub = hubConnection(base, true);
    let reconnecting = 0;
    hub.onreconnecting(() => reconnecting++);
    const reconnected = new Promise<void>((resolve) => hub.onreconnected(() => resolve()));
    await hub.start();
    await until(async () => (await connections()) === 1);

    const init = next(hub, 'TableListInit');
    expect(await (await post('/__sandbox/hub/drop')).json()).toEqual({ dropped: 1 });
    await reconnected;
    expect(reconnecting).toBe(1);
    expect(hub.state).toBe(HubConnectionState.Connected);
    expect(parseList(LiveTable, (await init)[0])?.rejected).toBe(0);
    await until(async () => (await connections()) === 1);
  });
  it('churns tables when enabled', async () => {
    const { base } = await start({ liveChurn: true, liveChurnMs: [10, 20] });
    const hub = hubConnection(base);
    await hub.start();
    const [changed] = (await next(hub, 'TableUpdate')) as [LiveTable[]];
    expect(parseList(LiveTable, changed)?.items).toHaveLength(1);
  });

  it('ends its connections when the server closes', async () => {
    const { app, base } = await start();
    const hub = hubConnection(base);
    const closed = new Promise<Error | undefined>((resolve) => hub.onclose((error) => resolve(error)));
    await hub.start();
    await app.close();
    await closed;
    expect(hub.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('live feed hub (raw protocol)', () => {
  it('answers an error to an unsupported protocol and closes', async () => {
    const { base, connections } = await start();
    const { socket, records, closed } = await rawSocket(base);
    socket.send(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`);
    await closed;
    expect(records).toEqual([JSON.stringify({ error: "The protocol 'messagepack' is not supported." })]);
    expect(await connections()).toBe(0);
  });

  it('sends the table list and pings at the configured interval', async () => {
    const { base } = await start({ hubPingMs: 50 });
    // No ?id=: a client that skips negotiation.
    const { socket, records } = await rawSocket(base);
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await until(() => records.filter((item) => item === '{"type":6}').length >= 3, 2000);
    expect(records[0]).toBe('{}');
    const init = JSON.parse(records[1] ?? 'null');
    expect(init).toMatchObject({ type: 1, target: 'TableListInit' });
    expect(init.arguments[0]).toHaveLength(40);

    // A client ping needs no answer; an invocation with an id gets a completion.
    socket.send(
      `{"type":6}${RECORD_SEPARATOR}{"type":1,"invocationId":"7","target":"Nimic","arguments":[]}${RECORD_SEPARATOR}`,
    );
    await until(() => records.some((item) => item.includes('"type":3')));
    expect(JSON.parse(records.find((item) => item.includes('"type":3')) ?? '')).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Nimic'",
    });
  });

  it('rejects an unknown connection token and other upgrade paths', async () => {
    const { base } = await start();
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => resolve(-1));
      });
    const ws = base.replace(/^http/, 'ws');
    expect(await status(`${ws}${LIVE_HUB_PATH}?id=nope`)).toBe(404);
    expect(await status(`${ws}/nimic`)).toBe(404);
  });

  it('applies faults to the WebSocket upgrade', async () => {
    const { base, post } = await start();
    await post('/__sandbox/faults', { path: '/hubs/live', method: 'GET', status: 503, times: 1 });
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${LIVE_HUB_PATH}`);
      sockets.push(socket);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(status).toBe(503);
    const { records, socket } = await rawSocket(base);
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await until(() => records[0] === '{}');
  });

  it('sends a Close message on request', async () => {
    const { base, post } = await start();
    const { socket, records, closed } = await rawSocket(base);
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await until(() => records.length >= 2);
    expect(await (await post('/__sandbox/hub/close', { error: 'Mentenanță' })).json()).toEqual({ closed: 1 });
    await closed;
    expect(JSON.parse(records.at(-1) ?? '')).toEqual({ type: 7, error: 'Mentenanță', allowReconnect: true });
  });
});

describe('winners push', () => {
  it('prepends a pushed winner to the winners API until reset', async () => {
    const { base, post } = await start();
    const winners = async () =>
      parseList(
        Winner,
        JSON.parse((await (await fetch(`${base}/get-winners-live.php?country=ro`)).json()) as string),
      )?.items ?? [];
    const before = await winners();
    const pushed = await post('/__sandbox/push/winner', { gameCode: 'ruleta-test', amount: 1234.5 });
    expect(pushed.status).toBe(201);
    const after = await winners();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      gameCode: 'ruleta-test',
      amount: 1234.5,
      currency: 'RON',
      kind: 'recent',
    });
    expect((await post('/__sandbox/push/winner', { gameCode: 'x', amount: -1 })).status).toBe(400);
    expect((await post('/__sandbox/push/winner', { gameCode: 'x', amount: 1, kind: 'mare' })).status).toBe(
      400,
    );
    await post('/__sandbox/reset');
    expect(await winners()).toEqual(before);
  });
});
