/**
 * JavaScript a first visit downloads, gzip-compressed, from the production build's asset manifest:
 * the client entry and the modules of every route on the page's match chain.
 * Run after `npm run build`: `npm run bench:bundle`. Budget (architecture.md): 120 KB for `/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const build = (await import(join(web, 'build/server/index.js'))) as {
  assets: {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
};

const pages: Record<string, string[]> = {
  '/': ['root', 'shell', 'layout-default', 'preview'],
  '/toate-jocurile': ['root', 'shell', 'layout-default', 'preview-all-games'],
  '/joc/{game}': ['root', 'shell', 'layout-default', 'preview-games-game'],
  '/cazinou-live': ['root', 'shell', 'layout-live-casino', 'preview-live-casino'],
};

const gzipped = new Map<string, number>();
function size(url: string): number {
  let bytes = gzipped.get(url);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(web, 'build/client', url)), { level: 9 }).length;
    gzipped.set(url, bytes);
  }
  return bytes;
}

for (const [page, chain] of Object.entries(pages)) {
  const { entry, routes } = build.assets;
  const files = new Set([entry.module, ...entry.imports]);
  for (const id of chain) {
    const route = routes[id];
    if (!route) throw new Error(`No route ${id} in the build`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const total = [...files].reduce((sum, file) => sum + size(file), 0);
  console.log(
    `first-visit-js ${page}: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files (budget 120 KB)`,
  );
}
