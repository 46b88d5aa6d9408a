/**
 * The gateway client's failures, apart from the client: the session tells a call without an answer from
 * an answer without loading the client (the guest's first visit does not load it).
 */
import type { GatewayError as GatewayErrorBody } from '@casino/core/gateway-schemas';

/**
 * - `http`: a non-OK status (`status`, and `code` when the body is a gateway error);
 * - `timeout`: no complete answer within the timeout;
 * - `body`: the body could not be read or is not JSON;
 * - `invalid`: the JSON does not fit the answer's schema;
 * - `refused`: the path was refused before any request;
 * - `network`: no answer at all (offline, DNS, CORS).
 */
export type GatewayErrorKind = 'http' | 'timeout' | 'body' | 'invalid' | 'refused' | 'network';

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  /** The path called (without the query). */
  readonly path: string;
  readonly status?: number;
  /** The gateway's error code (GATEWAY_ERROR_CODES) when the body is a gateway error with one. */
  readonly code?: string;
  /** The gateway error body, when the answer had one. */
  readonly body?: GatewayErrorBody;

  constructor(
    message: string,
    details: {
      kind: GatewayErrorKind;
      path: string;
      status?: number;
      body?: GatewayErrorBody;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'GatewayError';
    this.kind = details.kind;
    this.path = details.path;
    if (details.status !== undefined) this.status = details.status;
    if (details.body !== undefined) {
      this.body = details.body;
      if (details.body.code !== undefined) this.code = details.body.code;
    }
  }
}

/**
 * The call got no answer at all (offline, or the page's own navigation cut it): unlike a status, a
 * timeout or a bad body, it says nothing about what the gateway would have answered.
 */
export function gatewayGotNoAnswer(error: unknown): boolean {
  return error instanceof GatewayError && error.kind === 'network';
}
