/**
 * First-visit JavaScript as a real browser gets it (Chromium, a guest, an empty cache, phone and desktop),
 * each body gzipped here at level 9 so builds and servers compare on equal terms; then the catalogue
 * resource's size. What is counted and what is not: bench/README.md.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { type BrowserContextOptions, chromium, devices, type Page as PlaywrightPage } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { type Page, pages, type Servers, verdict, warm, withServers } from './lib/servers.ts';

const BUDGET_KIB = 120;
const BUDGET_SCRIPTS = 12;
const CATALOG_BUDGET_BYTES = 150_000;
/** The network counts as idle once no request has been in flight for this long (Playwright's is 500 ms). */
const QUIET_MS = 1_000;
const MAX_WAIT_MS = 30_000;
const VERBOSE = process.env.BENCH_VERBOSE === '1';

const PROFILES: Record<string, BrowserContextOptions> = {
  phone: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
};

interface Script {
  url: string;
  own: boolean;
  gzip: number;
  raw: number;
  transferred: number;
}

function isScript(type: string, contentType: string | undefined): boolean {
  // Modulepreloads may not be typed 'script' by every Chromium: the MIME type settles it.
  return type === 'script' || /javascript|ecmascript/.test(contentType ?? '');
}

/**
 * Waits for Playwright's network idle, then until nothing has been in flight for QUIET_MS: chunks
 * fetched after hydration (idle callbacks, lazy widgets) start after the first quiet half second.
 */
async function untilQuiet(page: PlaywrightPage, url: string): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  await page.goto(url, { waitUntil: 'networkidle', timeout: MAX_WAIT_MS });
  const deadline = Date.now() + MAX_WAIT_MS;
  while (Date.now() < deadline && !(inFlight <= 0 && Date.now() - lastChange >= QUIET_MS)) {
    await page.waitForTimeout(100);
  }
  if (inFlight > 0)
    console.log(`# warning ${url}: ${inFlight} requests still in flight after ${MAX_WAIT_MS} ms`);
}

async function firstVisit(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  profile: BrowserContextOptions,
  url: string,
): Promise<{ scripts: Script[]; inline: string[]; document: Buffer | null }> {
  // A fresh context is a first visit: empty cache, no cookies, so a guest.
  const context = await browser.newContext({ ...profile, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<Script | null>[] = [];
    let document: Promise<Buffer | null> = Promise.resolve(null);
    page.on('response', (response) => {
      const request = response.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        document = response.body().catch(() => null);
      if (!isScript(request.resourceType(), response.headers()['content-type'])) return;
      pending.push(
        (async () => {
          try {
            const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
            return {
              url: response.url(),
              own: new URL(response.url()).origin === origin,
              gzip: gzipSync(body, { level: 9 }).length,
              raw: body.length,
              transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            };
          } catch {
            // A redirect or an aborted response has no body: nothing of it runs.
            return null;
          }
        })(),
      );
    });
    await untilQuiet(page, url);
    const inline = await page.$$eval('script:not([src])', (elements) =>
      elements
        .filter((element) => ['', 'module', 'text/javascript'].includes(element.getAttribute('type') ?? ''))
        .map((element) => element.textContent ?? ''),
    );
    const seen = new Set<string>();
    const scripts = (await Promise.all(pending)).filter((script): script is Script => {
      if (!script || seen.has(script.url)) return false;
      seen.add(script.url);
      return true;
    });
    return { scripts, inline, document: await document };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(
  profile: string,
  page: Page,
  { scripts, inline, document }: Awaited<ReturnType<typeof firstVisit>>,
): void {
  const prefix = `bundle ${profile} ${page.label}`;
  for (const own of [true, false]) {
    const group = scripts.filter((script) => script.own === own);
    const sum = (key: 'gzip' | 'raw' | 'transferred') =>
      group.reduce((total, script) => total + script[key], 0);
    const gzip = sum('gzip');
    let budget = '';
    if (own && page.name === 'home') {
      const within = gzip <= BUDGET_KIB * 1024 && group.length <= BUDGET_SCRIPTS;
      budget = `; budget <= ${BUDGET_KIB} KiB in <= ${BUDGET_SCRIPTS} scripts: ${verdict(within)}`;
    }
    console.log(
      `${prefix} ${own ? 'own-js' : 'third-party-js'}: ${kib(gzip)} gzip in ${group.length} scripts (transferred ${kib(sum('transferred'))}, raw ${kib(sum('raw'))}${budget})`,
    );
    if (VERBOSE) {
      for (const script of group.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`#   ${kib(script.gzip).padStart(10)} ${script.url}`);
      }
    }
  }
  const inlineGzip = inline.length ? gzipSync(inline.join('\n'), { level: 9 }).length : 0;
  console.log(
    `${prefix} inline-js: ${kib(inlineGzip)} gzip in ${inline.length} inline scripts (not in the budget)`,
  );
  if (document)
    console.log(
      `${prefix} document: ${kib(gzipSync(document, { level: 9 }).length)} gzip (raw ${kib(document.length)}; not in the budget)`,
    );
}

/** The body's bytes as they cross the wire for one Accept-Encoding (fetch would decode them). */
function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Issue 13: the catalogue resource <= 150 KB compressed at 10,000 games. */
async function catalogue(servers: Servers): Promise<void> {
  const url = `${servers.portal}/api/catalog`;
  // The games travel as columns (core's catalogue-wire.ts) with their count.
  const body = (await (await fetch(url)).json()) as { games?: { count?: number } };
  const games = body.games?.count ?? Number.NaN;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${bytes} bytes)`;
  const raw = await wireBytes(url, 'identity');
  console.log(`catalog /api/catalog raw: ${kb(raw.bytes)} for ${games} games`);
  for (const acceptEncoding of ['gzip', 'gzip, deflate, br']) {
    const { bytes, encoding } = await wireBytes(url, acceptEncoding);
    const budget =
      servers.games >= 10_000
        ? `; budget <= 150 KB at 10,000 games: ${verdict(bytes <= CATALOG_BUDGET_BYTES)}`
        : '';
    console.log(
      `catalog /api/catalog ${encoding} (asked ${acceptEncoding}): ${kb(bytes)}${budget ? ` (${budget.slice(2)})` : ''}`,
    );
  }
}

async function measure(servers: Servers): Promise<void> {
  const chosen = pages(servers);
  console.log(
    `# first visit, guest, empty cache, until no request for ${QUIET_MS} ms; ${servers.games} casino games`,
  );
  await warm(chosen.map((page) => page.url));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const [profile, options] of Object.entries(PROFILES)) {
      for (const page of chosen) {
        report(profile, page, await firstVisit(browser, options, page.url));
      }
    }
  } finally {
    await browser.close();
  }
  await catalogue(servers);
}

await withServers(measure);
