#!/usr/bin/env node
// `npm start`: builds the portal when its build is missing or was made from other sources, then runs the
// sandbox platform (:4000) and the portal (:3000) side by side, and stops both on Ctrl-C.
// The journeys start the portal through this script too (playwright.config.ts), so a broken start path
// fails `npm test`. Ports come from SANDBOX_PORT and PORT; the portal's external addresses default to
// the sandbox it starts (SANDBOX_URL), unless set one by one (README, configuration).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhenNeeded } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const sandboxPort = process.env.SANDBOX_PORT ?? '4000';
const portalPort = process.env.PORT ?? '3000';
const host = process.env.HOST ?? 'localhost';
const sandboxUrl = process.env.SANDBOX_URL ?? `http://localhost:${sandboxPort}`;

buildWhenNeeded();

const children = [];
let stopping = false;

function run(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('Sandbox', ['--import', 'tsx', 'packages/sandbox/src/main.ts'], {
  cwd: root,
  env: {
    SANDBOX_PORT: sandboxPort,
    SANDBOX_PUBLIC_URL: process.env.SANDBOX_PUBLIC_URL ?? sandboxUrl,
    PORTAL_ORIGIN: process.env.PORTAL_ORIGIN ?? `http://localhost:${portalPort}`,
  },
});

async function waitFor(url) {
  for (let attempt = 0; attempt < 150 && !stopping; attempt++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

// The portal starts once the sandbox answers, so its first pages are not content failures.
const sandboxUp = await waitFor(`http://localhost:${sandboxPort}/health`);
// The portal's server (apps/web/server.mjs: react-router-serve's work plus the security headers on
// every answer, ADR 0015) runs in apps/web, where its `public` folder is.
if (!stopping)
  run('Portal', [join(web, 'server.mjs'), 'build/server/index.js'], {
    cwd: web,
    env: { PORT: portalPort, HOST: host, NODE_ENV: 'production', SANDBOX_URL: sandboxUrl },
  });

const portalUp = sandboxUp && (await waitFor(`http://localhost:${portalPort}/`));
if (sandboxUp && portalUp) {
  console.log(
    `\n  Sandbox platform: http://localhost:${sandboxPort}\n  Portal:           http://localhost:${portalPort}\n\n  Ctrl-C stops both.\n`,
  );
}
