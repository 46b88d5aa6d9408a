/**
 * What the server's tests start: free loopback ports and a throwaway redis-server (Debian's; `.ci/run`
 * installs it). Used by the Redis tier's tests and the production server's (test:server).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The first port from `from` (to `from + 99`) free on 127.0.0.1, other than `taken`. Every range is
 * moved by SERVER_TEST_PORT_SHIFT when set: a host that runs several copies of the tests at once (one
 * per worktree) gives each ranges of its own, rather than one taking the port another is about to use.
 */
export async function freePort(base: number, taken: number[] = []): Promise<number> {
  const from = base + (Number(process.env.SERVER_TEST_PORT_SHIFT) || 0);
  for (let port = from; port < from + 100; port++) {
    if (taken.includes(port)) continue;
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port from ${from}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Polls `check` until it is true (or a throw-free true), up to `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** A redis-server on 127.0.0.1:`port` with no persistence, killed and started again at will. */
export function redisServer(port: number) {
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        // DEBUG SLEEP makes a slow Redis in the tier's tests.
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--enable-debug-command',
          'local',
        ],
        { stdio: 'ignore' },
      );
      await waitFor(async () => !(await isFree(port)), `redis-server on ${port}`, 5000);
    },
    async stop() {
      const stopping = child;
      child = null;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGKILL');
      await exited;
    },
  };
}
