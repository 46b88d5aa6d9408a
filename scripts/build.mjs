#!/usr/bin/env node
// `npm run build`: builds the portal and stamps the build with the hash of what it was made from, so
// `npm start` (scripts/start.mjs) reuses a build that `npm test` or a developer just made and rebuilds
// only when the sources or the lock file changed. `isBuildCurrent()` is that check.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const serverBuild = join(web, 'build/server/index.js');
const clientBuild = join(web, 'build/client');
const inputsStamp = join(web, 'build/.inputs-sha256');

/** What the build is made from: the portal, core, the lock file and the shared compiler settings. */
const BUILD_INPUTS = ['apps/web', 'packages/core/src', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED = new Set(['node_modules', 'build', '.react-router']);

function files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name) && !name.startsWith('.'))
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/**
 * A hash of every file's path (relative to the repository) and content under `paths` (files or
 * folders, without node_modules, builds and dot files): mtimes lie after a checkout or a fresh clone.
 * The benchmarks stamp their bare page with it too.
 */
export function contentHash(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => files(path))) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const inputsHash = () => contentHash(BUILD_INPUTS.map((input) => join(root, input)));

/** 'current', 'missing' (no build) or 'stale' (made from other sources). */
export function buildState() {
  if (!existsSync(serverBuild) || !existsSync(clientBuild) || !existsSync(inputsStamp)) return 'missing';
  return readFileSync(inputsStamp, 'utf8').trim() === inputsHash() ? 'current' : 'stale';
}

/** Builds the portal and stamps it; the exit status of the build (0 when it worked). */
export function build() {
  // The hash is taken before the build: a source edited while it runs makes the next check rebuild.
  const wanted = inputsHash();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status === 0) writeFileSync(inputsStamp, `${wanted}\n`);
  return result.status ?? 1;
}

/** For the start scripts: builds when the build is missing or stale, saying so; exits when it fails. */
export function buildWhenNeeded() {
  const state = buildState();
  if (state === 'current') return;
  console.log(
    state === 'stale'
      ? 'The sources changed since the last build: building the portal…'
      : 'Building the portal…',
  );
  const status = build();
  if (status !== 0) process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(build());
