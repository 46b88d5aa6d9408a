/**
 * Server rendering throughput: autocannon at 10 keep-alive connections against the portal's `/` and
 * `/toate-jocurile` and the bare React Router page, each after a warm-up (the portal's content cache is
 * then warm, and V8 has compiled the render path), in BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS
 * per page (default 10). Prints the median requests/s, p50 and p99 latency per page, then each portal
 * page's requests/s as a ratio of the bare page's in the same round (the median of the rounds).
 * Run with `npm run bench:ssr`.
 */
import autocannon from 'autocannon';
import {
  median,
  type Page,
  pages,
  phoneHeaders,
  type Servers,
  verdict,
  warm,
  withServers,
} from './lib/servers.ts';

const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const WARM_UP_SECONDS = Math.max(2, Math.round(SECONDS / 3));
const CONNECTIONS = 10;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/**
 * A phone's browser's headers (the portal renders for the user agent's device), but no compression by
 * default: react-router-serve's brotli costs about 5 ms per response here whatever its size, which would
 * make the bare page five times slower, bring the ratio towards 1 and put p99 over 50 ms for any page.
 * The budgets speak of rendering; BENCH_ENCODING='gzip, deflate, br' adds compression's cost.
 */
const HEADERS = phoneHeaders(process.env.BENCH_ENCODING ?? 'identity');

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

function figures(values: number[], format: (value: number) => string = String): string {
  return `${format(median(values))}${values.length > 1 ? ` (median of ${values.length}: ${values.map(format).join(', ')})` : ''}`;
}

async function measure(servers: Servers): Promise<void> {
  const chosen = pages(servers).filter((page) => ['home', 'all-games', 'bare'].includes(page.name));
  console.log(
    `# ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up per page, then ${ROUNDS} rounds of ${SECONDS} s per page, ${servers.games} casino games, accept-encoding ${HEADERS['accept-encoding']}`,
  );
  await warm(chosen.map((page) => page.url));
  for (const page of chosen) await load(page.url, WARM_UP_SECONDS);
  const loads = new Map<Page, Load[]>(chosen.map((page) => [page, []]));
  // Rounds over the pages rather than one long run each: a burst of load from the other engineers'
  // work then hits the bare page as much as the portal's, and each round gives a ratio of its own.
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of chosen) loads.get(page)?.push(await load(page.url, SECONDS));
  }
  for (const [page, results] of loads) {
    const all = <K extends keyof Load>(key: K) => results.map((result) => result[key]);
    const p99 = median(all('p99'));
    const p99Budget = page.name === 'home' ? `; budget <= 50 ms: ${verdict(p99 <= 50)}` : '';
    console.log(
      `ssr ${page.label} requests-per-second: ${figures(all('requestsPerSecond'), (v) => v.toFixed(1))}`,
    );
    console.log(`ssr ${page.label} p50: ${figures(all('p50'), (v) => `${v} ms`)}`);
    console.log(
      `ssr ${page.label} p99: ${figures(all('p99'), (v) => `${v} ms`)} (${all('requests').reduce((a, b) => a + b, 0)} requests${p99Budget})`,
    );
    const non2xx = all('non2xx').reduce((a, b) => a + b, 0);
    const errors = all('errors').reduce((a, b) => a + b, 0);
    if (non2xx || errors) {
      console.log(
        `# warning ${page.label}: ${non2xx} non-2xx answers, ${errors} errors — figures are not a page's`,
      );
    }
  }
  const bare = [...loads].find(([page]) => page.name === 'bare')?.[1];
  if (!bare) return;
  for (const [page, results] of loads) {
    if (!page.portal) continue;
    const ratios = results.map(
      (result, round) => result.requestsPerSecond / (bare[round]?.requestsPerSecond ?? Number.NaN),
    );
    const ratio = median(ratios);
    const budget = page.name === 'home' ? `; budget >= 0.50x: ${verdict(ratio >= 0.5)}` : '';
    const rounds =
      ratios.length > 1
        ? `median of ${ratios.length} rounds: ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}`
        : '';
    const details = [rounds, budget.slice(2)].filter(Boolean).join('; ');
    console.log(
      `ssr ${page.label} ratio-to-bare: ${ratio.toFixed(2)}x requests/s${details ? ` (${details})` : ''}`,
    );
  }
}

await withServers(measure);
