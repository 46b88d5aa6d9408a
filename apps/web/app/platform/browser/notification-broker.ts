/**
 * The notification broker's client (shell.md sections 4, 9; contract in core's notifications.ts): STOMP
 * over WebSocket with the token in CONNECT and the spec's retries (ADR 0013). Only modules that need a
 * player's connection import it, so `@stomp/stompjs` stays out of a guest's pages.
 */
import {
  NOTIFICATION_CONNECT_RETRIES,
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_RETRY_DELAY_MS,
  NOTIFICATION_TOKEN_HEADER,
  NOTIFICATIONS_DESTINATION,
  STOMP_SUBPROTOCOLS,
} from '@casino/core/notifications';
import { Client, type IFrame } from '@stomp/stompjs';

export type NotificationBrokerStatus = 'connecting' | 'connected' | 'given-up' | 'closed';

export interface NotificationBrokerOptions {
  brokerUrl: string;
  token: string;
  /** Every MESSAGE body, as it came. */
  onMessage(body: string): void;
  onStatus?(status: NotificationBrokerStatus): void;
  log?(message: string, detail?: unknown): void;
  /** Tests: fewer retries or a shorter delay, and a WebSocket for Node. */
  retries?: number;
  retryDelayMs?: number;
  heartbeatMs?: number;
  webSocket?: (url: string, protocols: string[]) => WebSocket;
}

export interface NotificationBrokerConnection {
  /** Disconnects (DISCONNECT, then the socket closes) and stops retrying. */
  close(): Promise<void>;
}

export function connectNotificationBroker(options: NotificationBrokerOptions): NotificationBrokerConnection {
  const retries = options.retries ?? NOTIFICATION_CONNECT_RETRIES;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const status = (next: NotificationBrokerStatus) => options.onStatus?.(next);
  /** Attempts since the last CONNECTED that ended without one. */
  let failures = 0;
  let connected = false;
  let closing = false;

  const client = new Client({
    brokerURL: options.brokerUrl,
    webSocketFactory: () =>
      options.webSocket
        ? options.webSocket(options.brokerUrl, [...STOMP_SUBPROTOCOLS])
        : new WebSocket(options.brokerUrl, [...STOMP_SUBPROTOCOLS]),
    connectHeaders: { [NOTIFICATION_TOKEN_HEADER]: options.token },
    heartbeatIncoming: options.heartbeatMs ?? NOTIFICATION_HEARTBEAT_MS,
    heartbeatOutgoing: options.heartbeatMs ?? NOTIFICATION_HEARTBEAT_MS,
    reconnectDelay: options.retryDelayMs ?? NOTIFICATION_RETRY_DELAY_MS,
    debug: () => {},
    onConnect: () => {
      connected = true;
      failures = 0;
      client.subscribe(NOTIFICATIONS_DESTINATION, (message) => options.onMessage(message.body));
      status('connected');
    },
    onStompError: (frame: IFrame) =>
      log('The notification broker refused', frame.headers.message ?? frame.body),
    onWebSocketClose: () => {
      if (closing) return;
      if (connected) {
        connected = false;
        status('connecting');
        return;
      }
      failures += 1;
      if (failures > retries) {
        log(`The notification broker could not be reached (${failures} attempts)`);
        status('given-up');
        void client.deactivate();
      }
    },
  });
  status('connecting');
  client.activate();

  return {
    async close() {
      if (closing) return;
      closing = true;
      await client.deactivate();
      status('closed');
    },
  };
}
