#!/usr/bin/env node
/**
 * `npm run test:fleet` (issue 43 item 9; ADRs 0063, 0064): the fleet of `start:fleet` under autocannon
 * load through HAProxy while (a) a rolling restart runs, (b) a portal is killed, (c) the content API fails
 * and a portal restarts (it must answer every page from Redis), (d) Redis stops and starts again. Exits 1
 * on any failed or non-2xx answer. Ports and settings (loopback only): README, "A fleet on one machine".
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFleet } from './fleet.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const size = Number(process.env.FLEET_SIZE) || 2;
const base = Number(process.env.FLEET_TEST_PORT) || 3540;
const CONNECTIONS = Number(process.env.FLEET_TEST_CONNECTIONS) || 4;
/** Requests a second at most, all connections together: a bounded load on a shared machine. */
const RATE = Number(process.env.FLEET_TEST_RATE) || 40;
const PATHS = ['/', '/toate-jocurile', '/furnizori', '/promotii', '/cazinou-live', '/jackpots'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(join(root, 'apps/web/build/server/index.js'))) {
  console.error('No build of the portal: run `npm run build` first.');
  process.exit(1);
}

const output = [];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const say = (message) => {
  output.push(`[fleet] ${message}`);
  console.log(`  ${elapsed().padStart(6)} ${message}`);
};

/** Load through HAProxy from before `action` starts until half a second after it ends. */
function underLoad(url, action) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: 120,
        timeout: 10,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        requests: PATHS.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    (async () => {
      // Half a second of load before and after the action: 20 requests at the rate cap.
      await sleep(500);
      try {
        await action();
      } catch (error) {
        say(`the phase's action failed: ${error.message}`);
        failed = true;
      }
      await sleep(500);
      instance.stop();
    })();
  });
}

const rows = [];
let failed = false;
async function phase(name, url, action) {
  say(`${name}: load starts`);
  const from = output.length;
  const before = (await fleet.haproxyStats()).BACKEND ?? {};
  const result = await underLoad(url, action);
  const after = (await fleet.haproxyStats()).BACKEND ?? {};
  const delta = (column) => Number(after[column] ?? 0) - Number(before[column] ?? 0);
  const lines = output.slice(from);
  const count = (pattern) => lines.filter((line) => pattern.test(line)).length;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}:${count}`)
    .join(' ');
  const bad = result.errors + result.timeouts + result.non2xx;
  const row = {
    phase: name,
    seconds: result.duration.toFixed(1),
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    // What the portals logged meanwhile: pages marked degraded (content from stale-if-error) and Redis
    // outages begun.
    // What HAProxy did for it: requests sent again (to another portal) and answers it could not relay.
    retries: delta('wretr'),
    redispatches: delta('wredis'),
    'backend errors': delta('eresp') + delta('econ'),
    'logged 5xx': count(/"status":5\d\d/),
    'redis outages': count(/\[shared-cache\] Redis failed/),
  };
  rows.push(row);
  if (bad > 0) failed = true;
  say(
    `${name}: ${row.requests} requests, ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts (${statuses}), p99 ${row['p99 ms']} ms`,
  );
}

let fleet;
const stop = async (code) => {
  await fleet?.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

try {
  say(`starting a fleet of ${size} portals behind HAProxy on 127.0.0.1:${base}`);
  fleet = await startFleet({
    size,
    port: base,
    portalPort: base + 1,
    metricsPort: base + 5000,
    sandboxPort: base + 1000,
    redisPort: base + 3000,
    sandboxEnv: { SANDBOX_LIVE_CHURN: '0' },
    // A content TTL of 2 s (the guest-page cache's too): the phases' pages are rendered again and their
    // content refreshed through Redis and the content API every few seconds, not served from memory.
    portalEnv: { CONTENT_CACHE_TTL_SECONDS: process.env.FLEET_TEST_TTL_SECONDS ?? '2' },
    log: (name, line) => output.push(`[${name}] ${line}`),
    say,
  });
  const url = fleet.url;
  const sandbox = fleet.sandboxUrl;
  say('fleet up; warming the pages through HAProxy');
  for (const path of PATHS) for (let i = 0; i < size; i++) await (await fetch(`${url}${path}`)).text();

  await phase('steady', url, () => sleep(2000));
  await phase('(a) rolling restart', url, () => fleet.rollingRestart());
  await phase('(b) kill -9 of a portal', url, async () => {
    say('SIGKILL to portal-1');
    await fleet.signalPortal(0, 'SIGKILL');
    await fleet.portalUp(0);
    say('portal-1 started again by the supervisor and UP in HAProxy');
  });
  await phase('(c) content API down, a portal restarts', url, async () => {
    // Every path of the sandbox but its test control fails: the content API (and the winners API).
    const armed = await fetch(`${sandbox}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/^\\/(?!__sandbox)/', status: 503 }),
    });
    if (!armed.ok) throw new Error(`arming the fault: HTTP ${armed.status}`);
    const restarted = size > 1 ? 1 : 0;
    const { name, url: own } = fleet.portals[restarted];
    say(`content API fails every call (503); restarting ${name}`);
    await fleet.restartPortal(restarted);
    // Issue 43 item 4: the process started during the outage serves every page from what the fleet
    // left in Redis (its content's stale-if-error copy, or a page another portal rendered), on its own
    // port as well as through HAProxy.
    const answers = [];
    for (const path of PATHS) {
      const response = await fetch(`${own}${path}`, { headers: { accept: 'text/html' } });
      await response.text();
      answers.push(response);
    }
    const pages = answers.filter((response) => response.status === 200);
    const degraded = pages.filter((response) => response.headers.get('cache-control') === 'no-store');
    say(
      `${name}, started during the outage, answered ${pages.length}/${PATHS.length} pages 200 on its own port ` +
        `(${degraded.length} rendered from Redis' stale content, ${pages.length - degraded.length} ` +
        "Redis' pages or fresh renders)",
    );
    if (pages.length < PATHS.length) {
      say(`FAILED: ${name} answered ${answers.map((response) => response.status).join(', ')}`);
      failed = true;
    }
    await sleep(500);
    const faults = await (await fetch(`${sandbox}/__sandbox/faults`)).json();
    say(`content API calls failed during the phase: ${faults.map((fault) => fault.hits).join(', ')}`);
    await fetch(`${sandbox}/__sandbox/faults`, { method: 'DELETE' });
  });
  await phase('(d) Redis stopped and started', url, async () => {
    await fleet.stopRedis();
    say('Redis stopped');
    await sleep(2500);
    await fleet.startRedis();
    say('Redis started again');
    await sleep(1500);
  });
} catch (error) {
  failed = true;
  say(`error: ${error.stack ?? error.message}`);
}

console.log('');
console.table(rows);
const logFile = join(mkdtempSync(join(tmpdir(), 'fleet-test-')), 'fleet.log');
writeFileSync(logFile, `${output.join('\n')}\n`);
const haproxyLines = output.filter((line) => line.startsWith('[haproxy]'));
console.log(`HAProxy's own lines (${haproxyLines.length}):`);
for (const line of haproxyLines.slice(0, 40)) console.log(`  ${line}`);
console.log(`Every line of the fleet: ${logFile}`);
console.log(
  failed
    ? `FAILED: a request failed or answered other than 2xx (${elapsed()})`
    : `passed: no failed request, no non-2xx answer in any phase (${elapsed()})`,
);
await stop(failed ? 1 : 0);
