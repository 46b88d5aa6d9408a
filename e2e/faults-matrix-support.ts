/**
 * The fault matrix's own platform (ADRs 0021, 0022): a sandbox and a portal on ports of their own
 * (4330, 3330), with the production settings that matter here (stale-if-error on, for hours) and short
 * clocks so a cell takes seconds: the content is fresh for 2 s with no stale-while-revalidate window,
 * a content request times out after 2 s, an optional call's budget is 800 ms. The sandbox is started
 * by playwright.faults.config.ts; the portal by each matrix file itself (the content half once per cold
 * start, the gateway half once).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fault } from '@casino/sandbox/faults';
import { sandboxClient } from './support';

export const MATRIX_SANDBOX_PORT = 4330;
export const MATRIX_PORTAL_PORT = 3330;
export const MATRIX_SANDBOX = `http://localhost:${MATRIX_SANDBOX_PORT}`;
export const MATRIX_PORTAL = `http://localhost:${MATRIX_PORTAL_PORT}`;

export const TTL_SECONDS = 2;
export const TIMEOUT_SECONDS = 2;
export const OPTIONAL_BUDGET_MS = 800;
/** A "timeout" fault holds the answer longer than the portal waits for it. */
export const TIMEOUT_DELAY_MS = TIMEOUT_SECONDS * 1000 + 1500;

const root = fileURLToPath(new URL('..', import.meta.url));

/** The matrix's portal: what `npm start` runs (apps/web/server.mjs on the stamped build). */
export class MatrixPortal {
  private child: ChildProcess | null = null;

  async start(): Promise<void> {
    await this.stop();
    // A portal left on the port (a worker that ended without stopping its own) would answer in place
    // of this one, warm, and every cold cell would fail for it: refuse to start instead.
    if (await answers(`${MATRIX_PORTAL}/favicon.ico`))
      throw new Error(`Port ${MATRIX_PORTAL_PORT} is taken: stop the process listening there`);
    const child = spawn(process.execPath, [join(root, 'apps/web/server.mjs'), 'build/server/index.js'], {
      cwd: join(root, 'apps/web'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(MATRIX_PORTAL_PORT),
        HOST: 'localhost',
        SANDBOX_URL: MATRIX_SANDBOX,
        CONTENT_CACHE_TTL_SECONDS: String(TTL_SECONDS),
        CONTENT_CACHE_SWR_SECONDS: '0',
        CONTENT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
        CONTENT_OPTIONAL_BUDGET_MS: String(OPTIONAL_BUDGET_MS),
        // The default (6 hours), written out: the matrix is about serving the last good content.
        CONTENT_STALE_IF_ERROR_SECONDS: String(6 * 3600),
      },
      stdio: ['ignore', process.env.MATRIX_PORTAL_LOG ? 'pipe' : 'ignore', 'pipe'],
    });
    // MATRIX_PORTAL_LOG=file: the portal's request log and warnings, appended (to explain a failed cell).
    const log = process.env.MATRIX_PORTAL_LOG;
    if (log) {
      const write = (chunk: Buffer) => appendFileSync(log, `${Date.now()} ${chunk}`);
      child.stdout?.on('data', write);
      child.stderr?.on('data', write);
    }
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // Only what explains a failed start is kept: the content warnings are the matrix's point.
      stderr = `${stderr}${chunk}`.slice(-4000);
    });
    this.child = child;
    // A worker that ends (a failed test tears it down) takes its portal with it.
    const stopWithWorker = () => child.kill('SIGTERM');
    process.once('exit', stopWithWorker);
    child.once('exit', () => process.off('exit', stopWithWorker));
    // Ready when it serves a static file: a page would fill the content cache the cold cells need empty.
    for (let attempt = 0; attempt < 300; attempt++) {
      if (child.exitCode !== null) throw new Error(`The matrix portal stopped: ${stderr}`);
      if (await answers(`${MATRIX_PORTAL}/favicon.ico`)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The matrix portal did not start: ${stderr}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The matrix's sandbox: content, test control and faults (global to it: the cells run one at a time). */
export const {
  control: matrixControl,
  json: sandboxContent,
  armFault,
  disarmFault,
  clearFaults,
} = sandboxClient(MATRIX_SANDBOX);

/** How many requests each armed fault has answered, by id. */
export async function faultHits(): Promise<Map<number, number>> {
  const faults = await matrixControl<Fault[]>('/__sandbox/faults');
  return new Map(faults.map((fault) => [fault.id, fault.hits]));
}

export interface PageAnswer {
  status: number;
  cacheControl: string;
  location: string | null;
  html: string;
}

/** One server answer, as a visitor's browser asks for it (no redirect followed). */
export async function getPage(path: string): Promise<PageAnswer> {
  const response = await fetch(`${MATRIX_PORTAL}${path}`, {
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? '',
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** Whether an answer may be kept by a shared cache (a CDN). */
export function publiclyCacheable(cacheControl: string): boolean {
  const directives = cacheControl.toLowerCase();
  return /\bpublic\b/.test(directives) && !/\b(no-store|private)\b/.test(directives);
}
