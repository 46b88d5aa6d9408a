#!/usr/bin/env node
/**
 * `npm run start:fleet` (issue 43 item 1, ADR 0063): the sandbox, Redis, FLEET_SIZE portals and HAProxy on
 * one machine, from scripts/fleet.mjs, built first when stale. A dead portal is started again; SIGHUP (or
 * `-- restart`) restarts them one at a time; Ctrl-C stops all. Ports: README, "A fleet on one machine".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWhenNeeded } from './build.mjs';
import { binary, startFleet } from './fleet.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const port = number('PORT', 3000);
const pidFile = join(tmpdir(), `cazino-regal-fleet-${port}.pid`);

if (process.argv[2] === 'restart') {
  // Another terminal asks the running fleet for a rolling restart.
  let pid;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGHUP');
  } catch {
    console.error(`No fleet runs on port ${port} (${pidFile}).`);
    process.exit(1);
  }
  console.log(`Rolling restart asked of the fleet (pid ${pid}); its own output follows it.`);
  process.exit(0);
}

for (const [command, variable] of [
  ['redis-server', 'REDIS_SERVER'],
  ['haproxy', 'HAPROXY'],
]) {
  try {
    execFileSync(binary(command, variable), ['-v'], { stdio: 'ignore' });
  } catch {
    console.error(
      `${command} is missing: apt-get install ${command} (Debian's package; .ci/run installs it).`,
    );
    process.exit(1);
  }
}

buildWhenNeeded();

const size = number('FLEET_SIZE', 3);
console.log(`[fleet] starting the sandbox, Redis, ${size} portal processes and HAProxy…`);
let fleet;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('[fleet] stopping everything…');
  await fleet?.stop();
  rmSync(pidFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  fleet = await startFleet({
    size,
    host: process.env.HOST || '127.0.0.1',
    port,
    portalPort: number('FLEET_PORTAL_PORT', port + 1),
    metricsPort: number('FLEET_METRICS_PORT', 9464),
    sandboxPort: number('SANDBOX_PORT', 4000),
    redisPort: number('REDIS_PORT', 6380),
  });
} catch (error) {
  console.error(`[fleet] ${error.message}`);
  await stop(1);
}
if (stopping) await new Promise(() => {});

writeFileSync(pidFile, String(process.pid));
process.on('SIGHUP', async () => {
  console.log('[fleet] rolling restart: one portal at a time');
  try {
    await fleet.rollingRestart();
    console.log('[fleet] rolling restart done');
  } catch (error) {
    console.error(`[fleet] rolling restart failed: ${error.message}`);
  }
});

const pad = (label) => `${label}:`.padEnd(20);
console.log(
  [
    '',
    `  ${pad('Portal (HAProxy)')}${fleet.url}`,
    ...fleet.portals.map(
      (portal) => `  ${pad(portal.name)}${portal.url}   metrics ${portal.metrics}   (/readyz, /healthz)`,
    ),
    `  ${pad('Redis')}${fleet.redisUrl}`,
    `  ${pad('Sandbox platform')}${fleet.sandboxUrl}`,
    `  ${pad('HAProxy config')}${fleet.haproxyCfg}`,
    `  ${pad('HAProxy stats')}echo 'show stat' | socat stdio ${fleet.statsSocket}`,
    '',
    `  Rolling restart: kill -HUP ${process.pid}   or   npm run start:fleet -- restart`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
