import { parseAst } from 'rollup/parseAst';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { assignChunks, usedClosure } from './vite.chunks';

const APP = '/portal/apps/web/app/';
const ROUTE = '?__react-router-build-client-route';

/**
 * A module graph as Rollup's manualChunks sees it, from source texts: each module's AST and the ids of
 * its sources (imports resolve `./x` to `${APP}x.ts` unless named in full).
 */
function graph(sources: Record<string, string>): Rollup.ManualChunkMeta {
  const resolve = (source: string) =>
    source.startsWith('/') ? source : `${APP}${source.replace(/^\.\//, '')}.ts`;
  const infos = new Map<string, Rollup.ModuleInfo>();
  for (const [id, code] of Object.entries(sources)) {
    const ast = parseAst(code);
    const importedIds: string[] = [];
    for (const node of ast.body as Array<{ source?: { value: string } | null }>)
      if (node.source && !importedIds.includes(resolve(node.source.value)))
        importedIds.push(resolve(node.source.value));
    infos.set(id, { id, ast, importedIds, isExternal: false } as unknown as Rollup.ModuleInfo);
  }
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const short = (ids: Iterable<string>) => [...ids].map((id) => id.replace(APP, '').replace(ROUTE, '')).sort();

describe('the modules a root uses', () => {
  it('follows a feature index only to the names taken from it', () => {
    const meta = graph({
      [`${APP}chrome.ts`]: `import { Modal } from './feature'; export const Chrome = () => Modal;`,
      [`${APP}feature.ts`]: `import { lazy } from './lazy'; export { View } from './view'; export { rule } from './rules'; export const Modal = lazy();`,
      [`${APP}view.ts`]: `import { rule } from './rules'; export const View = () => rule;`,
      [`${APP}rules.ts`]: `export const rule = 1;`,
      [`${APP}lazy.ts`]: `export const lazy = () => 0;`,
    });
    expect(short(usedClosure(meta, [`${APP}chrome.ts`]))).toEqual(['chrome.ts', 'feature.ts', 'lazy.ts']);
  });

  it('follows re-exports, `export *` and namespaces to the module that declares a name', () => {
    const meta = graph({
      [`${APP}root.ts`]: `import { a, b } from './index'; import * as all from './names'; export default [a, b, all];`,
      [`${APP}index.ts`]: `export { a } from './a'; export * from './b'; export * from './unused';`,
      [`${APP}a.ts`]: `export const a = 1;`,
      [`${APP}b.ts`]: `export const b = 2;`,
      [`${APP}unused.ts`]: `import './side'; export const c = 3;`,
      [`${APP}side.ts`]: `export const d = 4;`,
      [`${APP}names.ts`]: `import { e } from './e'; const f = 6; export { f }; export const n = e;`,
      [`${APP}e.ts`]: `export const e = 5;`,
    });
    // `b` is asked of every `export *` source: one that does not declare it is not used for it.
    expect(short(usedClosure(meta, [`${APP}root.ts`]))).toEqual([
      'a.ts',
      'b.ts',
      'e.ts',
      'names.ts',
      'root.ts',
    ]);
  });

  it('takes a whole module when it cannot read the names its code exports', () => {
    const meta = graph({
      [`${APP}root.ts`]: `import { x } from './index';`,
      [`${APP}index.ts`]: `export * from './pattern'; export * from './plain';`,
      [`${APP}pattern.ts`]: `import './dep'; export const { y } = { y: 1 };`,
      [`${APP}plain.ts`]: `export const z = 1;`,
      [`${APP}dep.ts`]: `export const w = 1;`,
    });
    expect(short(usedClosure(meta, [`${APP}root.ts`]))).toEqual(['dep.ts', 'pattern.ts', 'root.ts']);
  });
});

describe('the browser chunks', () => {
  const meta = graph({
    [`${APP}entry.client.tsx`]: `import { Chrome } from './chrome';`,
    [`${APP}root.tsx${ROUTE}`]: `export { default } from '${APP}root.tsx';`,
    [`${APP}root.tsx`]: `import { Chrome } from './chrome'; export default Chrome;`,
    [`${APP}chrome.ts`]: `import { Modal } from './feature'; import { format } from './format'; export const Chrome = [Modal, format];`,
    [`${APP}feature.ts`]: `export { View } from './view'; export const Modal = () => import('./after');`,
    [`${APP}format.ts`]: `export const format = 1;`,
    [`${APP}view.ts`]: `import { tile } from './tile'; export const View = tile;`,
    [`${APP}after.ts`]: `import { session } from './session'; import { money } from './money'; export default [session, money];`,
    [`${APP}session.ts`]: `export const session = 1;`,
    [`${APP}money.ts`]: `export const money = 1;`,
    [`${APP}tile.ts`]: `import { money } from './money'; export const tile = money;`,
    [`${APP}lobby-widgets.ts`]: `import { tile } from './tile'; export const widgets = tile;`,
    ...Object.fromEntries(
      ['lobby', 'live-lobby', 'game', 'category', 'provider'].map((name) => [
        `${APP}routes/${name}.tsx${ROUTE}`,
        name.includes('lobby')
          ? `import { widgets } from '${APP}lobby-widgets.ts'; export default widgets;`
          : `import { View } from '${APP}feature.ts'; export default View;`,
      ]),
    ),
  });
  const chunks = (() => {
    const assigned = assignChunks(meta);
    return Object.fromEntries([...assigned].map(([id, chunk]) => [id.replace(APP, ''), chunk]));
  })();

  it('puts what the entry, the root and the shell use in the frame, not what their imports merely re-export', () => {
    expect(chunks['chrome.ts']).toBe('frame');
    expect(chunks['format.ts']).toBe('frame');
    expect(chunks['feature.ts']).toBe('frame');
    expect(chunks['view.ts']).not.toBe('frame');
  });

  it('puts what only the after-hydration code uses in one chunk, and what a route uses too in the frame', () => {
    const after = graph({
      [`${APP}domains/player/session/session-services.tsx`]: `import { session } from '${APP}session.ts'; import { money } from '${APP}money.ts';`,
      [`${APP}session.ts`]: `export const session = 1;`,
      [`${APP}money.ts`]: `export const money = 1;`,
      [`${APP}routes/game.tsx${ROUTE}`]: `import { money } from '${APP}money.ts'; export default money;`,
    });
    const assigned = assignChunks(after);
    expect(assigned.get(`${APP}domains/player/session/session-services.tsx`)).toBe('after-hydration');
    expect(assigned.get(`${APP}session.ts`)).toBe('after-hydration');
    expect(assigned.get(`${APP}money.ts`)).toBe('frame');
  });

  it('gives what many routes use to `blocks`, what two lobbies share to their own chunk, and leaves route modules alone', () => {
    // The tile: the game, category and provider routes through the view, and both lobbies.
    expect(chunks['tile.ts']).toBe('blocks');
    expect(chunks['view.ts']).toBe('category+game+provider');
    expect(chunks['lobby-widgets.ts']).toBe('live-lobby+lobby');
    expect(chunks[`routes/lobby.tsx${ROUTE}`]).toBeUndefined();
    expect(chunks[`root.tsx${ROUTE}`]).toBeUndefined();
  });
});
