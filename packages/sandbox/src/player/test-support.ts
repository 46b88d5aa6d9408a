/**
 * Helpers shared by the player platform's tests (not exported from the package): a browser-like client
 * over `app.inject` (a cookie jar and the portal's Origin), and the portal's login sequence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSandbox, type SandboxOptions } from '../server.ts';

export const PORTAL = 'http://localhost:3000';

/** A small sandbox (300 casino games, 30 live) with an in-memory store, and a cleanup. */
export function testSandbox(options: SandboxOptions = {}): {
  app: FastifyInstance;
  cleanup: () => Promise<void>;
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-player-'));
  const app = createSandbox({
    dataDir,
    games: 300,
    liveGames: 30,
    dbFile: ':memory:',
    corsOrigins: [PORTAL, 'http://127.0.0.1:3000'],
    ...options,
  });
  return {
    app,
    cleanup: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookies as a browser keeps them for the sandbox's host (name → value; Max-Age=0 deletes). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Cookies set with a Max-Age (kept when the browser closes); the others are session cookies. */
  private readonly persistent = new Set<string>();

  receive(header: string | string[] | undefined): void {
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const maxAge = attributes
        .map((attribute) => /^\s*max-age=(-?\d+)\s*$/i.exec(attribute)?.[1])
        .find(Boolean);
      if (maxAge !== undefined && Number(maxAge) <= 0) this.delete(name);
      else if (value === '') this.delete(name);
      else {
        this.cookies.set(name, value);
        if (maxAge !== undefined) this.persistent.add(name);
        else this.persistent.delete(name);
      }
    }
  }

  private delete(name: string): void {
    this.cookies.delete(name);
    this.persistent.delete(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The cookies a browser still has after it was closed and opened again: the persistent ones. */
  afterRestart(): CookieJar {
    const jar = new CookieJar();
    for (const name of this.persistent) {
      const value = this.cookies.get(name);
      if (value !== undefined) jar.receive(`${name}=${encodeURIComponent(value)}; Max-Age=1`);
    }
    return jar;
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export interface Client {
  jar: CookieJar;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Requests as the portal's page makes them: Origin, credentials (the jar), JSON. */
export function browserClient(app: FastifyInstance, origin = PORTAL, jar = new CookieJar()): Client {
  const request = async (options: InjectOptions) => {
    const cookie = jar.header();
    const response = await app.inject({
      ...options,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    jar.receive(response.headers['set-cookie']);
    return response;
  };
  return {
    jar,
    request,
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
    post: (url, payload, headers = {}) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
  };
}

/** Identity login, temporary token, gateway login: what the portal does. Answers the gateway login. */
export async function logIn(
  client: Client,
  username: string,
  options: { password?: string; remember?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const identity = await client.post('/identity/api/login', {
    username,
    password: options.password ?? 'parola123',
    realMode: 1,
    locale: 'ro',
    remember: options.remember ?? false,
  });
  if (identity.json().errorCode !== 0) throw new Error(`identity login of ${username}: ${identity.body}`);
  return gatewayLogin(client, username);
}

/** The gateway half of the login, after an identity login. */
export async function gatewayLogin(client: Client, username: string): Promise<LightMyRequestResponse> {
  const token = await client.post('/identity/api/temporary-token', { realMode: 1 });
  return client.post(GATEWAY_PATHS.login, {
    username,
    ims_temporary_token: token.json().temporaryToken,
    device_type: 'desktop',
    os_name: 'Linux',
    client_platform: 'web',
  });
}

/** A throwaway player cloned from a profile, logged in on a new client. */
export async function throwaway(
  app: FastifyInstance,
  profile: string,
): Promise<{ client: Client; username: string }> {
  const created = await app.inject({ method: 'POST', url: '/__sandbox/players', payload: { profile } });
  const { username } = created.json() as { username: string };
  const client = browserClient(app);
  const login = await logIn(client, username);
  if (login.statusCode !== 200) throw new Error(`gateway login of ${username}: ${login.body}`);
  return { client, username };
}
