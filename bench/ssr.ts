/**
 * Server rendering throughput: autocannon at 10 keep-alive connections against the portal's `/` and
 * `/toate-jocurile` and the bare React Router page, each after a warm-up (the portal's content cache is
 * then warm, and V8 has compiled the render path), BENCH_SECONDS each (default 10). Prints requests/s,
 * p50 and p99 latency per page, then each portal page's requests/s as a ratio of the bare page's.
 * Run with `npm run bench:ssr`.
 */
import { devices } from '@playwright/test';
import autocannon from 'autocannon';
import { type Page, pages, type Servers, verdict, warm, withServers } from './lib/servers.ts';

const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const WARM_UP_SECONDS = Math.max(2, Math.round(SECONDS / 3));
const CONNECTIONS = 10;

/**
 * What a phone's browser sends: the portal renders for the user agent's device, and compression is part
 * of what serving a page costs (both servers compress the same way, react-router-serve's middleware).
 */
const HEADERS = {
  'user-agent': devices['Pixel 7']?.userAgent ?? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'ro-RO,ro;q=0.9',
};

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The parts of autocannon's result read here (it ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(url: string, seconds: number): Promise<Load> {
  const result = (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
  })) as AutocannonResult;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(servers: Servers): Promise<void> {
  const chosen = pages(servers).filter((page) => ['home', 'all-games', 'bare'].includes(page.name));
  console.log(
    `# ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s per page, ${servers.games} casino games`,
  );
  await warm(chosen.map((page) => page.url));
  const loads = new Map<Page, Load>();
  for (const page of chosen) {
    await load(page.url, WARM_UP_SECONDS);
    const result = await load(page.url, SECONDS);
    loads.set(page, result);
    const p99Budget = page.name === 'home' ? `; budget <= 50 ms: ${verdict(result.p99 <= 50)}` : '';
    console.log(`ssr ${page.label} requests-per-second: ${result.requestsPerSecond.toFixed(1)}`);
    console.log(`ssr ${page.label} p50: ${result.p50} ms`);
    console.log(`ssr ${page.label} p99: ${result.p99} ms (${result.requests} requests${p99Budget})`);
    if (result.non2xx || result.errors) {
      console.log(
        `# warning ${page.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors — figures are not a page's`,
      );
    }
  }
  const bare = [...loads].find(([page]) => page.name === 'bare')?.[1];
  if (!bare) return;
  for (const [page, result] of loads) {
    if (!page.portal) continue;
    const ratio = result.requestsPerSecond / bare.requestsPerSecond;
    const budget = page.name === 'home' ? ` (budget >= 0.50x: ${verdict(ratio >= 0.5)})` : '';
    console.log(`ssr ${page.label} ratio-to-bare: ${ratio.toFixed(2)}x requests/s${budget}`);
  }
}

await withServers(measure);
