/**
 * The fleet's shared content cache and throughput (issue 43 item 3, ADRs 0063 and 0064): fleets of 1 and
 * 3 behind HAProxy, side by side at one request rate for the content API's calls (one after the other,
 * they measured the shared host's load), then each alone at full speed. Printed, not asserted; settings
 * and ports: bench/README.md.
 */
import { createServer, request, type Server } from 'node:http';
import autocannon from 'autocannon';
import { startFleet } from '../scripts/fleet.mjs';

const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 60));
const RATE = Math.max(1, Number(process.env.BENCH_RATE ?? 3));
const THROUGHPUT_SECONDS = Math.max(0, Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 6));
const TTL = process.env.BENCH_TTL_SECONDS ?? '2';
const PAGE_CACHE_ENTRIES = process.env.BENCH_PAGE_CACHE_ENTRIES ?? '0';
const SIZES = (process.env.BENCH_SIZES ?? '1,3').split(',').map(Number).slice(0, 2);
const PATHS = ['/', '/toate-jocurile', '/furnizori', '/promotii', '/cazinou-live', '/jackpots'];

/** The parts of autocannon's result this reads. */
interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
}

/** Six guest pages through HAProxy for `seconds`: `rate` requests/s in all, or as fast as it answers. */
async function load(url: string, seconds: number, rate?: number): Promise<AutocannonResult> {
  return (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  })) as AutocannonResult;
}

/** A proxy in front of a sandbox that counts the content API calls by path while `counting`. */
function countingProxy(port: number, sandboxPort: number) {
  const calls = new Map<string, number>();
  const counter = { calls, counting: false, server: undefined as Server | undefined };
  counter.server = createServer((req, res) => {
    if (counter.counting) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      calls.set(path, (calls.get(path) ?? 0) + 1);
    }
    const upstream = request(
      { host: '127.0.0.1', port: sandboxPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise<typeof counter>((resolve) =>
    counter.server?.listen(port, '127.0.0.1', () => resolve(counter)),
  );
}

const total = (calls: Map<string, number>) => [...calls.values()].reduce((sum, count) => sum + count, 0);

/** One fleet of `size` on ports of its own (the `index`th block of ten). */
async function fleetOf(size: number, index: number) {
  const offset = index * 10;
  const proxy = await countingProxy(4581 + offset, 4580 + offset);
  const fleet = await startFleet({
    size,
    port: 3580 + offset,
    portalPort: 3581 + offset,
    metricsPort: 8580 + offset,
    sandboxPort: 4580 + offset,
    redisPort: 6580 + offset,
    sandboxEnv: { SANDBOX_LIVE_CHURN: '0' },
    portalEnv: {
      CONTENT_API_URL: `http://127.0.0.1:${4581 + offset}`,
      CONTENT_CACHE_TTL_SECONDS: TTL,
      CONTENT_CACHE_SWR_SECONDS: '10',
      PAGE_CACHE_ENTRIES,
      ...(process.env.REDIS_BUDGET_MS ? { REDIS_BUDGET_MS: process.env.REDIS_BUDGET_MS } : {}),
    },
    log: () => {},
    say: () => {},
  });
  // Warm: every page once per process.
  for (const path of PATHS) for (let i = 0; i < size; i++) await (await fetch(`${fleet.url}${path}`)).text();
  return { size, fleet, proxy };
}

interface Row {
  processes: number;
  'content calls': number;
  pages: number;
  'full speed req/s': number;
  /** Content API calls during the full-speed run (its own length and load: not compared). */
  'calls at full speed': number;
  'p50 ms': number;
  'p99 ms': number;
  failures: number;
}
const rows: Row[] = [];
/** The content clients' outcomes and Redis errors (rows) per fleet size (columns). */
const outcomes: Record<string, Record<string, number>> = {};
/** Content API calls per path (rows) and fleet size (columns). */
const perPath: Record<string, Record<string, number>> = {};
const failures = (result?: AutocannonResult) =>
  result ? result.errors + result.timeouts + result.non2xx : 0;

console.log(`fleets of ${SIZES.join(' and ')}: starting…`);
const fleets = await Promise.all(SIZES.map((size, index) => fleetOf(size, index)));
try {
  console.log(`fleets of ${SIZES.join(' and ')}: ${SECONDS} s at ${RATE} requests/s each, side by side…`);
  for (const { proxy } of fleets) {
    proxy.calls.clear();
    proxy.counting = true;
  }
  const paced = await Promise.all(fleets.map(({ fleet }) => load(fleet.url, SECONDS, RATE)));
  for (const { proxy } of fleets) proxy.counting = false;
  for (const [index, { size, fleet, proxy }] of fleets.entries()) {
    const column = `${size} processes`;
    // What the portals counted (portal_content_calls_total by outcome and portal_redis_errors_total,
    // summed over the processes; the warm-up included).
    for (const portal of fleet.portals) {
      const text = await (await fetch(portal.metrics)).text();
      for (const match of text.matchAll(
        /^portal_(?:content_calls_total\{[^}]*outcome|redis_errors_total\{kind)="([^"]+)"[^}]*\} (\S+)$/gm,
      )) {
        const [line, found = '', value = '0'] = match;
        const outcome = line.startsWith('portal_redis') ? `redis ${found}` : found;
        outcomes[outcome] = {
          ...outcomes[outcome],
          [column]: (outcomes[outcome]?.[column] ?? 0) + Number(value),
        };
      }
    }
    for (const [path, count] of proxy.calls) perPath[path] = { ...perPath[path], [column]: count };
    const result = paced[index] as AutocannonResult;
    rows.push({
      processes: size,
      'content calls': total(proxy.calls),
      pages: result.requests.total,
      'full speed req/s': 0,
      'calls at full speed': 0,
      'p50 ms': 0,
      'p99 ms': 0,
      failures: failures(result),
    });
  }
  // Throughput: one fleet at a time (the others idle).
  for (const [index, { size, fleet, proxy }] of fleets.entries()) {
    if (THROUGHPUT_SECONDS === 0) break;
    console.log(`fleet of ${size}: ${THROUGHPUT_SECONDS} s at full speed (${CONNECTIONS} connections)…`);
    proxy.calls.clear();
    proxy.counting = true;
    const fast = await load(fleet.url, THROUGHPUT_SECONDS);
    proxy.counting = false;
    const row = rows[index] as Row;
    row['full speed req/s'] = Math.round(fast.requests.average);
    row['calls at full speed'] = total(proxy.calls);
    row['p50 ms'] = fast.latency.p50;
    row['p99 ms'] = fast.latency.p99;
    row.failures += failures(fast);
  }
} finally {
  await Promise.all(
    fleets.map(async ({ fleet, proxy }) => {
      await fleet.stop();
      proxy.server?.close();
    }),
  );
}

console.log(
  `\nContent API calls and pages in ${SECONDS} s at ${RATE} requests/s, the fleets side by side (TTL ${TTL} s, ` +
    `page cache ${PAGE_CACHE_ENTRIES} entries); then each alone ${THROUGHPUT_SECONDS} s at full speed ` +
    `(${CONNECTIONS} connections): requests/s, latency (failures: both runs):`,
);
console.table(rows);
console.log("The content clients' outcomes and Redis errors (all processes, warm-up included):");
console.table(outcomes);
console.log('Content API calls per path:');
console.table(perPath);
const [first, last] = [rows[0], rows.at(-1)];
if (first && last && first !== last && first['content calls'] > 0) {
  const ratio = last['content calls'] / first['content calls'];
  console.log(
    `${last.processes} processes make ${(ratio * 100).toFixed(0)} % of the content calls of ${first.processes} (issue 43: within 10 %).`,
  );
}
process.exit(0);
