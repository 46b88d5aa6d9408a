/**
 * The portal under load (issue 14 item 9): autocannon with BENCH_CONNECTIONS (100) keep-alive
 * connections for BENCH_SECONDS (60) over a mix of BENCH_MIX_PAGES (29) guest pages (lobbies, listings,
 * provider, category, collection and game pages, promotions, winners, an unknown path), against what
 * `npm start` runs. Prints requests/s, p50, p99, errors and the portal server's resident memory before
 * and after (with the budgets: 0 errors, p99 <= 250 ms, RSS growth <= 150 MB). Run with
 * `npm run bench:load`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { phoneHeaders, type Servers, verdict, warm, withServers } from './lib/servers.ts';

const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 100));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 60));
const MIX_PAGES = Math.max(5, Number(process.env.BENCH_MIX_PAGES ?? 29));

const HEADERS = phoneHeaders(process.env.BENCH_ENCODING ?? 'gzip, deflate, br');

interface Slugged {
  slug: string;
}

/** The guest pages of the mix, from the sandbox's content (the same for every run of a seed). */
async function pageMix(servers: Servers): Promise<string[]> {
  const json = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${servers.sandbox}${path}`)).json()) as T;
  const query = '?locale=ro&status=published';
  const [providers, categories, collections, games] = await Promise.all([
    json<Slugged[]>(`/providers${query}`),
    json<Slugged[]>(`/api/categories${query}`),
    json<Slugged[]>(`/collections${query}`),
    json<{ gameCode: string; type: string }[]>(`/games/no-files${query}`),
  ]);
  const fixed = [
    '/',
    '/toate-jocurile',
    '/cazinou-live',
    '/promotii',
    '/furnizori',
    '/colectii',
    '/jackpots',
    '/invingatori',
    '/cazinou-live/toate-jocurile',
    '/pagina-care-nu-exista',
  ];
  const varied = [
    ...providers.slice(0, 5).map((provider) => `/furnizori/${provider.slug}`),
    ...categories.slice(0, 5).map((category) => `/categorii/${category.slug}`),
    ...collections.slice(0, 4).map((collection) => `/colectii/${collection.slug}`),
    ...games
      .filter((game) => game.type === 'Slot')
      .slice(0, 10)
      .map((game) => `/joc/${game.gameCode}`),
  ];
  return [...fixed, ...varied].slice(0, MIX_PAGES);
}

/** Resident memory of the portal's server processes (the start group less the sandbox), in MB. */
function portalRssMb(group: number): number {
  let kib = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes('sandbox') || cmdline.includes('scripts/start.mjs')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      kib += Number(rss?.[1] ?? 0);
    } catch {
      // A process that ended while we looked.
    }
  }
  return kib / 1024;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

let turn = 0;
const next = (mix: string[]) => mix[turn++ % mix.length] as string;

async function measure(servers: Servers): Promise<void> {
  const mix = await pageMix(servers);
  console.log(
    `# ${CONNECTIONS} connections for ${SECONDS} s over ${mix.length} pages (${servers.games} casino games), accept-encoding ${HEADERS['accept-encoding']}`,
  );
  await warm(
    mix.map((path) => `${servers.portal}${path}`),
    1,
  );
  const before = portalRssMb(servers.portalGroup);
  const result = (await autocannon({
    url: servers.portal,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    // Each request takes the next page of the mix (one counter for all connections), so a short run
    // covers the whole mix evenly rather than each connection walking it from the first page.
    requests: [{ method: 'GET', path: '/', setupRequest: (request) => ({ ...request, path: next(mix) }) }],
  })) as AutocannonResult;
  const after = portalRssMb(servers.portalGroup);
  // The unknown path answers 404 by design: only 5xx and transport errors count as errors.
  const statuses = result.statusCodeStats ?? {};
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  const errors = serverErrors + result.errors + result.timeouts;
  console.log(
    `load mix requests-per-second: ${result.requests.average.toFixed(1)} (${result.requests.total} requests)`,
  );
  console.log(`load mix p50: ${result.latency.p50} ms`);
  console.log(
    `load mix p99: ${result.latency.p99} ms (max ${result.latency.max} ms; budget <= 250 ms: ${verdict(result.latency.p99 <= 250)})`,
  );
  console.log(
    `load mix errors: ${errors} (${serverErrors} 5xx, ${result.errors} failed, ${result.timeouts} timed out; budget 0: ${verdict(errors === 0)})`,
  );
  console.log(
    `load mix statuses: ${Object.entries(statuses)
      .map(([code, { count }]) => `${code} × ${count}`)
      .join(', ')}`,
  );
  const growth = after - before;
  console.log(
    `load portal rss: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (+${growth.toFixed(0)} MB; budget <= 150 MB: ${verdict(growth <= 150)})`,
  );
}

await withServers(measure);
