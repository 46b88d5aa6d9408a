#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: what a change touches, in a few minutes, while working (issue 42).
// Against <ref> (default: HEAD, i.e. the uncommitted changes): the type checks, the linter on the changed
// files and the import rules, the unit tests that import a changed file (Vitest's module graph), the
// build when the portal's sources changed, and the journeys whose spec or its imports changed
// (Playwright's --only-changed), on both devices. `npm test` stays the whole suite (README, Tests).
import { spawnSync } from 'node:child_process';

const ref = process.argv[2] ?? 'HEAD';
const run = (command, args) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (status !== 0) process.exit(status ?? 1);
};
const changed = spawnSync('git', ['diff', '--name-only', ref], { encoding: 'utf8' })
  .stdout.split('\n')
  .concat(
    spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { encoding: 'utf8' }).stdout.split('\n'),
  )
  .filter(Boolean);
if (changed.length === 0) {
  console.log(`Nothing changed against ${ref}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed against ${ref}.`);

run('npm', ['run', 'typecheck']);
const checked = changed.filter((file) => /\.(ts|tsx|mjs|js|json|css)$/.test(file));
if (checked.length > 0) run('npx', ['biome', 'check', '--no-errors-on-unmatched', ...checked]);
run('npm', ['run', 'lint:imports']);
run('npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']);
if (changed.some((file) => file.startsWith('e2e/') || file === 'playwright.config.ts'))
  run('npx', ['playwright', 'test', '--only-changed', ref]);
