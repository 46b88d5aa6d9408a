/**
 * The fleet's shared content cache and throughput (issue 43 item 3, ADR 0063): fleets of 1 and 3 behind
 * HAProxy under autocannon, with a counting proxy before the content API. Printed, not asserted; settings
 * and ports: bench/README.md.
 */
import { createServer, request } from 'node:http';
import autocannon from 'autocannon';
import { startFleet } from '../scripts/fleet.mjs';

const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 60));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 6));
const TTL = process.env.BENCH_TTL_SECONDS ?? '2';
const PAGE_CACHE_ENTRIES = process.env.BENCH_PAGE_CACHE_ENTRIES ?? '0';
const SIZES = (process.env.BENCH_SIZES ?? '1,3').split(',').map(Number);
const PATHS = ['/', '/toate-jocurile', '/furnizori', '/promotii', '/cazinou-live', '/jackpots'];
const SANDBOX_PORT = 4580;
const PROXY_PORT = 4581;

/** Content API calls by path while `counting` is on. */
let counting = false;
const calls = new Map<string, number>();
const proxy = createServer((req, res) => {
  if (counting) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    calls.set(path, (calls.get(path) ?? 0) + 1);
  }
  const upstream = request(
    { host: '127.0.0.1', port: SANDBOX_PORT, path: req.url, method: req.method, headers: req.headers },
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
await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve));

/** The parts of autocannon's result this reads. */
interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
}

interface Row {
  processes: number;
  'content calls': number;
  pages: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  failures: number;
}
const rows: Row[] = [];
/** The content clients' outcomes (rows) per fleet size (columns). */
const outcomes: Record<string, Record<string, number>> = {};
/** Content API calls per path (rows) and fleet size (columns). */
const perPath: Record<string, Record<string, number>> = {};

for (const size of SIZES) {
  console.log(`fleet of ${size}: starting…`);
  const fleet = await startFleet({
    size,
    port: 3580,
    portalPort: 3581,
    metricsPort: 8580,
    sandboxPort: SANDBOX_PORT,
    redisPort: 6580,
    sandboxEnv: { SANDBOX_LIVE_CHURN: '0' },
    portalEnv: {
      CONTENT_API_URL: `http://127.0.0.1:${PROXY_PORT}`,
      CONTENT_CACHE_TTL_SECONDS: TTL,
      CONTENT_CACHE_SWR_SECONDS: '10',
      PAGE_CACHE_ENTRIES,
      ...(process.env.REDIS_BUDGET_MS ? { REDIS_BUDGET_MS: process.env.REDIS_BUDGET_MS } : {}),
    },
    log: () => {},
    say: () => {},
  });
  try {
    // Warm: every page once per process, then count from zero.
    for (const path of PATHS)
      for (let i = 0; i < size; i++) await (await fetch(`${fleet.url}${path}`)).text();
    calls.clear();
    counting = true;
    console.log(`fleet of ${size}: ${SECONDS} s of load through HAProxy…`);
    const result = (await autocannon({
      url: fleet.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    })) as AutocannonResult;
    counting = false;
    // What the portals' content clients counted (portal_content_calls_total by outcome, summed over
    // the processes; warm-up included): shared-tier hits, Redis over budget…
    for (const portal of fleet.portals) {
      const text = await (await fetch(portal.metrics)).text();
      for (const match of text.matchAll(
        /^portal_content_calls_total\{[^}]*outcome="([^"]+)"[^}]*\} (\S+)$/gm,
      )) {
        const [, outcome = '', value = '0'] = match;
        outcomes[outcome] = {
          ...outcomes[outcome],
          [`${size} processes`]: (outcomes[outcome]?.[`${size} processes`] ?? 0) + Number(value),
        };
      }
    }
    const total = [...calls.values()].reduce((sum, count) => sum + count, 0);
    rows.push({
      processes: size,
      'content calls': total,
      pages: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    });
    for (const [path, count] of calls) perPath[path] = { ...perPath[path], [`${size} processes`]: count };
  } finally {
    await fleet.stop();
  }
}
proxy.close();

console.log(
  `\nContent API calls and pages in ${SECONDS} s through HAProxy (${CONNECTIONS} connections, TTL ${TTL} s, ` +
    `page cache ${PAGE_CACHE_ENTRIES} entries):`,
);
console.table(rows);
console.log("The content clients' outcomes (portal_content_calls_total, all processes, warm-up included):");
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
