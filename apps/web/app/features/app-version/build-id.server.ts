import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/**
 * The running build's id: a hash of the client asset names (they carry content hashes), so every
 * deployment of changed code gets a new id. BUILD_ID overrides it (e.g. a CI build number).
 */
export function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  if (cached) return cached;
  let names: string[] = [];
  try {
    names = readdirSync(fileURLToPath(new URL('../client/assets', import.meta.url))).sort();
  } catch {
    names = ['development'];
  }
  cached = createHash('sha1').update(names.join('\n')).digest('hex').slice(0, 12);
  return cached;
}
