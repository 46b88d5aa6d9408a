#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find, with each step's time printed
// at the end (issue 42). Two pairs run side by side, because neither of them keeps both cores busy on its
// own (measured; ADR 0067): the type checks beside the linter, and the fault matrix (one worker, mostly
// waiting for its faults' timeouts and its portal's cold starts, on a sandbox and portal of its own)
// beside the journeys. The second of each pair prints its output when it ends, so nothing interleaves.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/** One step: an npm script, its output streamed (`live`) or held and printed when it ends. */
const step = (script, { live = true } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (live) console.log(`\n──── ${script} ────`);
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let held = '';
    if (!live) {
      child.stdout.on('data', (chunk) => {
        held += chunk;
      });
      child.stderr.on('data', (chunk) => {
        held += chunk;
      });
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!live) {
        mkdirSync('test-results', { recursive: true });
        writeFileSync(`test-results/${script.replace(/\W/g, '-')}.log`, held);
        process.stdout.write(`\n──── ${script} (held while another step ran) ────\n${held}`);
      }
      resolve({ script, ok: code === 0, code: code ?? (signal ? 1 : 0), seconds });
    });
  });

const stages = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['build'],
  ['test:server'],
  ['test:fleet'],
  ['test:e2e', 'test:faults'],
];

const results = [];
const started = Date.now();
for (const stage of stages) {
  const done = await Promise.all(stage.map((script, index) => step(script, { live: index === 0 })));
  results.push(...done);
  if (done.some((result) => !result.ok)) break;
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test, by step (m:ss; steps on one line ran side by side):');
for (const stage of stages) {
  const line = stage
    .map((script) => results.find((result) => result.script === script))
    .filter(Boolean)
    .map((result) => `${result.script} ${minutes(result.seconds)}${result.ok ? '' : ' FAILED'}`);
  if (line.length > 0) console.log(`  ${line.join('  ∥  ')}`);
}
console.log(`  total ${minutes((Date.now() - started) / 1000)}`);
process.exit(results.find((result) => !result.ok)?.code ?? 0);
