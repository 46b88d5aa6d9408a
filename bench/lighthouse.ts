/**
 * Lighthouse 12 mobile on the portal's pages and the bare React Router page, BENCH_RUNS runs each, with the
 * budget verdicts of issue 13. `BENCH_AGAINST` measures another revision page after page in the same
 * rounds, so the host's noise falls on both alike. Options and what each figure means:
 * bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COOKIE_CONSENT_COOKIE, serializeConsentCookie } from '@casino/core/cookie-consent';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { mainThreadWork, type TraceEvent } from './lib/main-thread.ts';
import { median, type Page, pages, root, type Servers, verdict, warm, withServers } from './lib/servers.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/**
 * `BENCH_CONSENT_BANNER=off` blocks the cookie-consent micro-frontend: a visitor whose banner does not
 * show. On a first visit the banner's text is the largest paint of all games (ADR 0024); this isolates
 * what the portal itself paints. Diagnostic only: no budget verdicts.
 */
const BANNER_OFF = process.env.BENCH_CONSENT_BANNER === 'off';
/**
 * `BENCH_SCRIPTS=off` blocks every script file (the portal's, the identity script, the micro-frontends):
 * each page is its server HTML with its inline scripts, so its figures are what the document itself
 * costs (parse, style, layout, paint, pictures) before any hydration (ADR 0053). Diagnostic only.
 */
const SCRIPTS_OFF = process.env.BENCH_SCRIPTS === 'off';
const BLOCKED = [
  ...(BANNER_OFF ? ['*/fe/cookie-consent/*'] : []),
  ...(SCRIPTS_OFF ? ['*.js', '*.js?*', '*.mjs', '*.mjs?*'] : []),
];
/**
 * `BENCH_CPU_MULTIPLIER` sets Lighthouse's CPU slow-down (its default, 4x, is calibrated for a host whose
 * benchmark index is 1,500-2,000; Lighthouse's throttling guide recommends 2x for a host of 1,000-1,500,
 * to emulate the same phone). Diagnostic only: the budget verdicts are given at the default 4x.
 */
const CPU_MULTIPLIER = Number(
  process.env.BENCH_CPU_MULTIPLIER ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
const DEFAULT_CPU = CPU_MULTIPLIER === throttling.mobileSlow4G.cpuSlowdownMultiplier;
const AGAINST = process.env.BENCH_AGAINST?.trim() || undefined;
const PLAYER = process.env.BENCH_PLAYER !== 'off';
if (!(CPU_MULTIPLIER >= 1)) throw new Error('BENCH_CPU_MULTIPLIER must be a number of at least 1');

interface Figures {
  score: number;
  fcp: number;
  /** The first paint the run saw, unthrottled: Lantern simulates FCP from what finished before it (ADR 0024). */
  observedFcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  jsRequests: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster): a noise indicator. */
  benchmarkIndex: number;
  /** The page's main thread, unthrottled: thread CPU time and wall time of its tasks (lib/main-thread.ts). */
  mainCpu: number;
  mainWall: number;
  /** TBT's rule over the tasks' CPU time from the observed first paint: what the host's load does not move. */
  tbtCpu: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function figures(lhr: Result, trace: readonly TraceEvent[]): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)
    ?.items;
  const of = (type: string) => summary?.find((item) => item.resourceType === type);
  const observedFcp =
    (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
      ?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
  const main = mainThreadWork(trace, CPU_MULTIPLIER, observedFcp);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    observedFcp,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: (of('script')?.transferSize ?? Number.NaN) / 1024,
    jsRequests: of('script')?.requestCount ?? Number.NaN,
    requests: of('total')?.requestCount ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainCpu: main.cpuMs,
    mainWall: main.wallMs,
    tbtCpu: main.blockingCpuMs,
  };
}

/** A logged-in player's page: Lighthouse's run starts with the player's session (`logIn`). */
interface PlayerPage extends Page {
  player: { sandbox: string };
}

const PLAYER_PAGE_NAMES = ['home-player', 'game-player'];

/** The player pages: `/` and the game page, as a logged-in player (BENCH_PLAYER=off leaves them out). */
function playerPages(servers: Servers): PlayerPage[] {
  if (!PLAYER || AGAINST) return [];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  return [
    { name: 'home-player', label: 'player:/', url: `${servers.portal}/`, portal: true },
    {
      name: 'game-player',
      label: `player:/joc/${servers.gameCode}`,
      url: `${servers.portal}/joc/${servers.gameCode}`,
      portal: true,
    },
  ]
    .filter((page) => !wanted?.length || wanted.includes(page.name))
    .map((page) => ({ ...page, player: { sandbox: servers.sandbox } }));
}

/**
 * Logs a throwaway clone of `demo` in through the portal's global API in the run's Chrome, with the
 * cookie choice made (a player has made it), then leaves the page: the session's cookies stay.
 */
async function logIn(port: number, page: PlayerPage): Promise<void> {
  const created = await fetch(`${page.player.sandbox}/__sandbox/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: 'demo', quiet: true }),
  });
  if (!created.ok) throw new Error(`A throwaway player: HTTP ${created.status}`);
  const player = (await created.json()) as { username: string; password: string };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    const origin = new URL(page.url).origin;
    await tab.setCookie({
      name: COOKIE_CONSENT_COOKIE,
      value: serializeConsentCookie({ analytics: true, marketing: false }, new Date()),
      url: origin,
    });
    await tab.goto(origin, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest', { timeout: 60_000 });
    const result = await tab.evaluate(
      (username, password) => window.casinoPortal?.auth.login(username, password),
      player.username,
      player.password,
    );
    if (!result?.ok) throw new Error(`The player's login failed: ${result?.error ?? 'no answer'}`);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Chromium per run: nothing (cache, service worker, compiled code) carries over between runs. */
async function audit(page: Page | PlayerPage): Promise<{ lhr: Result; trace: TraceEvent[] }> {
  const { url } = page;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const player = 'player' in page;
    if (player) await logIn(chrome.port, page);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_MULTIPLIER },
      ...(BLOCKED.length > 0 ? { blockedUrlPatterns: BLOCKED } : {}),
      // The player's session is in the run's cookies: Lighthouse keeps them.
      ...(player ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.log(`# warning ${url}: ${warning}`);
    return { lhr, trace: result.artifacts.Trace.traceEvents as unknown as TraceEvent[] };
  } finally {
    chrome.kill();
  }
}

interface Budget {
  score?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
}

/**
 * Issue 13's budgets: the four portal pages on the default 3,000-game sandbox; all-games alone on a
 * 10,000-game one. Other pages and other catalogue sizes have none, so their lines carry no verdict.
 */
function budgetOf(page: Page, games: number): Budget {
  if (!page.portal || page.against || BANNER_OFF || SCRIPTS_OFF || !DEFAULT_CPU) return {};
  if (games === 3000) return { score: 97, lcp: 2000, tbt: 100, cls: 0.02 };
  if (games >= 10_000 && page.name === 'all-games') return { score: 90, tbt: 200 };
  return {};
}

function line(
  page: Page,
  name: string,
  values: number[],
  format: (value: number) => string,
  budget?: { limit: number; atLeast?: boolean },
): void {
  const value = median(values);
  let text = `lighthouse ${page.label} ${name}: ${format(value)} (median of ${values.length}: ${values.map(format).join(', ')}`;
  if (budget) {
    const within = budget.atLeast ? value >= budget.limit : value <= budget.limit;
    text += `; budget ${budget.atLeast ? '>=' : '<='} ${format(budget.limit)}: ${verdict(within)}`;
  }
  console.log(`${text})`);
}

const ms = (value: number) => `${Math.round(value)} ms`;

function report(page: Page, runs: Figures[], budget: Budget): void {
  const all = <K extends keyof Figures>(key: K) => runs.map((run) => run[key]);
  const limit = (value: number | undefined, atLeast = false) =>
    value === undefined ? undefined : { limit: value, atLeast };
  line(page, 'score', all('score'), String, limit(budget.score, true));
  line(page, 'fcp', all('fcp'), ms);
  line(page, 'observed-fcp', all('observedFcp'), ms);
  line(page, 'lcp', all('lcp'), ms, limit(budget.lcp));
  line(page, 'tbt', all('tbt'), ms, limit(budget.tbt));
  line(page, 'cls', all('cls'), (value) => value.toFixed(3), limit(budget.cls));
  line(page, 'js-transferred', all('jsKiB'), (value) => `${value.toFixed(1)} KiB`);
  line(page, 'js-requests', all('jsRequests'), String);
  line(page, 'requests', all('requests'), String);
  line(page, 'benchmark-index', all('benchmarkIndex'), (value) => value.toFixed(0));
  line(page, 'main-thread-cpu', all('mainCpu'), ms);
  line(page, 'main-thread-wall', all('mainWall'), ms);
  line(page, 'tbt-cpu', all('tbtCpu'), ms);
}

async function measure(servers: Servers): Promise<void> {
  const chosen: (Page | PlayerPage)[] = [...pages(servers, PLAYER_PAGE_NAMES), ...playerPages(servers)];
  console.log(
    `# Lighthouse mobile, ${RUNS} runs per page, ${servers.games} casino games; pages ${chosen.map((page) => page.label).join(' ')}${AGAINST ? `; ${AGAINST}'s pages measured beside this checkout's (diagnostic, no verdicts)` : ''}${BANNER_OFF ? '; cookie-consent banner blocked (diagnostic, no verdicts)' : ''}${SCRIPTS_OFF ? '; every script file blocked: the documents alone (diagnostic, no verdicts)' : ''}${DEFAULT_CPU ? '' : `; CPU slow-down ${CPU_MULTIPLIER}x (diagnostic, no verdicts)`}`,
  );
  await warm(chosen.map((page) => page.url));
  const results = join(root, 'bench/results/lighthouse');
  mkdirSync(results, { recursive: true });
  const runs = new Map<Page, { figures: Figures; lhr: Result }[]>(chosen.map((page) => [page, []]));
  // Warmed as a guest: the player's pages render the same HTML (nothing personal on the server).
  // Rounds over every page rather than all runs of one page in a row: a burst of load from the other
  // engineers' builds then spreads over the pages instead of sinking one of them.
  for (let round = 0; round < RUNS; round++) {
    for (const page of chosen) {
      const { lhr, trace } = await audit(page);
      runs.get(page)?.push({ figures: figures(lhr, trace), lhr });
    }
  }
  for (const page of chosen) {
    const pageRuns = runs.get(page) ?? [];
    report(
      page,
      pageRuns.map((run) => run.figures),
      budgetOf(page, servers.games),
    );
    // The run whose score is the median one, kept whole for reading in Lighthouse's viewer.
    const medianScore = median(pageRuns.map((run) => run.figures.score));
    const kept = pageRuns.reduce((best, run) =>
      Math.abs(run.figures.score - medianScore) < Math.abs(best.figures.score - medianScore) ? run : best,
    );
    writeFileSync(
      join(results, `${page.against ? 'against-' : ''}${page.name}.json`),
      JSON.stringify(kept.lhr),
    );
  }
  console.log(
    `# median-score reports: bench/results/lighthouse/{page}.json${AGAINST ? ` (${AGAINST}'s: against-{page}.json)` : ''}`,
  );
}

await withServers(measure, { against: AGAINST });
