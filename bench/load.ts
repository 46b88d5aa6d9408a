/**
 * The portal under load (issue 14 item 9): autocannon over a mix of guest pages against what `npm start`
 * runs, with the budgets (0 errors, p99 <= 250 ms, RSS growth <= 150 MB) and where the memory goes.
 * Settings: bench/README.md.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { phoneHeaders, root, type Servers, verdict, warm, withServers } from './lib/servers.ts';

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

/** The portal's server processes: the start group less the sandbox and start.mjs itself. */
function portalPids(group: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes('sandbox') || cmdline.includes('scripts/start.mjs')) continue;
      pids.push(Number(entry));
    } catch {
      // A process that ended while we looked.
    }
  }
  return pids;
}

/** The server itself (`apps/web/server.mjs`), not a build start.mjs may be running. */
function portalServerPid(group: number): number | null {
  for (const pid of portalPids(group)) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.mjs')) return pid;
    } catch {}
  }
  return null;
}

/** Resident memory of the portal's server processes, in MB. */
function portalRssMb(group: number): number {
  let kib = 0;
  for (const pid of portalPids(group)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kib += Number(rss?.[1] ?? 0);
    } catch {
      // A process that ended while we looked.
    }
  }
  return kib / 1024;
}

const MEMORY_FILE = join(root, 'bench/results/load-memory.jsonl');

interface MemoryReading {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The portal's breakdown now and after a full collection: it appends both when signalled. */
async function memory(group: number): Promise<{ now: MemoryReading; afterGc: MemoryReading } | null> {
  const server = portalServerPid(group);
  if (server === null) return null;
  const lines = () => (existsSync(MEMORY_FILE) ? readFileSync(MEMORY_FILE, 'utf8').trim().split('\n') : []);
  const had = lines().filter(Boolean).length;
  process.kill(server, 'SIGUSR2');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const all = lines().filter(Boolean);
    if (all.length > had) return JSON.parse(all[all.length - 1] as string);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const breakdown = (reading: MemoryReading) =>
  `rss ${mb(reading.rss)}, heap ${mb(reading.heapTotal)} (used ${mb(reading.heapUsed)}), external ${mb(reading.external)} (array buffers ${mb(reading.arrayBuffers)})`;

function printMemory(when: string, reading: Awaited<ReturnType<typeof memory>>): void {
  if (!reading) {
    console.log(`# the portal's memory breakdown ${when} could not be read`);
    return;
  }
  console.log(
    `load portal memory ${when}: ${breakdown(reading.now)}; after a full GC: ${breakdown(reading.afterGc)}`,
  );
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
  // With the measured requests' own headers: the guest-page cache keeps a browser's pages apart from
  // a crawler's, and fetch's own user agent reads as a crawler.
  await warm(
    mix.map((path) => `${servers.portal}${path}`),
    1,
    HEADERS,
  );
  const before = portalRssMb(servers.portalGroup);
  const memoryBefore = await memory(servers.portalGroup);
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
  const memoryAfter = await memory(servers.portalGroup);
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
  printMemory('before', memoryBefore);
  printMemory('after', memoryAfter);
  const growth = after - before;
  console.log(
    `load portal rss: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (+${growth.toFixed(0)} MB; budget <= 150 MB: ${verdict(growth <= 150)})`,
  );
}

rmSync(MEMORY_FILE, { force: true });
await withServers(measure, { memoryFile: MEMORY_FILE });
