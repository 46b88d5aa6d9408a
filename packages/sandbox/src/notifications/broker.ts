/**
 * The notification broker: a STOMP server over WebSocket with one per-user destination, as core's
 * notifications.ts describes it. Enough of STOMP 1.0-1.2 (heart-beats, receipts, errors) for a real
 * client to behave as against a production broker: README, "Notification broker".
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Notification } from '@casino/core/notifications';
import {
  NOTIFICATION_TOKEN_HEADER,
  NOTIFICATIONS_DESTINATION,
  STOMP_SUBPROTOCOLS,
} from '@casino/core/notifications';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  header,
  STOMP_VERSIONS,
  type StompFrame,
  StompParser,
  StompProtocolError,
  type StompVersion,
  serializeFrame,
} from './stomp.ts';

export const BROKER_PATH = '/notifications';
export const DEFAULT_HEARTBEAT_MIN_MS = 1000;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const MAX_FRAME_BYTES = 64 * 1024;
const SERVER_NAME = 'CazinoRegalSandbox/1.0';
const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_POLICY = 1008;
/** Application close code (4000-4999) for a peer that went quiet: HTTP's 408 Request Timeout. */
const CLOSE_TIMEOUT = 4408;

const SUBPROTOCOL_VERSIONS: Record<string, StompVersion> = {
  'v12.stomp': '1.2',
  'v11.stomp': '1.1',
  'v10.stomp': '1.0',
};

export interface BrokerOptions {
  /** The player of a notification token, or null when it is unknown or its session has ended. */
  authenticate: (token: string) => string | null;
  /** The shortest heart-beat interval, either way. Default 1000. */
  heartbeatMinMs?: number;
  /** Time allowed for the CONNECT frame. Default 10 s. */
  connectTimeoutMs?: number;
}

type AckMode = 'auto' | 'client' | 'client-individual';

interface Subscription {
  id: string;
  /** 1.0 allows a subscription without an id; its messages then carry no `subscription` header. */
  named: boolean;
  ack: AckMode;
}

interface Connection {
  id: string;
  ws: WebSocket;
  parser: StompParser;
  /** The version the WebSocket subprotocol allows at most; null without a subprotocol. */
  maxVersion: StompVersion | null;
  version: StompVersion | null;
  username: string | null;
  token: string | null;
  subscriptions: Map<string, Subscription>;
  sequence: number;
  /** No delivery after the session behind the token ended (LOGOUT was the last message). */
  revoked: boolean;
  connectTimer: NodeJS.Timeout | null;
  sendTimer: NodeJS.Timeout | null;
  receiveTimer: NodeJS.Timeout | null;
}

const newId = () => randomBytes(9).toString('base64url');

function rawBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return data;
}

export class NotificationBroker {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly heartbeatMinMs: number;
  private readonly connectTimeoutMs: number;

  constructor(private readonly options: BrokerOptions) {
    this.heartbeatMinMs = options.heartbeatMinMs ?? DEFAULT_HEARTBEAT_MIN_MS;
    this.connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: 4 * MAX_FRAME_BYTES,
      // The first of ours the client offers; none offered (or none of ours) means no subprotocol.
      handleProtocols: (offered) => STOMP_SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false,
    });
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws));
  }

  /** Open WebSockets (connected or not). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Connected players and how many connections each has. */
  players(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const connection of this.connections)
      if (connection.username) counts[connection.username] = (counts[connection.username] ?? 0) + 1;
    return counts;
  }

  /** Sends to every subscribed connection of the player; answers how many connections got it. */
  deliverToPlayer(username: string, notification: Notification): number {
    const name = username.toLowerCase();
    return this.deliver((connection) => connection.username?.toLowerCase() === name, notification);
  }

  /** Sends to the connections opened with these tokens; answers how many got it. */
  deliverToTokens(tokens: readonly string[], notification: Notification): number {
    return this.deliver(
      (connection) => connection.token !== null && tokens.includes(connection.token),
      notification,
    );
  }

  /** Nothing more is delivered to the connections of these tokens (all of them for 'all'). */
  revoke(tokens: readonly string[] | 'all'): void {
    for (const connection of this.connections)
      if (tokens === 'all' || (connection.token !== null && tokens.includes(connection.token)))
        connection.revoked = true;
  }

  /** Kills every connection without a close frame (a network drop). */
  drop(): number {
    const count = this.connections.size;
    for (const connection of [...this.connections]) {
      this.forget(connection);
      connection.ws.terminate();
    }
    return count;
  }

  /** Server shutdown: a close frame (going away) to everyone, then a forced end after `graceMs`. */
  async shutdown(graceMs = 250): Promise<void> {
    const sockets = [...this.connections].map((connection) => connection.ws);
    for (const connection of [...this.connections]) this.close(connection, 1001, 'server shutdown');
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              ws.terminate();
              resolve();
            }, graceMs);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private deliver(select: (connection: Connection) => boolean, notification: Notification): number {
    const body = JSON.stringify(notification);
    let reached = 0;
    for (const connection of this.connections) {
      if (!connection.version || connection.revoked || !select(connection)) continue;
      if (connection.subscriptions.size === 0) continue;
      for (const [id, subscription] of connection.subscriptions) {
        const messageId = `${connection.id}-${++connection.sequence}`;
        const headers: [string, string][] = [
          ['destination', NOTIFICATIONS_DESTINATION],
          ['message-id', messageId],
        ];
        if (subscription.named) headers.push(['subscription', id]);
        if (subscription.ack !== 'auto' && connection.version === '1.2') headers.push(['ack', messageId]);
        headers.push(['content-type', JSON_CONTENT_TYPE]);
        this.send(connection, serializeFrame('MESSAGE', headers, body, connection.version));
      }
      reached++;
    }
    return reached;
  }

  private open(ws: WebSocket): void {
    const connection: Connection = {
      id: newId(),
      ws,
      parser: new StompParser(MAX_FRAME_BYTES),
      maxVersion: SUBPROTOCOL_VERSIONS[ws.protocol] ?? null,
      version: null,
      username: null,
      token: null,
      subscriptions: new Map(),
      sequence: 0,
      revoked: false,
      connectTimer: null,
      sendTimer: null,
      receiveTimer: null,
    };
    this.connections.add(connection);
    connection.connectTimer = setTimeout(
      () =>
        this.fail(
          connection,
          new StompProtocolError('Connect timeout', `No CONNECT frame within ${this.connectTimeoutMs} ms.`),
          CLOSE_TIMEOUT,
        ),
      this.connectTimeoutMs,
    );
    connection.connectTimer.unref();
    ws.on('message', (data: RawData) => this.receive(connection, rawBuffer(data)));
    ws.on('close', () => this.forget(connection));
    ws.on('error', () => this.forget(connection));
  }

  private receive(connection: Connection, data: Buffer): void {
    connection.receiveTimer?.refresh();
    connection.parser.push(data);
    try {
      for (let item = connection.parser.next(); item; item = connection.parser.next()) {
        if (!this.connections.has(connection)) return;
        if (item.kind === 'frame') this.handle(connection, item.frame);
      }
    } catch (error) {
      if (error instanceof StompProtocolError) this.fail(connection, error);
      else throw error;
    }
  }

  private handle(connection: Connection, frame: StompFrame): void {
    const receipt = header(frame, 'receipt') ?? null;
    const refuse: (message: string, detail: string) => never = (message, detail) => {
      throw new StompProtocolError(message, detail, receipt);
    };
    if (!connection.version) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
        refuse('Not connected', `${frame.command} before CONNECT: send CONNECT first.`);
      this.connect(connection, frame);
      return;
    }
    const version = connection.version;
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        refuse('Already connected', 'This connection has already sent CONNECT.');
        break;
      case 'SUBSCRIBE': {
        const destination = header(frame, 'destination');
        const id = header(frame, 'id');
        const ack = (header(frame, 'ack') ?? 'auto') as AckMode;
        if (!destination) refuse('Missing destination header', 'SUBSCRIBE needs a destination.');
        if (!id && version !== '1.0') refuse('Missing id header', 'SUBSCRIBE needs an id.');
        const modes: AckMode[] =
          version === '1.0' ? ['auto', 'client'] : ['auto', 'client', 'client-individual'];
        if (!modes.includes(ack)) refuse('Invalid ack header', `ack must be one of ${modes.join(', ')}.`);
        if (destination !== NOTIFICATIONS_DESTINATION)
          refuse(
            'Unknown destination',
            `${destination} does not exist; subscribe to ${NOTIFICATIONS_DESTINATION}.`,
          );
        const key = id ?? destination;
        if (connection.subscriptions.has(key))
          refuse('Duplicate subscription', `A subscription ${key} exists already.`);
        connection.subscriptions.set(key, { id: key, named: id !== undefined, ack });
        break;
      }
      case 'UNSUBSCRIBE': {
        const key = header(frame, 'id') ?? (version === '1.0' ? header(frame, 'destination') : undefined);
        if (!key) refuse('Missing id header', 'UNSUBSCRIBE needs the id of the subscription.');
        connection.subscriptions.delete(key);
        break;
      }
      case 'ACK':
      case 'NACK': {
        if (frame.command === 'NACK' && version === '1.0')
          refuse('Unknown command', 'NACK is not a STOMP 1.0 frame.');
        const required =
          version === '1.2' ? ['id'] : version === '1.1' ? ['message-id', 'subscription'] : ['message-id'];
        const missing = required.find((name) => !header(frame, name));
        if (missing) refuse(`Missing ${missing} header`, `${frame.command} needs ${required.join(' and ')}.`);
        break;
      }
      case 'SEND':
        refuse('SEND is not supported', 'The notification destinations are read-only.');
        break;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        refuse(
          'Transactions are not supported',
          `${frame.command} needs a transaction; this broker has none.`,
        );
        break;
      case 'DISCONNECT':
        if (receipt !== null)
          this.send(connection, serializeFrame('RECEIPT', [['receipt-id', receipt]], '', version));
        this.close(connection, 1000, 'disconnect');
        return;
    }
    if (receipt !== null)
      this.send(connection, serializeFrame('RECEIPT', [['receipt-id', receipt]], '', version));
  }

  private connect(connection: Connection, frame: StompFrame): void {
    const accepted = (header(frame, 'accept-version') ?? '1.0').split(',').map((item) => item.trim());
    const allowed = STOMP_VERSIONS.filter(
      (version) => connection.maxVersion === null || Number(version) <= Number(connection.maxVersion),
    );
    const version = allowed.find((candidate) => accepted.includes(candidate));
    if (!version) {
      this.fail(
        connection,
        new StompProtocolError(
          `Supported protocol versions are ${allowed.join(' ')}`,
          `Offered: ${accepted.join(', ')}.`,
        ),
        CLOSE_PROTOCOL_ERROR,
        [['version', allowed.join(',')]],
      );
      return;
    }
    let sendMs = 0;
    let receiveMs = 0;
    if (version !== '1.0') {
      const asked = header(frame, 'heart-beat') ?? '0,0';
      const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(asked);
      if (!match) {
        this.fail(
          connection,
          new StompProtocolError('Invalid heart-beat header', `'${asked}' is not 'cx,cy'.`),
        );
        return;
      }
      // cx: how often the client can send; cy: how often it wants to hear from the server.
      const [cx, cy] = [Number(match[1]), Number(match[2])];
      receiveMs = cx === 0 ? 0 : Math.max(cx, this.heartbeatMinMs);
      sendMs = cy === 0 ? 0 : Math.max(cy, this.heartbeatMinMs);
    }
    const token = header(frame, NOTIFICATION_TOKEN_HEADER);
    const username = token ? this.options.authenticate(token) : null;
    if (!token || !username) {
      this.fail(
        connection,
        new StompProtocolError(
          token ? 'Invalid notification token' : 'Missing token header',
          token
            ? 'The token is unknown or its session has ended: log in again and use the new notification token.'
            : `CONNECT needs the notification token in the '${NOTIFICATION_TOKEN_HEADER}' header.`,
        ),
        CLOSE_POLICY,
      );
      return;
    }
    if (connection.connectTimer) clearTimeout(connection.connectTimer);
    connection.connectTimer = null;
    connection.version = version;
    connection.parser.version = version;
    connection.username = username;
    connection.token = token;
    const headers: [string, string][] = [['version', version]];
    if (version !== '1.0') headers.push(['heart-beat', `${sendMs},${receiveMs}`]);
    headers.push(['server', SERVER_NAME], ['session', connection.id], ['user-name', username]);
    this.send(connection, serializeFrame('CONNECTED', headers, '', version));
    this.startHeartbeats(connection, sendMs, receiveMs);
  }

  private startHeartbeats(connection: Connection, sendMs: number, receiveMs: number): void {
    if (sendMs > 0) {
      connection.sendTimer = setTimeout(() => this.send(connection, '\n'), sendMs);
      connection.sendTimer.unref();
    }
    if (receiveMs > 0) {
      connection.receiveTimer = setTimeout(
        () =>
          this.fail(
            connection,
            new StompProtocolError('Heart-beat timeout', `Nothing received for ${2 * receiveMs} ms.`),
            CLOSE_TIMEOUT,
          ),
        2 * receiveMs,
      );
      connection.receiveTimer.unref();
    }
  }

  /** ERROR frame, then close. */
  private fail(
    connection: Connection,
    error: StompProtocolError,
    code = CLOSE_PROTOCOL_ERROR,
    extra: [string, string][] = [],
  ): void {
    if (!this.connections.has(connection)) return;
    const headers: [string, string][] = [['message', error.message], ...extra];
    if (error.receipt !== null) headers.push(['receipt-id', error.receipt]);
    headers.push(['content-type', 'text/plain;charset=utf-8']);
    this.send(connection, serializeFrame('ERROR', headers, error.detail, connection.version ?? '1.0'));
    this.close(connection, code, error.message);
  }

  /** Sending a frame restarts the heart-beat clock: a beat is due only after `sx` ms of silence. */
  private send(connection: Connection, text: string): void {
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    connection.ws.send(text);
    connection.sendTimer?.refresh();
  }

  private close(connection: Connection, code: number, reason: string): void {
    this.forget(connection);
    connection.ws.close(code, reason.slice(0, 120));
  }

  private forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    for (const timer of [connection.connectTimer, connection.sendTimer, connection.receiveTimer])
      if (timer) clearTimeout(timer);
  }
}
