#!/usr/bin/env node
// Commit subjects stay under 100 characters; the detail goes in the body (issue 44 item 7, ADR 0070).
// The history up to 454a966 keeps its long subjects: decision records and benchmark notes cite its
// hashes, which a rewrite of the published main would break.
import { spawnSync } from 'node:child_process';

const BASE = '454a966';
const LIMIT = 100;
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

if (git('cat-file', '-e', `${BASE}^{commit}`).status !== 0) {
  console.log(`commit subjects: ${BASE} is not in this clone (shallow?), nothing to check`);
  process.exit(0);
}
const long = git('log', '--format=%h %s', `${BASE}..HEAD`)
  .stdout.split('\n')
  .filter((line) => line.length - line.indexOf(' ') - 1 >= LIMIT);
for (const line of long) console.error(`subject of ${LIMIT} characters or more: ${line}`);
process.exit(long.length > 0 ? 1 : 0);
