/** The sandbox's settings from the environment (README, "Environment"), shared by `start` and `seed`. */
import type { SandboxOptions } from './server.ts';

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

export interface SandboxEnv {
  port: number;
  host: string;
  options: SandboxOptions;
}

export function sandboxEnv(): SandboxEnv {
  const port = envNumber('SANDBOX_PORT') ?? 4000;
  const seed = envNumber('SANDBOX_SEED');
  const games = envNumber('SANDBOX_GAMES');
  const liveGames = envNumber('SANDBOX_LIVE_GAMES');
  const dataDir = process.env.SANDBOX_DATA_DIR?.trim() || undefined;
  const hubPingMs = envNumber('SANDBOX_HUB_PING_MS');
  const sessionIdleMs = envNumber('SANDBOX_SESSION_IDLE_MS');
  return {
    port,
    // 'localhost' makes Fastify listen on every loopback address it resolves to (127.0.0.1 and ::1).
    host: process.env.SANDBOX_HOST?.trim() || 'localhost',
    options: {
      publicUrl: process.env.SANDBOX_PUBLIC_URL?.trim() || `http://localhost:${port}`,
      ...(seed !== undefined ? { seed } : {}),
      ...(games !== undefined ? { games } : {}),
      ...(liveGames !== undefined ? { liveGames } : {}),
      ...(dataDir ? { dataDir } : {}),
      ...(hubPingMs ? { hubPingMs } : {}),
      ...(sessionIdleMs ? { sessionIdleMs } : {}),
      logger: process.env.SANDBOX_LOG === '1',
    },
  };
}
