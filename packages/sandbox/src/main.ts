/**
 * `npm run start -w packages/sandbox`: the sandbox platform on http://localhost:4000 (see README.md).
 */
import { createSandbox } from './server.ts';

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

const port = envNumber('SANDBOX_PORT') ?? 4000;
// 'localhost' makes Fastify listen on every loopback address it resolves to (127.0.0.1 and ::1).
const host = process.env.SANDBOX_HOST?.trim() || 'localhost';
const seed = envNumber('SANDBOX_SEED');
const games = envNumber('SANDBOX_GAMES');
const liveGames = envNumber('SANDBOX_LIVE_GAMES');
const publicUrl = process.env.SANDBOX_PUBLIC_URL?.trim() || `http://localhost:${port}`;
const dataDir = process.env.SANDBOX_DATA_DIR?.trim() || undefined;
const hubPingMs = envNumber('SANDBOX_HUB_PING_MS');

const app = createSandbox({
  publicUrl,
  ...(seed !== undefined ? { seed } : {}),
  ...(games !== undefined ? { games } : {}),
  ...(liveGames !== undefined ? { liveGames } : {}),
  ...(dataDir ? { dataDir } : {}),
  ...(hubPingMs ? { hubPingMs } : {}),
  logger: process.env.SANDBOX_LOG === '1',
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(`Sandbox: error while closing on ${signal}`, error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
  console.log(`Sandbox platform on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
} catch (error) {
  console.error('Sandbox: failed to start', error);
  process.exit(1);
}
