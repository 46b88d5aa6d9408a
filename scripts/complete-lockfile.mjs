#!/usr/bin/env node
// The registry this project installs from carries only some platforms' builds of packages such as
// @biomejs/cli-* and @rollup/rollup-*. npm then leaves the other platforms' optional dependencies out
// of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds the missing optional
// entries with their platform fields, so npm ci skips them on other platforms and fetches them on
// theirs. Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const path = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu =
    parts.find((part) => CPU.includes(part)) ??
    (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf')
      ? 'arm'
      : undefined);
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.some((part) => part.startsWith('gnu')) && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const location = `${key ? `${key}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[location] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !cpu) continue;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
