/**
 * The import rules (ADR 0066) hold for the portal, and each of them fires: a scratch portal that breaks
 * every rule once is refused for exactly those imports. `npm run lint` runs the same rules over the code.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.cjs');

/** Runs the rules as `npm run lint` does, in a folder laid out like the repository. */
function violations(cwd: string): string[] {
  const run = spawnSync(
    process.execPath,
    [depcruise, 'apps/web/app', '--config', config, '--output-type', 'json'],
    {
      cwd,
      encoding: 'utf8',
      // The JSON report lists every module of the portal: well past spawnSync's 1 MiB default.
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((item) => `${item.rule.name}: ${item.from} -> ${item.to}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'portal-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A module of the scratch portal (a path under apps/web/app unless it says otherwise). */
function write(path: string, text: string) {
  const file = join(scratch, path.startsWith('apps/') ? path : `apps/web/app/${path}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const LEAF = 'export const leaf = 1;\n';

/**
 * One import that breaks each rule: [rule, importing module, imported module]. Every other import of
 * the scratch portal is allowed, so a rule that stopped firing, or one that fires too widely, shows.
 */
const BROKEN: [rule: string, from: string, to: string][] = [
  ['features-are-leaves', 'features/lobby/index.ts', 'features/shelves/index.ts'],
  ['features-are-below-the-shell', 'features/search/index.ts', 'shell/chrome.ts'],
  ['domains-are-below-features', 'domains/catalogue/games/index.ts', 'features/shelves/index.ts'],
  ['domains-one-way', 'domains/player/session/index.ts', 'domains/catalogue/tiles/index.ts'],
  ['area-internals-are-private', 'domains/catalogue/details/index.ts', 'domains/catalogue/tiles/tile.ts'],
  ['areas-through-their-index', 'shell/menu.ts', 'domains/catalogue/tiles/tile.ts'],
  ['shared-knows-no-capability', 'shared/block.ts', 'domains/player/player-data.ts'],
  ['platform-is-adapters', 'platform/browser/feed.ts', 'shared/text.ts'],
  ['platform-sides-apart', 'platform/server/session.server.ts', 'platform/browser/identity.ts'],
  ['server-modules-are-named-so', 'platform/server/page.server.ts', 'platform/server/headers.ts'],
  ['browser-code-uses-no-server-module', 'features/search/view.ts', 'platform/server/cache.server.ts'],
  ['shell-is-below-routes', 'shell/crumbs.ts', 'routes/page.tsx'],
  ['middleware-is-plumbing', 'middleware/language.server.ts', 'features/shelves/index.ts'],
  ['test-support-stays-out', 'shell/banner.ts', 'apps/web/test-support/sandbox.ts'],
];

/** `import '~/x'` for a module of the portal, `~test-support/x` for a test helper. */
function specifier(path: string): string {
  const bare = path.replace(/\.tsx?$/, '').replace(/\/index$/, '');
  return bare.startsWith('apps/web/test-support/')
    ? `~test-support/${bare.slice('apps/web/test-support/'.length)}`
    : `~/${bare}`;
}

const full = (path: string) => (path.startsWith('apps/') ? path : `apps/web/app/${path}`);

// dependency-cruiser parses the whole portal: seconds of work, more on a loaded machine.
describe('the portal import rules', { timeout: 60_000 }, () => {
  it('hold for the portal', () => {
    expect(violations(root)).toEqual([]);
  });

  it('each refuse the import that breaks it, and nothing else', () => {
    write(
      'apps/web/tsconfig.depcruise.json',
      JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: { '~/*': ['./app/*'], '~test-support/*': ['./test-support/*'] },
        },
      }),
    );
    const imports = new Map<string, string[]>();
    for (const [, from, to] of BROKEN) imports.set(from, [...(imports.get(from) ?? []), to]);
    const modules = new Set(BROKEN.flatMap(([, from, to]) => [from, to]));
    for (const module of modules) {
      const lines = (imports.get(module) ?? []).map((to) => `import '${specifier(to)}';\n`);
      write(module, lines.join('') + LEAF);
    }
    // Two more that each break a rule of their own: a cycle, and Node's zlib outside a server module.
    write('features/loop/index.ts', `import './step';\n${LEAF}`);
    write('features/loop/step.ts', `import './index';\n${LEAF}`);
    write('shared/zip.ts', `import 'node:zlib';\n${LEAF}`);

    expect(violations(scratch).sort()).toEqual(
      [
        ...BROKEN.map(([rule, from, to]) => `${rule}: ${full(from)} -> ${full(to)}`),
        'no-circular: apps/web/app/features/loop/index.ts -> apps/web/app/features/loop/step.ts',
        'node-only-on-the-server: apps/web/app/shared/zip.ts -> zlib',
      ].sort(),
    );
  });
});
