/**
 * The production server on the built portal against its own sandbox and a recording content proxy (issue
 * 43 items 6-8): request ids, probes, metrics, no credential in the log, the drain, and the Redis tier (a
 * page one process rendered served by another). Needs `npm run build` and redis-server; loopback ports
 * 3440-3539, 4440-4539, 6440-6539, moved by SERVER_TEST_PORT_SHIFT.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, hasRedisServer, redisServer, waitFor } from './test-support';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const web = join(root, 'apps/web');
const PASSWORD = 'parola123';

/** Every process started, stopped at the end whatever happened. */
const processes = [];

/** A child process whose output is kept; `stop` sends SIGTERM and resolves with its exit code. */
function start(args, env, cwd = root) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  const proc = { child, output: '' };
  processes.push(proc);
  child.stdout.on('data', (chunk) => (proc.output += chunk));
  child.stderr.on('data', (chunk) => (proc.output += chunk));
  proc.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  proc.stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return proc.exited;
  };
  return proc;
}

/** Cookie values from a response's Set-Cookie headers. */
const cookiesOf = (response) =>
  Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0].split('=')));

let portal;
let redisPort;
let proxy;
let dir;
let sandboxUrl;
let contentApiUrl;
let portalUrl;
let metricsUrl;
/** What the content API saw: path and x-request-id of each call. */
const upstream = [];
/** Milliseconds the proxy holds content answers (the drain test's request in flight). */
let upstreamDelayMs = 0;
/** The content API fails every call (503) while this is set. */
let upstreamFails = false;

beforeAll(async () => {
  if (!existsSync(join(web, 'build/server/index.js')))
    throw new Error('No build of the portal: run `npm run build` first');
  dir = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
  const sandboxPort = await freePort(4440);
  const proxyPort = await freePort(4440, [sandboxPort]);
  redisPort = await freePort(6440);
  const portalPort = await freePort(3440);
  const metricsPort = await freePort(3440, [portalPort]);
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  portalUrl = `http://127.0.0.1:${portalPort}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  start(['--import', 'tsx', 'packages/sandbox/src/main.ts'], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PUBLIC_URL: sandboxUrl,
    PORTAL_ORIGIN: portalUrl,
    SANDBOX_LIVE_CHURN: '0',
    SANDBOX_DB: join(dir, 'players.sqlite'),
  });
  proxy = createServer(async (req, res) => {
    upstream.push({ path: req.url, requestId: req.headers['x-request-id'] });
    if (upstreamDelayMs) await new Promise((resolve) => setTimeout(resolve, upstreamDelayMs));
    if (upstreamFails) return res.writeHead(503).end();
    const answer = await fetch(`${sandboxUrl}${req.url}`, { headers: { accept: 'application/json' } });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  await waitFor(async () => (await fetch(`${sandboxUrl}/health`)).ok, 'the sandbox');
  contentApiUrl = `http://127.0.0.1:${proxyPort}`;
  portal = await startPortal(portalPort, {
    METRICS_PORT: String(metricsPort),
    DRAIN_DELAY_SECONDS: '0.3',
    SHUTDOWN_GRACE_SECONDS: '5',
  });
}, 60_000);

/** server.mjs on the build, against the sandbox and the proxy; resolves once it is live. */
async function startPortal(port, env) {
  const proc = start(
    [join(web, 'server.mjs'), 'build/server/index.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_URL: sandboxUrl,
      CONTENT_API_URL: contentApiUrl,
      ...env,
    },
    web,
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 'the portal');
  return proc;
}

afterAll(async () => {
  await Promise.all(processes.map((proc) => proc.stop()));
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The portal's JSON log lines so far. */
function logLines(proc = portal) {
  return proc.output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

describe('the production server', () => {
  it('passes the request id it was given to its content calls, its answer and its log line', async () => {
    const response = await fetch(`${portalUrl}/`, { headers: { 'x-request-id': 'lb-cold-page-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-cold-page-1');
    const calls = upstream.filter((call) => call.requestId === 'lb-cold-page-1');
    expect(calls.length).toBeGreaterThan(3);
    const made = await fetch(`${portalUrl}/toate-jocurile`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Its request line (on a busy host, a warning of the page's, with the same id, can come first).
    const requestLine = () =>
      logLines().find((line) => line.reqId === 'lb-cold-page-1' && line.msg === 'request');
    await waitFor(() => requestLine() !== undefined, 'the log line');
    expect(requestLine()).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      url: '/',
      route: 'preview',
      status: 200,
    });
  });

  it('is live, becomes ready after its warm-up, and serves metrics on its own port only', async () => {
    expect((await fetch(`${portalUrl}/healthz`)).status).toBe(200);
    await waitFor(async () => (await fetch(`${portalUrl}/readyz`)).status === 200, 'readiness');
    const page = await fetch(`${portalUrl}/`);
    await page.text();
    expect(page.status).toBe(200);
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toMatch(
      /portal_http_request_duration_seconds_count\{route="preview",method="GET",status="200"\} \d/,
    );
    expect(metrics).toMatch(/portal_content_calls_total\{endpoint="\/api\/layouts",outcome="miss"\} \d/);
    expect(metrics).toMatch(/portal_content_calls_total\{endpoint="\/api\/layouts",outcome="fresh"\} \d/);
    expect(metrics).toMatch(/portal_cache_entries\{cache="content",tier="memory"\} [1-9]/);
    expect(metrics).toContain('portal_ready 1');
    expect((await fetch(`${portalUrl}/metrics`)).headers.get('content-type')).not.toContain(
      'text/plain; version',
    );
  });

  it("writes no password, token or session cookie of a logged-in player's requests to its log", async () => {
    // The player logs in with the sandbox's identity and gateway, as the browser does.
    const identity = await fetch(`${sandboxUrl}/identity/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: PASSWORD, remember: true }),
    });
    const identityCookies = cookiesOf(identity);
    const cookieHeader = () =>
      Object.entries(identityCookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const temporary = await (
      await fetch(`${sandboxUrl}/identity/api/temporary-token`, {
        method: 'POST',
        headers: { cookie: cookieHeader(), 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    const gatewayLogin = await fetch(`${sandboxUrl}/pams/api/v2/login`, {
      method: 'POST',
      headers: { cookie: cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'demo',
        ims_temporary_token: temporary.temporaryToken,
        device_type: 'desktop',
        os_name: 'linux',
        client_platform: 'desktop',
      }),
    });
    const session = await gatewayLogin.json();
    Object.assign(identityCookies, cookiesOf(gatewayLogin));
    const secrets = [
      PASSWORD,
      temporary.temporaryToken,
      session.sessionToken,
      session.notificationToken,
      ...Object.values(identityCookies),
    ];
    expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 8)).toBe(true);
    expect(Object.keys(identityCookies)).toEqual(expect.arrayContaining(['idn_session', 'gw_session']));

    // Its pages, data requests and resources, with its cookies, a bearer token and credentials in URLs.
    const headers = { cookie: cookieHeader(), authorization: `Bearer ${session.sessionToken}` };
    const games = await (await fetch(`${sandboxUrl}/games/no-files?locale=ro&status=published`)).json();
    const locked = games.find((game) => game.requirePassword)?.gameCode;
    const paths = [
      '/',
      '/utilizator/preferate',
      '/toate-jocurile.data',
      `/api/personal-shelves?token=${session.sessionToken}`,
      `/api/preview/auth?secret=${PASSWORD}&to=/`,
      `/play/${locked}/real?sessionToken=${session.sessionToken}&password=${PASSWORD}`,
    ];
    for (const path of paths)
      await (await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })).text();
    // A wrong and a right game password (the right one sets the game-access cookie).
    for (const password of [PASSWORD, 'editor']) {
      const answer = await fetch(`${portalUrl}/play/${locked}/real`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: portalUrl },
        body: new URLSearchParams({ password }),
        redirect: 'manual',
      });
      await answer.text();
      secrets.push(...Object.values(cookiesOf(answer)));
    }
    // The password went upstream (the preview auth call), with the request's id.
    expect(upstream.some((call) => call.path.includes(`secret=${PASSWORD}`) && call.requestId)).toBe(true);

    const playLines = () => logLines().filter((line) => line.url?.startsWith('/play/'));
    await waitFor(() => playLines().length === 3, 'the log lines');
    expect(playLines().map((line) => line.status)).toEqual([200, 401, 302]);
    for (const secret of secrets) expect(portal.output).not.toContain(secret);
  });

  it('drains on SIGTERM: readiness 503 at once, the request in flight answered, exit 0', async () => {
    upstreamDelayMs = 1000;
    // An SEO record nobody asked for yet: the page waits for the (slow) content call.
    const inFlight = fetch(`${portalUrl}/furnizori?drain=1`).then((response) => response.status);
    await waitFor(
      () => upstream.some((call) => call.path.startsWith('/providers') || call.path.includes('seo')),
      'the slow call',
      5000,
    );
    const signalled = Date.now();
    portal.child.kill('SIGTERM');
    await waitFor(async () => (await fetch(`${portalUrl}/readyz`)).status === 503, 'readiness 503', 1000);
    expect(await inFlight).toBe(200);
    expect(await portal.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(logLines().some((line) => /^drained in \d+ ms$/.test(line.msg))).toBe(true);
  });
});

/**
 * A GET with the Host a load balancer passes on (every process of a fleet sees the guest's host, which
 * the page cache's key holds); fetch sets its own. Resolves with the status, headers and body.
 */
function getAs(host, url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host, accept: 'text/html', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe.skipIf(!hasRedisServer)('the production server with a Redis tier (REDIS_URL)', () => {
  const redis = () => redisServer(redisPort);
  let server;
  const pages = ['/', '/toate-jocurile', '/furnizori'];
  const status = async (base, path) => (await fetch(`${base}${path}`)).status;
  const env = (extra = {}) => ({
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CONTENT_CACHE_TTL_SECONDS: '1',
    CONTENT_CACHE_SWR_SECONDS: '0',
    PAGE_CACHE_ENTRIES: '0',
    ...extra,
  });

  beforeAll(async () => {
    server = redis();
    await server.start();
  });
  afterAll(async () => {
    upstreamFails = false;
    await server?.stop();
  });

  it('serves a guest page another process rendered from Redis, without rendering it', async () => {
    upstreamFails = false;
    upstreamDelayMs = 0;
    const pageEnv = env({ PAGE_CACHE_ENTRIES: '100', CONTENT_CACHE_TTL_SECONDS: '30' });
    const host = 'cazino.test';
    const port = await freePort(3440);
    const first = await startPortal(port, pageEnv);
    // Its Redis client connects while it starts: pages rendered before that are not written.
    const redisClient = new Redis(`redis://127.0.0.1:${redisPort}`);
    let written;
    let attempt = 0;
    await waitFor(async () => {
      const path = `/promotii?attempt=${attempt++}`;
      expect((await getAs(host, `http://127.0.0.1:${port}${path}`)).status).toBe(200);
      const keys = await redisClient.keys('portal:page:*');
      written = keys.find((key) => key.includes(path)) && path;
      return Boolean(written);
    }, 'a page written to Redis');
    const rendered = await getAs(host, `http://127.0.0.1:${port}${written}`);
    const otherPort = await freePort(3440, [port]);
    const metricsPort = await freePort(3440, [port, otherPort]);
    const second = await startPortal(otherPort, { ...pageEnv, METRICS_PORT: String(metricsPort) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const shared = await getAs(host, `http://127.0.0.1:${otherPort}${written}`, {
      'x-request-id': 'shared-page-1',
    });
    expect(shared.status).toBe(200);
    expect(shared.headers['cache-control']).toBe(rendered.headers['cache-control']);
    expect(shared.headers['cache-control']).toMatch(/^public/);
    // The same page, with a nonce of its own.
    const nonceOf = (page) => /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
    expect(nonceOf(shared)).not.toBe(nonceOf(rendered));
    expect(shared.body.replaceAll(nonceOf(shared), 'N')).toBe(
      rendered.body.replaceAll(nonceOf(rendered), 'N'),
    );
    // Not rendered: no content call for it, counted as a hit of the shared tier.
    expect(upstream.some((call) => call.requestId === 'shared-page-1')).toBe(false);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/portal_page_cache_total\{outcome="shared-hit"\} 1/);
    redisClient.disconnect();
    expect(await first.stop()).toBe(0);
    expect(await second.stop()).toBe(0);
  });

  it('a process started while the content API fails serves every page another had cached, with 200', async () => {
    upstreamDelayMs = 0;
    const port = await freePort(3440);
    const first = await startPortal(port, env());
    // Its Redis client connects while it starts: its pages then write their content to Redis.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const path of pages) expect(await status(`http://127.0.0.1:${port}`, path)).toBe(200);
    // Once more past the fresh time: a call over its Redis budget while the cold process rendered
    // its first pages (a miss, harmless) is written this time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const path of pages) expect(await status(`http://127.0.0.1:${port}`, path)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await first.stop()).toBe(0);
    upstreamFails = true;
    // Past the content's fresh time: the new process asks upstream, fails, and serves Redis' answer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const alone = await startPortal(port, { CONTENT_CACHE_TTL_SECONDS: '1', PAGE_CACHE_ENTRIES: '0' });
    expect(await status(`http://127.0.0.1:${port}`, '/')).toBe(500);
    expect(await alone.stop()).toBe(0);
    const metricsPort = await freePort(3440, [port]);
    const started = await startPortal(port, env({ METRICS_PORT: String(metricsPort) }));
    await waitFor(
      async () => (await status(`http://127.0.0.1:${port}`, '/')) === 200,
      'a page from Redis',
      5000,
    );
    for (const path of pages) expect(await status(`http://127.0.0.1:${port}`, path)).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(
      /portal_content_calls_total\{endpoint="\/api\/layouts",outcome="stale-if-error"\} [1-9]/,
    );

    // Redis down costs no page (the content API is back): misses within the budget, logged once, counted.
    upstreamFails = false;
    const linesBefore = logLines(started).length;
    await server.stop();
    const outage = () =>
      logLines(started)
        .slice(linesBefore)
        .filter((line) => line.msg?.startsWith('[shared-cache] Redis failed'));
    // The client learns of the outage on its own time (the closed connection, a call past its budget):
    // pages keep coming while it does, and the outage is logged once however many calls fail.
    await waitFor(
      async () => {
        for (const path of pages) expect(await status(`http://127.0.0.1:${port}`, path)).toBe(200);
        return outage().length > 0;
      },
      'the outage logged',
      10_000,
    );
    for (let round = 0; round < 3; round++)
      for (const path of pages) expect(await status(`http://127.0.0.1:${port}`, path)).toBe(200);
    expect(outage()).toHaveLength(1);
    const after = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(after).toMatch(/portal_redis_errors_total\{kind="error"\} [1-9]/);
    // Started again, it is used again without a restart of the portal.
    await server.start();
    await waitFor(
      async () => {
        await status(`http://127.0.0.1:${port}`, '/');
        return logLines(started)
          .slice(linesBefore)
          .some((line) => line.msg === '[shared-cache] Redis answers again');
      },
      'the portal back on Redis',
      10_000,
    );
    expect(await started.stop()).toBe(0);
  }, 90_000);
});
