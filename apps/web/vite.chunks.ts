import type { Rollup } from 'vite';

/** React, React DOM, the scheduler and React Router: every page runs them, and they change only with an upgrade. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0commonjsHelpers\.js$/;
/** What every page loads before it hydrates: the browser entry, the root route and the shell route. */
const FRAME_ROOTS = /[\\/]app[\\/](entry\.client\.tsx$|root\.tsx\?|routes[\\/]shell\.tsx\?)/;
/** Route modules stay in their route's chunk, as React Router lays them out. */
const ROUTE_MODULE = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]|layouts[\\/])/;
const STYLES = /\.css(\?|$)/;

/** Modules statically imported, directly or not, by the roots (dynamic imports are not followed). */
function staticClosure(meta: Rollup.ManualChunkMeta, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const baseName = (id: string) =>
  id
    .replace(/\?.*$/, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]+$/, '');

/**
 * The browser build's chunks (Rollup's manualChunks). Left alone, Rollup cuts what every page loads into
 * dozens of small shared chunks (one per combination of routes and lazy modules using them): each costs
 * a request, and its imports and exports cost bytes, often more than its code. Here two chunks take
 * what every page loads before it hydrates:
 * - `vendor`: React, React DOM and React Router;
 * - `frame`: the modules statically imported, directly or not, from the browser entry, the root route
 *   and the shell route (page chrome, shared blocks, core rules, the data layer). Rollup puts a manual
 *   chunk's static imports in it too, used or not, so what a feature's index re-exports comes along:
 *   a few modules that only some routes use (the game details view, live tables) load with every page.
 *   A module there that imports a stylesheet keeps a chunk of its own, and the stylesheet is a chunk
 *   of CSS only: the frame has no stylesheet, so no page links CSS it did not link before.
 * Route modules, lazily loaded modules (dynamic imports) and what only they import stay where Rollup
 * puts them.
 */
export function portalChunks(): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  return (id, meta) => {
    if (VENDOR.test(id)) return 'vendor';
    if (!chunkOf) {
      chunkOf = new Map();
      const roots = [...meta.getModuleIds()].filter((moduleId) => FRAME_ROOTS.test(moduleId));
      for (const moduleId of staticClosure(meta, roots)) {
        if (ROUTE_MODULE.test(moduleId) || VENDOR.test(moduleId)) continue;
        if (STYLES.test(moduleId)) {
          // A feature's stylesheet is a chunk of its own, CSS only (Vite keeps just the stylesheet), so each
          // module importing it loads the stylesheet and nothing else. The root route's stay with it.
          const importers = meta.getModuleInfo(moduleId)?.importers ?? [];
          if (!importers.some((importer) => ROUTE_MODULE.test(importer)))
            chunkOf.set(moduleId, `${baseName(moduleId)}-css`);
          continue;
        }
        const styled = meta.getModuleInfo(moduleId)?.importedIds.some((imported) => STYLES.test(imported));
        chunkOf.set(moduleId, styled ? baseName(moduleId) : 'frame');
      }
    }
    return chunkOf.get(id);
  };
}
