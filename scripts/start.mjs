#!/usr/bin/env node
// `npm start`: builds the portal when its build is missing or older than its sources, then runs the
// sandbox platform (:4000) and the portal (:3000) side by side, and stops both on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = join(root, 'apps/web/build/server/index.js');
const sandboxPort = process.env.SANDBOX_PORT ?? '4000';
const portalPort = process.env.PORT ?? '3000';
const host = process.env.HOST ?? 'localhost';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'apps/web/app'), join(root, 'packages/core/src')];
const stale =
  !existsSync(serverBuild) || sources.some((dir) => newestMtime(dir) > statSync(serverBuild).mtimeMs);
if (stale) {
  console.log('Building the portal…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('Sandbox', process.execPath, ['--import', 'tsx', 'packages/sandbox/src/main.ts'], {
  SANDBOX_PORT: sandboxPort,
});
// react-router-serve finds the client assets relative to its working directory.
run(
  'Portal',
  process.execPath,
  [join(root, 'node_modules/@react-router/serve/bin.js'), serverBuild],
  { PORT: portalPort, HOST: host, NODE_ENV: 'production' },
  join(root, 'apps/web'),
);

async function waitFor(url) {
  for (let attempt = 0; attempt < 100 && !stopping; attempt++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const [sandboxUp, portalUp] = await Promise.all([
  waitFor(`http://localhost:${sandboxPort}/health`),
  waitFor(`http://localhost:${portalPort}/`),
]);
if (sandboxUp && portalUp) {
  console.log(
    `\n  Sandbox platform: http://localhost:${sandboxPort}\n  Portal:           http://localhost:${portalPort}\n\n  Ctrl-C stops both.\n`,
  );
}
