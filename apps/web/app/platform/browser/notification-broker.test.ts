/**
 * The portal's broker client against the sandbox's broker (a real STOMP server on a loopback port), with
 * Node's `ws` for the browser's WebSocket.
 */
import { readBrokerMessage } from '@casino/core/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import { sandboxPlayer } from '~test-support/sandbox-player';
import {
  connectNotificationBroker,
  type NotificationBrokerConnection,
  type NotificationBrokerOptions,
  type NotificationBrokerStatus,
} from './notification-broker';

let sandbox: TestSandbox;
let brokerUrl = '';
const open: NotificationBrokerConnection[] = [];

beforeAll(async () => {
  sandbox = await startSandbox('notification-broker');
  brokerUrl = `${sandbox.origin.replace(/^http/, 'ws')}/notifications`;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});
afterAll(() => sandbox.close());

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A connection whose sockets, statuses, messages and logs the test reads. */
function connect(token: string, options: Partial<NotificationBrokerOptions> = {}) {
  const seen = {
    sockets: 0,
    statuses: [] as NotificationBrokerStatus[],
    messages: [] as string[],
    logs: [] as string[],
  };
  const connection = connectNotificationBroker({
    brokerUrl,
    token,
    onMessage: (body) => seen.messages.push(body),
    onStatus: (status) => seen.statuses.push(status),
    log: (message) => seen.logs.push(message),
    webSocket: (url, protocols) => {
      seen.sockets += 1;
      return new NodeWebSocket(url, protocols) as unknown as WebSocket;
    },
    ...options,
  });
  open.push(connection);
  return { connection, seen };
}

const push = (body: Record<string, unknown>) => sandbox.control('/__sandbox/push/notification', body);

describe('the notification broker client', () => {
  it("connects with the player's token and passes on what the broker pushes to that player", async () => {
    const player = await sandboxPlayer(sandbox);
    const token = (await player.gateway.notificationToken()).notification_token;
    const { seen } = connect(token);
    await until(() => seen.statuses.includes('connected'), 'the connection');
    // The subscription follows CONNECTED, so a push may come before the broker has it: push until one arrives.
    for (let attempt = 0; seen.messages.length === 0 && attempt < 100; attempt += 1) {
      await push({ username: player.username, type: 'SIMPLE_MESSAGE', title: 'Salut' });
      await until(() => seen.messages.length > 0, 'the message', 100).catch(() => {});
    }
    const message = readBrokerMessage(seen.messages[0] ?? '');
    expect(message?.notification).toMatchObject({ type: 'SIMPLE_MESSAGE', title: 'Salut' });
    expect(message?.events).toEqual(['FTNInAppSimple', 'StompInAppCustomEvent']);
    expect(seen.sockets).toBe(1);
  });

  it('tries a refused token 3 times (2 retries), then gives up, logged', async () => {
    const { seen } = connect('ntf_nu-exista');
    await until(() => seen.statuses.includes('given-up'), 'giving up');
    expect(seen.sockets).toBe(3);
    expect(seen.statuses).not.toContain('connected');
    expect(seen.logs.filter((line) => line.startsWith('The notification broker refused'))).toHaveLength(3);
    expect(seen.logs.at(-1)).toBe('The notification broker could not be reached (3 attempts)');
  });

  it('connects again when a live connection drops, and stops on close', async () => {
    const player = await sandboxPlayer(sandbox);
    const token = (await player.gateway.notificationToken()).notification_token;
    const { connection, seen } = connect(token, { retryDelayMs: 50 });
    await until(() => seen.statuses.includes('connected'), 'the connection');
    await sandbox.control('/__sandbox/notifications/drop');
    await until(() => seen.statuses.filter((status) => status === 'connected').length === 2, 'reconnecting');
    expect(seen.sockets).toBe(2);
    await connection.close();
    expect(seen.statuses.at(-1)).toBe('closed');
    const connections = (await (
      await fetch(`${sandbox.origin}/__sandbox/notifications/connections`)
    ).json()) as {
      players: Record<string, number>;
    };
    expect(connections.players[player.username] ?? 0).toBe(0);
  });
});
