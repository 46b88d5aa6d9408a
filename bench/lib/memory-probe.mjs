/**
 * bench:load's window on the portal's memory. `bench/lib/servers.ts` loads it (`--import`) into the
 * processes `scripts/start.mjs` starts when asked; it acts only in the portal's server
 * (`apps/web/server.mjs`) and only when `BENCH_MEMORY_FILE` is set. It sets no flag and runs no timer:
 * on SIGUSR2 it appends one JSON line to that file with `process.memoryUsage()` and the resident set
 * (`/proc/self/status`), then the same after a full garbage collection (the inspector's
 * `HeapProfiler.collectGarbage`), so a reading tells garbage from what the server holds.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.BENCH_MEMORY_FILE;

/** `process.memoryUsage()` in MB, and the resident set as the kernel counts it. */
function reading() {
  const usage = process.memoryUsage();
  const status = readFileSync('/proc/self/status', 'utf8');
  const vmRssKib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
  return {
    rss: mb(vmRssKib * 1024),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
  };
}

/**
 * A full garbage collection, then `then`. The session is left once the inspector's answer has been
 * handled: leaving it inside its own callback never returns (Node 20).
 */
function collectGarbage(then) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.collectGarbage', () => {
    then();
    setImmediate(() => session.disconnect());
  });
}

if (file && /[/\\]server\.mjs$/.test(process.argv[1] ?? '')) {
  process.on('SIGUSR2', () => {
    const now = reading();
    collectGarbage(() => {
      appendFileSync(file, `${JSON.stringify({ pid: process.pid, now, afterGc: reading() })}\n`);
    });
  });
}
