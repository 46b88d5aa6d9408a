/**
 * The import rules (ADR 0008) hold for the portal, and they fire: a scratch portal with one violation of
 * each rule is refused. `npm run lint` runs the same rules over the real code.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Runs the rules as `npm run lint` does, in a folder laid out like the repository. */
function violations(cwd: string): string[] {
  const run = spawnSync(
    process.execPath,
    [depcruise, 'apps/web/app', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    // The JSON report lists every module of the portal: well past spawnSync's 1 MiB default.
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((item) => `${item.rule.name}: ${item.from} -> ${item.to}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'portal-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// dependency-cruiser parses the whole portal: seconds of work, more on a loaded machine.
describe('the portal import rules', { timeout: 60_000 }, () => {
  it('hold for the portal', () => {
    expect(violations(root)).toEqual([]);
  });

  it('refuse a cycle, an upward import, a reach into another feature, and a service importing a feature', () => {
    write(
      'apps/web/tsconfig.depcruise.json',
      JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '~/*': ['./app/*'] } } }),
    );
    write('apps/web/app/features/a/index.ts', "export { b } from '~/features/b/inner';\n");
    write(
      'apps/web/app/features/b/inner.ts',
      "import { a } from '~/features/a';\nexport const b = () => a;\n",
    );
    write('apps/web/app/features/b/index.ts', "export { b } from './inner';\n");
    write('apps/web/app/shared/x.ts', "import { b } from '~/features/b';\nexport const x = b;\n");
    write('apps/web/app/platform/s.ts', "import { b } from '~/features/b';\nexport const s = b;\n");
    const found = violations(scratch);
    const rules = new Set(found.map((line) => line.split(':')[0]));
    expect(rules).toEqual(
      new Set([
        'no-circular',
        'feature-internals-are-private',
        'shared-is-below-features',
        'platform-is-adapters',
      ]),
    );
  });
});
