/**
 * WebSocket upgrades by path (the live hub, the notification broker, the chat): one `upgrade` listener
 * on the HTTP server hands each request to the handler of its path, or answers 404. Faults apply here
 * as on every HTTP route: a matching fault's `status` is answered as a plain HTTP error instead of
 * upgrading, its `delayMs` delays the upgrade.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FaultStore } from './faults.ts';
import { rejectUpgrade } from './live-hub.ts';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();

  constructor(private readonly faults: FaultStore) {}

  /** `path` and `path/` both reach the handler. */
  route(path: string, handler: UpgradeHandler): void {
    this.routes.set(path, handler);
  }

  readonly handle = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const handler = this.routes.get(path.length > 1 ? path.replace(/\/$/, '') : path);
    socket.on('error', () => socket.destroy());
    if (!handler) {
      rejectUpgrade(socket, 404, `No WebSocket at ${path}`);
      return;
    }
    const fault = this.faults.take(request.method ?? 'GET', path);
    const proceed = () => {
      if (socket.destroyed) return;
      if (fault?.status !== undefined)
        return rejectUpgrade(socket, fault.status, `Injected fault ${fault.id}`, {
          'X-Sandbox-Fault': String(fault.id),
        });
      handler(request, socket, head);
    };
    if (fault?.delayMs) setTimeout(proceed, fault.delayMs);
    else proceed();
  };
}
