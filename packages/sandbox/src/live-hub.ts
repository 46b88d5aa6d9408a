/**
 * The live feed hub: the SignalR JSON hub protocol (version 1) over WebSocket, enough of it for the
 * official `@microsoft/signalr` client and nothing transport-specific beyond WebSockets. Wire and targets:
 * README, "Live feed hub".
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';

export const LIVE_HUB_PATH = '/hubs/live';
export const RECORD_SEPARATOR = '\u001e';

/** Server-to-client invocation targets. */
export const LIVE_HUB_TARGETS = {
  /** Sent once after every handshake (and again after `/__sandbox/reset`): `[LiveTable[]]`, every table. */
  tableListInit: 'TableListInit',
  /** Sent when tables change: `[LiveTable[]]`, only the changed tables (full records). */
  tableUpdate: 'TableUpdate',
} as const;

/** Client-to-server hub methods. */
export const LIVE_HUB_METHODS = {
  /** Returns every LiveTable as the Completion result. */
  getTables: 'GetTables',
} as const;

export const HubMessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export const DEFAULT_HUB_PING_MS = 15_000;
export const DEFAULT_HUB_HANDSHAKE_TIMEOUT_MS = 15_000;
export const DEFAULT_HUB_CLIENT_TIMEOUT_MS = 30_000;
/** A negotiated connection token is valid this long before its WebSocket must connect. */
const NEGOTIATION_TTL_MS = 60_000;

export interface LiveHubOptions {
  /** Every table, for `TableListInit` and `GetTables`. */
  tables: () => unknown[];
  /** Interval of the server's Ping messages. Default 15 s. */
  pingMs?: number;
  /** Time allowed for the handshake after the WebSocket opens. Default 15 s. */
  handshakeTimeoutMs?: number;
  /** The connection is closed with an error when the client sends nothing for this long. Default 30 s. */
  clientTimeoutMs?: number;
  /** Called when the number of handshaken connections changes. */
  onConnectionCountChange?: (count: number) => void;
}

export interface NegotiateResponse {
  negotiateVersion: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: { transport: 'WebSockets'; transferFormats: ('Text' | 'Binary')[] }[];
}

interface Connection {
  id: string;
  ws: WebSocket;
  handshaken: boolean;
  buffer: string;
  lastReceived: number;
  timer: NodeJS.Timeout | null;
}

const newId = () => randomBytes(16).toString('base64url');
const record = (message: unknown) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export class LiveHub {
  private readonly wss = new WebSocketServer({ noServer: true, clientTracking: false });
  private readonly pending = new Map<string, { connectionId: string; expires: number }>();
  private readonly connections = new Set<Connection>();
  private readonly pingMs: number;
  private readonly handshakeTimeoutMs: number;
  private readonly clientTimeoutMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.pingMs = options.pingMs ?? DEFAULT_HUB_PING_MS;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HUB_HANDSHAKE_TIMEOUT_MS;
    this.clientTimeoutMs = options.clientTimeoutMs ?? DEFAULT_HUB_CLIENT_TIMEOUT_MS;
  }

  /** `POST /hubs/live/negotiate?negotiateVersion=N`: version 1 answers a connectionToken, 0 does not. */
  negotiate(requestedVersion: number): NegotiateResponse {
    const now = Date.now();
    for (const [key, entry] of this.pending) if (entry.expires < now) this.pending.delete(key);
    const version = requestedVersion >= 1 ? 1 : 0;
    const connectionId = newId();
    const transports: NegotiateResponse['availableTransports'] = [
      { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
    ];
    if (version === 0) {
      this.pending.set(connectionId, { connectionId, expires: now + NEGOTIATION_TTL_MS });
      return { negotiateVersion: 0, connectionId, availableTransports: transports };
    }
    const connectionToken = newId();
    this.pending.set(connectionToken, { connectionId, expires: now + NEGOTIATION_TTL_MS });
    return { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports };
  }

  /**
   * An HTTP upgrade on the hub path: `?id={connectionToken}` from a negotiation (404 when unknown or
   * expired, as ASP.NET answers), or no id at all (a client with `skipNegotiation: true`).
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const id = url.searchParams.get('id');
    let connectionId = newId();
    if (id !== null) {
      const entry = this.pending.get(id);
      if (!entry || entry.expires < Date.now()) {
        rejectUpgrade(socket, 404, 'No Connection with that ID');
        return;
      }
      this.pending.delete(id);
      connectionId = entry.connectionId;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(connectionId, ws));
  }

  /** Open WebSockets of the hub (handshaken or not). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Invokes `target` with `args` on every handshaken connection; answers how many it was sent to. */
  broadcast(target: string, args: unknown[]): number {
    const text = record({ type: HubMessageType.Invocation, target, arguments: args });
    let sent = 0;
    for (const connection of this.connections) {
      if (!connection.handshaken) continue;
      this.send(connection, text);
      sent++;
    }
    return sent;
  }

  /** Kills every connection without a Close message or a WebSocket close frame (a network drop). */
  drop(): number {
    const count = this.connections.size;
    for (const connection of [...this.connections]) {
      this.forget(connection);
      connection.ws.terminate();
    }
    return count;
  }

  /** Sends a Close message to every connection and closes the WebSockets cleanly. */
  closeAll(error?: string, allowReconnect = true): number {
    const count = this.connections.size;
    for (const connection of [...this.connections]) this.closeWith(connection, error, allowReconnect);
    return count;
  }

  /** Server shutdown: Close message, then a forced end after `graceMs`. */
  async shutdown(graceMs = 250): Promise<void> {
    const sockets = [...this.connections].map((connection) => connection.ws);
    this.closeAll(undefined, true);
    if (sockets.length > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        let open = sockets.length;
        for (const ws of sockets)
          ws.once('close', () => {
            if (--open === 0) {
              clearTimeout(timer);
              resolve();
            }
          });
      });
      for (const ws of sockets) ws.terminate();
    }
    this.pending.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private open(id: string, ws: WebSocket): void {
    const connection: Connection = {
      id,
      ws,
      handshaken: false,
      buffer: '',
      lastReceived: Date.now(),
      timer: null,
    };
    this.connections.add(connection);
    connection.timer = setTimeout(() => {
      if (!connection.handshaken) this.closeSocket(connection);
    }, this.handshakeTimeoutMs);
    connection.timer.unref();
    ws.on('message', (data: RawData) => this.receive(connection, rawText(data)));
    ws.on('close', () => this.forget(connection));
    ws.on('error', () => this.forget(connection));
  }

  private receive(connection: Connection, text: string): void {
    connection.lastReceived = Date.now();
    connection.buffer += text;
    let index = connection.buffer.indexOf(RECORD_SEPARATOR);
    while (index !== -1 && this.connections.has(connection)) {
      const item = connection.buffer.slice(0, index);
      connection.buffer = connection.buffer.slice(index + 1);
      if (connection.handshaken) this.handleMessage(connection, item);
      else this.handleHandshake(connection, item);
      index = connection.buffer.indexOf(RECORD_SEPARATOR);
    }
  }

  private handleHandshake(connection: Connection, text: string): void {
    const error = handshakeError(text);
    if (error !== null) {
      this.send(connection, record({ error }));
      this.closeSocket(connection);
      return;
    }
    connection.handshaken = true;
    if (connection.timer) clearTimeout(connection.timer);
    this.send(connection, record({}));
    connection.timer = setInterval(() => this.tick(connection), this.pingMs);
    connection.timer.unref();
    this.options.onConnectionCountChange?.(this.handshakenCount());
    this.send(
      connection,
      record({
        type: HubMessageType.Invocation,
        target: LIVE_HUB_TARGETS.tableListInit,
        arguments: [this.options.tables()],
      }),
    );
  }

  private handleMessage(connection: Connection, text: string): void {
    let message: { type?: unknown; target?: unknown; invocationId?: unknown } | null = null;
    try {
      message = JSON.parse(text);
    } catch {
      // Handled below.
    }
    if (!message || typeof message !== 'object' || typeof message.type !== 'number') {
      this.closeWith(connection, 'Connection closed with an error. Invalid hub message.', false);
      return;
    }
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : null;
    const target = typeof message.target === 'string' ? message.target : '';
    if (message.type === HubMessageType.Close) {
      this.closeSocket(connection);
      return;
    }
    // Ping, CancelInvocation, StreamItem, Completion, anything newer, and fire-and-forget invocations
    // (no invocationId) need no answer.
    if (message.type !== HubMessageType.Invocation && message.type !== HubMessageType.StreamInvocation)
      return;
    if (invocationId === null) return;
    const completion =
      message.type === HubMessageType.Invocation && target === LIVE_HUB_METHODS.getTables
        ? { type: HubMessageType.Completion, invocationId, result: this.options.tables() }
        : { type: HubMessageType.Completion, invocationId, error: `Unknown hub method '${target}'` };
    this.send(connection, record(completion));
  }

  private tick(connection: Connection): void {
    if (Date.now() - connection.lastReceived > this.clientTimeoutMs) {
      this.closeWith(
        connection,
        'Connection closed with an error. Server timeout elapsed without receiving a message from the client.',
        false,
      );
      return;
    }
    this.send(connection, record({ type: HubMessageType.Ping }));
  }

  private closeWith(connection: Connection, error: string | undefined, allowReconnect: boolean): void {
    this.send(
      connection,
      record({ type: HubMessageType.Close, ...(error !== undefined ? { error } : {}), allowReconnect }),
    );
    this.closeSocket(connection);
  }

  private closeSocket(connection: Connection): void {
    this.forget(connection);
    connection.ws.close(1000);
  }

  private send(connection: Connection, text: string): void {
    if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(text);
  }

  private forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    if (connection.timer) clearTimeout(connection.timer);
    connection.timer = null;
    if (connection.handshaken) this.options.onConnectionCountChange?.(this.handshakenCount());
  }

  private handshakenCount(): number {
    let count = 0;
    for (const connection of this.connections) if (connection.handshaken) count++;
    return count;
  }
}

/** Null when the handshake request is acceptable, else the error the server answers. */
function handshakeError(text: string): string | null {
  let request: { protocol?: unknown; version?: unknown } | null = null;
  try {
    request = JSON.parse(text);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (!request || typeof request !== 'object') return 'Handshake request must be a JSON object.';
  if (request.protocol !== 'json') return `The protocol '${String(request.protocol)}' is not supported.`;
  if (request.version !== 1)
    return `The server does not support version ${String(request.version)} of the 'json' protocol.`;
  return null;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
export function rejectUpgrade(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = `${message}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
