/**
 * Injected faults (`/__sandbox/faults`): matching requests answer a status, a delay, a malformed or
 * empty body, or a JSON body of the test's choosing, N times or until cleared.
 */
export interface FaultSpec {
  /** Prefix of the URL path, or a regular expression when it starts and ends with '/'. */
  path: string;
  /** HTTP method (any when absent). */
  method?: string;
  status?: number;
  delayMs?: number;
  body?: 'malformed' | 'empty';
  /** Answer this JSON value as the body (status 200 unless `status` says otherwise). */
  json?: unknown;
  /** How many requests it applies to; unlimited (until cleared) when absent. */
  times?: number;
  /**
   * Only requests of this player's gateway session (its session cookie): a journey faults its own
   * player's calls without touching the journeys running alongside.
   */
  player?: string;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests it has applied to so far. */
  hits: number;
  /** Requests it still applies to; null = unlimited. */
  remaining: number | null;
}

export const MALFORMED_BODY = '{"malformed": [1, 2, ';

export function validateFault(input: unknown): FaultSpec | string {
  if (!input || typeof input !== 'object') return 'body must be a JSON object';
  const spec = input as Record<string, unknown>;
  if (typeof spec.path !== 'string' || spec.path === '') return 'path must be a non-empty string';
  if (isRegex(spec.path)) {
    try {
      new RegExp(spec.path.slice(1, -1));
    } catch {
      return 'path is not a valid regular expression';
    }
  }
  if (spec.method !== undefined && typeof spec.method !== 'string') return 'method must be a string';
  if (
    spec.status !== undefined &&
    (typeof spec.status !== 'number' ||
      !Number.isInteger(spec.status) ||
      spec.status < 100 ||
      spec.status > 599)
  )
    return 'status must be an HTTP status code';
  if (
    spec.delayMs !== undefined &&
    (typeof spec.delayMs !== 'number' || spec.delayMs < 0 || spec.delayMs > 120_000)
  )
    return 'delayMs must be between 0 and 120000';
  if (spec.body !== undefined && spec.body !== 'malformed' && spec.body !== 'empty')
    return "body must be 'malformed' or 'empty'";
  if (spec.body !== undefined && spec.json !== undefined) return 'a fault has body or json, not both';
  if (
    spec.times !== undefined &&
    (typeof spec.times !== 'number' || !Number.isInteger(spec.times) || spec.times < 1)
  )
    return 'times must be a positive integer';
  if (spec.player !== undefined && (typeof spec.player !== 'string' || spec.player === ''))
    return 'player must be a non-empty string';
  if (
    spec.status === undefined &&
    spec.delayMs === undefined &&
    spec.body === undefined &&
    spec.json === undefined
  )
    return 'a fault needs status, delayMs, body or json';
  return {
    path: spec.path,
    ...(spec.method ? { method: spec.method.toUpperCase() } : {}),
    ...(spec.status !== undefined ? { status: spec.status } : {}),
    ...(spec.delayMs !== undefined ? { delayMs: spec.delayMs } : {}),
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(spec.json !== undefined ? { json: spec.json } : {}),
    ...(spec.times !== undefined ? { times: spec.times } : {}),
    ...(spec.player !== undefined ? { player: spec.player } : {}),
  } as FaultSpec;
}

function isRegex(path: string): boolean {
  return path.length >= 2 && path.startsWith('/') && path.endsWith('/');
}

export class FaultStore {
  private faults: (Fault & { matcher: (path: string) => boolean })[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const regex = isRegex(spec.path) ? new RegExp(spec.path.slice(1, -1)) : null;
    const fault = {
      ...spec,
      id: this.nextId++,
      hits: 0,
      remaining: spec.times ?? null,
      matcher: regex ? (path: string) => regex.test(path) : (path: string) => path.startsWith(spec.path),
    };
    this.faults.push(fault);
    return this.describe(fault);
  }

  list(): Fault[] {
    return this.faults.map((fault) => this.describe(fault));
  }

  clear(): void {
    this.faults = [];
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  /**
   * The first fault matching the request, consumed once (removed when its count runs out). `player`
   * names the request's player (asked only when a fault is for one player).
   */
  take(method: string, path: string, player: () => string | null = () => null): Fault | null {
    const upper = method.toUpperCase();
    let requestPlayer: string | null | undefined;
    for (const fault of this.faults) {
      // A preflight is only faulted when asked for explicitly.
      if (fault.method ? fault.method !== upper : upper === 'OPTIONS') continue;
      if (!fault.matcher(path)) continue;
      if (fault.player !== undefined) {
        requestPlayer ??= player();
        if (requestPlayer !== fault.player) continue;
      }
      fault.hits++;
      if (fault.remaining !== null) {
        fault.remaining--;
        if (fault.remaining <= 0) this.faults = this.faults.filter((item) => item !== fault);
      }
      return this.describe(fault);
    }
    return null;
  }

  private describe(fault: Fault & { matcher?: unknown }): Fault {
    const { matcher: _matcher, ...rest } = fault;
    return rest;
  }
}
