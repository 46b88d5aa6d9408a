import type { Rollup } from 'vite';

/** React, React DOM, the scheduler and React Router: every page runs them, and they change only with an upgrade. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0commonjsHelpers\.js$/;
/** What every page loads before it hydrates: the browser entry, the root route and the shell route. */
const FRAME_ROOTS = /[\\/]app[\\/](entry\.client\.tsx$|root\.tsx\?|routes[\\/]shell\.tsx\?)/;
/** Route modules stay in their route's chunk, as React Router lays them out. */
const ROUTE_MODULE = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]|layouts[\\/])/;
/** A route as the browser build sees it: React Router's client part of a route module. */
const ROUTE_ENTRY =
  /[\\/]app[\\/](root\.tsx|routes[\\/].+|layouts[\\/].+)\?__react-router-build-client-route/;
/**
 * What every page loads once it has hydrated, whoever the visitor is (ADR 0018): deciding whether the
 * visitor is a player, web messages, cookie consent, the support chat's entry, the app version check,
 * the native-app banner, the global API and the jackpot badges of tiles.
 */
const AFTER_HYDRATION_ROOTS =
  /[\\/]app[\\/](features[\\/](web-messages[\\/]web-messages|cookie-consent[\\/]cookie-consent-services|support-chat[\\/]support-chat-services|app-version[\\/]app-version-watcher|native-banner[\\/]native-app-banner)|domains[\\/](player[\\/]session[\\/]session-services|catalogue[\\/]jackpots[\\/](game-jackpot-badge|api[\\/]jackpots))|shell[\\/]portal-api[\\/]portal-api)\.tsx?$/;

const baseName = (id: string) =>
  id
    .replace(/\?.*$/, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]+$/, '');

/** Names a module asks of another: `*` for all of them (a namespace, a bare import, a whole route module). */
type Names = ReadonlySet<string> | '*';

interface ModuleLinks {
  /** Each import declaration's module and the names it takes. */
  imports: Array<{ id: string; names: Names }>;
  /** Names exported from another module: exported name -> [module, its name]. */
  reexports: Map<string, { id: string; name: string }>;
  /** `export * from` modules. */
  stars: string[];
  /** Names the module's own code exports. */
  locals: Set<string>;
  /** An export of its own code whose name could not be read (a destructuring): any name may be one. */
  opaque: boolean;
}

type AstNode = {
  type: string;
  declaration?: { id?: { name?: string } | null; declarations?: Array<{ id: { name?: string } }> } | null;
  source?: { value: unknown } | null;
  specifiers?: AstNode[];
  imported?: { name?: string; value?: unknown };
  local?: { name?: string; value?: unknown };
  exported?: { name?: string; value?: unknown } | null;
};

const nameOf = (node: { name?: string; value?: unknown } | undefined | null) =>
  node ? (node.name ?? String(node.value)) : 'default';

/**
 * Which module each of a module's import and export declarations names, from its AST. Rollup lists a
 * module's imported ids in the order their sources first appear; `undefined` when they do not line up
 * (then the module is followed whole).
 */
function linksOf(info: Rollup.ModuleInfo): ModuleLinks | undefined {
  const body = (info.ast as unknown as { body?: AstNode[] } | null)?.body;
  if (!body) return undefined;
  const sources: string[] = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  if (sources.length !== info.importedIds.length) return undefined;
  const idOf = (node: AstNode) => info.importedIds[sources.indexOf(node.source!.value as string)]!;
  const links: ModuleLinks = {
    imports: [],
    reexports: new Map(),
    stars: [],
    locals: new Set(),
    opaque: false,
  };
  for (const node of body) {
    if (node.type === 'ExportDefaultDeclaration') links.locals.add('default');
    if (node.type === 'ExportNamedDeclaration' && !node.source) {
      const declared = node.declaration
        ? (node.declaration.declarations?.map((d) => d.id) ?? [node.declaration.id])
        : [];
      for (const identifier of declared) {
        if (identifier?.name) links.locals.add(identifier.name);
        else links.opaque = true;
      }
      for (const specifier of node.specifiers ?? []) links.locals.add(nameOf(specifier.exported));
    }
    if (!node.source || typeof node.source.value !== 'string') continue;
    const id = idOf(node);
    if (node.type === 'ImportDeclaration') {
      const specifiers = node.specifiers ?? [];
      const names =
        specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
          ? '*'
          : new Set(
              specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
            );
      links.imports.push({ id, names });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) links.reexports.set(nameOf(node.exported), { id, name: '*' });
      else links.stars.push(id);
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers ?? [])
        links.reexports.set(nameOf(specifier.exported), { id, name: nameOf(specifier.local) });
    }
  }
  return links;
}

/**
 * The modules the roots use, following the names each module imports through re-exports, as Rollup's
 * tree-shaking does (the portal's modules are free of side effects but stylesheets): a feature index a
 * root imports one lazy wrapper from does not bring the components it re-exports for the routes.
 * Dynamic imports are not followed. Over-approximates within a module: a module with any name used
 * brings everything its own code imports.
 */
export function usedClosure(meta: Rollup.ManualChunkMeta, roots: Iterable<string>): Set<string> {
  const links = new Map<string, ModuleLinks | undefined>();
  const asked = new Map<string, Set<string> | '*'>();
  const whole = new Set<string>();
  const used = new Set<string>();
  const queue: Array<[string, Names]> = [...roots].map((id) => [id, '*']);
  while (queue.length > 0) {
    const [id, names] = queue.pop()!;
    const info = meta.getModuleInfo(id);
    if (!info || info.isExternal) continue;
    const before = asked.get(id);
    if (before === '*') continue;
    const fresh = names === '*' ? '*' : [...names].filter((name) => !before?.has(name));
    if (fresh !== '*' && fresh.length === 0) continue;
    asked.set(id, fresh === '*' ? '*' : new Set([...(before ?? []), ...fresh]));
    if (!links.has(id)) links.set(id, linksOf(info));
    const moduleLinks = links.get(id);
    if (!moduleLinks) {
      used.add(id);
      for (const imported of info.importedIds) queue.push([imported, '*']);
      continue;
    }
    const needsBody =
      fresh === '*' ||
      fresh.some(
        (name) => moduleLinks.locals.has(name) || (moduleLinks.opaque && !moduleLinks.reexports.has(name)),
      );
    if (needsBody && !whole.has(id)) {
      whole.add(id);
      used.add(id);
      for (const { id: imported, names: importedNames } of moduleLinks.imports)
        queue.push([imported, importedNames]);
    }
    for (const name of fresh === '*' ? moduleLinks.reexports.keys() : fresh) {
      const target = moduleLinks.reexports.get(name);
      if (moduleLinks.locals.has(name)) continue;
      if (target) queue.push([target.id, target.name === '*' ? '*' : new Set([target.name])]);
      else for (const star of moduleLinks.stars) queue.push([star, name === '*' ? '*' : new Set([name])]);
    }
    if (fresh === '*') for (const star of moduleLinks.stars) queue.push([star, '*']);
  }
  return used;
}

/** Route modules used by at least this many routes go to `blocks` (the game tile, cards, listings, meta). */
const BLOCKS_MIN_ROUTES = 4;

/**
 * The browser build's chunks (manualChunks with `onlyExplicitManualChunks`). Left alone, Rollup cuts a
 * page's scripts into dozens of small chunks, each a request with its own imports and exports, so modules
 * are grouped by what uses them (see {@link usedClosure}): `vendor`, `frame`, `after-hydration`, `blocks`
 * and one chunk per set of two or three routes. The chunks and why none imports another both ways: ADR 0018.
 */
export function assignChunks(meta: Rollup.ManualChunkMeta): Map<string, string> {
  const chunkOf = new Map<string, string>();
  const ids = [...meta.getModuleIds()];
  const movable = (id: string) => !ROUTE_MODULE.test(id) && !VENDOR.test(id);
  const assign = (modules: Iterable<string>, chunk: (id: string) => string | undefined) => {
    for (const id of modules) {
      const name = movable(id) && !chunkOf.has(id) ? chunk(id) : undefined;
      if (name) chunkOf.set(id, name);
    }
  };
  const routes = ids.filter((id) => ROUTE_ENTRY.test(id) && !FRAME_ROOTS.test(id));
  const usersOf = new Map<string, string[]>();
  for (const route of routes)
    for (const id of usedClosure(meta, [route]))
      usersOf.set(id, [...(usersOf.get(id) ?? []), baseName(route)]);

  assign(
    usedClosure(
      meta,
      ids.filter((id) => FRAME_ROOTS.test(id)),
    ),
    () => 'frame',
  );
  assign(
    usedClosure(
      meta,
      ids.filter((id) => AFTER_HYDRATION_ROOTS.test(id)),
    ),
    (id) => (usersOf.has(id) ? 'frame' : 'after-hydration'),
  );
  assign(usersOf.keys(), (id) => {
    const users = usersOf.get(id)!;
    if (users.length >= BLOCKS_MIN_ROUTES) return 'blocks';
    return users.length > 1 ? [...users].sort().join('+') : undefined;
  });
  return chunkOf;
}

export function portalChunks(): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  return (id, meta) => {
    if (VENDOR.test(id)) return 'vendor';
    chunkOf ??= assignChunks(meta);
    return chunkOf.get(id);
  };
}
