/**
 * The servers every browser and load benchmark measures: the sandbox and the portal started through
 * `scripts/start.mjs` (so they run exactly as `npm start` runs them, and the portal is rebuilt when its
 * sources changed), and the bare React Router page of `bench/bare` served by `react-router-serve` from
 * its own folder, like the portal. Ports of their own so `npm start` and the journeys keep theirs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONTENT_PATHS } from '@casino/core/content-api';
import { devices } from '@playwright/test';
import { contentHash } from '../../scripts/build.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const bare = join(root, 'bench/bare');
const results = join(root, 'bench/results');

const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3410);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4410);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3411);
const AGAINST_PORT = Number(process.env.BENCH_AGAINST_PORT ?? 3412);
const AGAINST_SANDBOX_PORT = Number(process.env.BENCH_AGAINST_SANDBOX_PORT ?? 4412);
/** A cold build on a busy 2-core machine takes minutes. */
const START_TIMEOUT_MS = 15 * 60_000;

export interface Servers {
  portal: string;
  bare: string;
  sandbox: string;
  /** Casino games in the sandbox's catalogue (SANDBOX_GAMES). */
  games: number;
  /** A real, demo-playable slot of the sandbox's catalogue, for `/joc/{game}` (BENCH_GAME overrides it). */
  gameCode: string;
  /** The process group of `scripts/start.mjs`: the sandbox and the portal (to read their memory). */
  portalGroup: number;
  /** Another revision's portal, served beside this one (`BENCH_AGAINST`, bench:lighthouse only). */
  against?: { url: string; revision: string };
}

/** Content hash of the bare app and the lock file, as the portal's build stamp: mtimes lie after a checkout. */
const bareInputsHash = () => contentHash([bare, join(root, 'package-lock.json')]);

function buildBareWhenStale(): void {
  const stamp = join(bare, 'build/.inputs-sha256');
  const wanted = bareInputsHash();
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
  if (built === wanted && existsSync(join(bare, 'build/server/index.js'))) return;
  console.log('# building the bare React Router page (bench/bare)…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: bare,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`The bare page's build failed (exit ${build.status})`);
  writeFileSync(stamp, `${wanted}\n`);
}

/** Something already listening there would be measured instead of what we start. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const started: ChildProcess[] = [];

/**
 * Each server runs in a process group of its own (detached), so stopping the group also stops what
 * start.mjs started (the sandbox, the portal, a build in progress) even if start.mjs dies first.
 */
function startGroup(args: string[], cwd: string, env: NodeJS.ProcessEnv, log: number): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  started.push(child);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopServers(): Promise<void> {
  for (const child of started) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (started.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of started) if (groupAlive(child)) signalGroup(child, 'SIGKILL');
  started.length = 0;
}

// Last resort when the benchmark dies on an exception or is interrupted: no server outlives it.
process.on('exit', () => {
  for (const child of started) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopServers().finally(() => process.exit(130));
  });
}

interface SandboxGame {
  gameCode: string;
  type: string;
  demoEnabled: boolean;
  requirePassword: boolean;
  launchUrls: { demo: string | null };
}

async function sampleGame(sandbox: string): Promise<{ games: number; gameCode: string }> {
  const response = await fetch(`${sandbox}${CONTENT_PATHS.games}?locale=ro&status=published`);
  if (!response.ok) throw new Error(`The sandbox's games: HTTP ${response.status}`);
  const games = (await response.json()) as SandboxGame[];
  // The game the journeys open too (e2e/support.ts): a slot anyone can play in demo.
  const slot = games.find(
    (game) => game.type === 'Slot' && game.demoEnabled && game.launchUrls.demo && !game.requirePassword,
  );
  const gameCode = process.env.BENCH_GAME ?? slot?.gameCode;
  if (!gameCode) throw new Error('The sandbox has no demo slot');
  return { games: games.filter((game) => game.type !== 'Live').length, gameCode };
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * The installed packages of this checkout for a worktree of another revision, except the workspace
 * packages (`@casino/core` and the rest), which must be the revision's own: a link to this checkout's
 * `node_modules` would build the old portal with today's core.
 */
function linkPackages(worktree: string): void {
  const modules = join(worktree, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  const manifest = (folder: string) =>
    JSON.parse(readFileSync(join(worktree, folder, 'package.json'), 'utf8')) as {
      name: string;
      workspaces?: string[];
    };
  const workspaces = new Map(
    (manifest('.').workspaces ?? []).map((folder) => [manifest(folder).name, join(worktree, folder)]),
  );
  const scopes = new Set([...workspaces.keys()].map((name) => name.split('/')[0]));
  const installed = join(root, 'node_modules');
  for (const entry of readdirSync(installed)) {
    if (!scopes.has(entry)) {
      symlinkSync(join(installed, entry), join(modules, entry));
      continue;
    }
    mkdirSync(join(modules, entry));
    for (const inner of readdirSync(join(installed, entry))) {
      const name = `${entry}/${inner}`;
      symlinkSync(workspaces.get(name) ?? join(installed, name), join(modules, name));
    }
  }
}

/**
 * `BENCH_AGAINST=<revision>`: that revision checked out in a worktree of its own under the system's
 * temporary folder (kept, so the next run finds it built), with this checkout's packages. Its own
 * `scripts/start.mjs` builds it when stale and serves it beside this checkout's portal.
 */
function prepareAgainst(revision: string): string {
  const commit = git(['rev-parse', '--verify', `${revision}^{commit}`]);
  const worktree = join(tmpdir(), `casino-bench-${commit.slice(0, 12)}`);
  if (!existsSync(join(worktree, 'package.json'))) {
    git(['worktree', 'prune']);
    console.log(`# checking out ${revision} (${commit.slice(0, 12)}) in ${worktree}…`);
    git(['worktree', 'add', '--detach', '--force', worktree, commit]);
  }
  linkPackages(worktree);
  return worktree;
}

export interface ServerOptions {
  /**
   * A file the portal's server appends its memory breakdown to on SIGUSR2 (`lib/memory-probe.mjs`,
   * loaded into the processes of `scripts/start.mjs`; bench:load's before and after readings).
   */
  memoryFile?: string;
  /**
   * A git revision whose portal is served beside this checkout's, with a sandbox of its own (the same
   * seed and SANDBOX_GAMES: the same content while the sandbox's seeding is the same in both), for
   * measuring a change side by side.
   */
  against?: string;
}

/** Builds what is stale, starts the three servers (four with `against`), and waits until each answers. */
export async function startServers(options: ServerOptions = {}): Promise<Servers> {
  const againstPorts = options.against ? [AGAINST_PORT, AGAINST_SANDBOX_PORT] : [];
  for (const port of [PORTAL_PORT, SANDBOX_PORT, BARE_PORT, ...againstPorts]) {
    if (await portInUse(port)) throw new Error(`Port ${port} is in use: stop what listens there first`);
  }
  buildBareWhenStale();
  mkdirSync(results, { recursive: true });
  const logPath = join(results, 'servers.log');
  const log = openSync(logPath, 'w');
  const portal = `http://localhost:${PORTAL_PORT}`;
  const sandbox = `http://localhost:${SANDBOX_PORT}`;
  const bareUrl = `http://localhost:${BARE_PORT}`;
  console.log(
    `# starting sandbox ${sandbox} (${process.env.SANDBOX_GAMES ?? 3000} games), portal ${portal}, bare page ${bareUrl}; logs in ${relative(root, logPath)}`,
  );
  const start = startGroup(
    ['scripts/start.mjs'],
    root,
    {
      PORT: String(PORTAL_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      // A player store of its own: guests only, but the sandbox opens (and may seed) its store at start.
      SANDBOX_DB: process.env.SANDBOX_DB ?? '.data/players-bench.sqlite',
      ...(options.memoryFile && {
        BENCH_MEMORY_FILE: options.memoryFile,
        NODE_OPTIONS: [
          process.env.NODE_OPTIONS,
          `--import=${pathToFileURL(join(root, 'bench/lib/memory-probe.mjs')).href}`,
        ]
          .filter(Boolean)
          .join(' '),
      }),
    },
    log,
  );
  startGroup(
    [join(root, 'node_modules/@react-router/serve/bin.js'), 'build/server/index.js'],
    bare,
    { PORT: String(BARE_PORT), HOST: 'localhost', NODE_ENV: 'production' },
    log,
  );
  const against = options.against
    ? { url: `http://localhost:${AGAINST_PORT}`, revision: options.against }
    : undefined;
  const starts = [start];
  if (against) {
    const worktree = prepareAgainst(against.revision);
    console.log(`# starting ${against.revision}'s portal ${against.url} and its sandbox from ${worktree}`);
    starts.push(
      startGroup(
        ['scripts/start.mjs'],
        worktree,
        {
          PORT: String(AGAINST_PORT),
          SANDBOX_PORT: String(AGAINST_SANDBOX_PORT),
          SANDBOX_DB: join(worktree, '.data/players-bench.sqlite'),
        },
        log,
      ),
    );
  }
  closeSync(log);

  let exited: number | null = null;
  for (const child of starts)
    child.once('exit', (code) => {
      exited = code ?? 1;
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  // The catalogue resource is what playwright.config.ts waits for too: it needs the sandbox's content.
  const ready = async () =>
    (await answers(`${portal}/api/catalog`)) &&
    (await answers(`${bareUrl}/`)) &&
    (!against || (await answers(`${against.url}/api/catalog`)));
  while (!(await ready())) {
    if (exited !== null || Date.now() > deadline) {
      await stopServers();
      const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(
        `The servers did not start (${exited !== null ? `start.mjs exited ${exited}` : 'timeout'}):\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { games, gameCode } = await sampleGame(sandbox);
  return { portal, bare: bareUrl, sandbox, games, gameCode, portalGroup: start.pid ?? -1, against };
}

/** Runs `measure` against freshly started servers and stops them afterwards, also when it throws. */
export async function withServers(
  measure: (servers: Servers) => Promise<void>,
  options: ServerOptions = {},
): Promise<void> {
  let failed = false;
  try {
    await measure(await startServers(options));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await stopServers();
  }
  if (failed) process.exit(1);
}

/**
 * Fills the portal's content cache so the first measured request is not a cold one. `headers` are the
 * measured requests' own when their answers depend on them (the guest-page cache keeps a crawler's
 * page apart from a browser's, and fetch's own user agent reads as a crawler).
 */
export async function warm(urls: string[], times = 3, headers?: Record<string, string>): Promise<void> {
  for (let i = 0; i < times; i++) {
    for (const url of urls) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) console.log(`# warning: ${url} answered HTTP ${response.status}`);
    }
  }
}

export interface Page {
  /** What the lines print: the portal's path, `bare:/` for the bare page, `{revision}:{path}` for `against`. */
  label: string;
  url: string;
  /** The name BENCH_PAGES picks it by. */
  name: string;
  portal: boolean;
  /** The page of the other revision's portal (`against`), right after this checkout's. */
  against?: boolean;
}

/**
 * The pages the issue names, filtered by BENCH_PAGES (names or paths, comma-separated). `otherNames`: the
 * names of pages a bench adds of its own (bench:lighthouse's player pages), which BENCH_PAGES may pick.
 */
export function pages(servers: Servers, otherNames: readonly string[] = []): Page[] {
  const all: Page[] = [
    { name: 'home', label: '/', url: `${servers.portal}/`, portal: true },
    { name: 'all-games', label: '/toate-jocurile', url: `${servers.portal}/toate-jocurile`, portal: true },
    {
      name: 'game',
      label: `/joc/${servers.gameCode}`,
      url: `${servers.portal}/joc/${servers.gameCode}`,
      portal: true,
    },
    { name: 'live-casino', label: '/cazinou-live', url: `${servers.portal}/cazinou-live`, portal: true },
    { name: 'bare', label: 'bare:/', url: `${servers.bare}/`, portal: false },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const picked = wanted?.length
    ? all.filter(
        (page) =>
          wanted.includes(page.name) ||
          wanted.includes(page.label) ||
          (page.name === 'game' && wanted.includes('/joc')),
      )
    : all;
  if (picked.length === 0 && !wanted?.some((name) => otherNames.includes(name))) {
    throw new Error(
      `BENCH_PAGES picks none of ${[...all.map((page) => page.name), ...otherNames].join(', ')}`,
    );
  }
  const { against } = servers;
  if (!against) return picked;
  // Each portal page of this checkout is followed by the same page of the other revision's portal.
  return picked.flatMap((page) =>
    page.portal
      ? [
          page,
          {
            ...page,
            label: `${against.revision}:${page.label}`,
            url: `${against.url}${page.url.slice(servers.portal.length)}`,
            against: true,
          },
        ]
      : [page],
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function verdict(within: boolean): string {
  return within ? 'within' : 'OVER';
}

/** A phone browser's page request (the portal renders for the user agent's device), with `encoding`. */
export function phoneHeaders(encoding: string): Record<string, string> {
  return {
    'user-agent': devices['Pixel 7']?.userAgent ?? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': encoding,
    'accept-language': 'ro-RO,ro;q=0.9',
  };
}
