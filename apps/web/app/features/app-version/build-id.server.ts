import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The client assets of the running build. The server bundle lives in build/server/ or, split into
 * chunks, in build/server/assets/: the client's assets are one or two folders up.
 */
function findAssetsDir(): string | null {
  for (const relative of ['../client/assets', '../../client/assets']) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  return null;
}

let build: { id: string; timestamp: number } | null = null;

function runningBuild(): { id: string; timestamp: number } {
  if (build) return build;
  const dir = findAssetsDir();
  const names = dir ? readdirSync(dir).sort() : ['development'];
  build = {
    id: createHash('sha1').update(names.join('\n')).digest('hex').slice(0, 12),
    timestamp: dir ? Math.trunc(statSync(dir).mtimeMs) : 0,
  };
  return build;
}

/**
 * The running build's id: a hash of the client asset names (they carry content hashes), so every
 * deployment of changed code gets a new id. BUILD_ID overrides it (e.g. a CI build number).
 */
export function buildId(): string {
  return process.env.BUILD_ID || runningBuild().id;
}

/** When the running build was made (its client assets' folder time), in ms since the epoch. */
export function buildTimestamp(): number {
  return runningBuild().timestamp;
}
