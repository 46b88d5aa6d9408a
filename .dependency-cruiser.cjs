/**
 * The portal's floors and its import rules (ADR 0066), top down: routes and layouts -> shell (the only
 * place where leaf features meet) -> features (a feature imports no other feature) -> domains (player,
 * then catalogue above it) -> shared -> platform (server and browser adapters) -> core. Never back up,
 * never in a circle; an area (a feature, or a domain's folder) is used through its index.
 * apps/web/app/architecture.test.ts proves that each rule fires.
 */
const path = require('node:path');

const APP = '^apps/web/app/';
/** An area: a feature, or a folder of a domain (domains/catalogue/games), used through its index. */
const AREA = '(features|domains/[^/]+)/[^/]+';
const INDEX = `${APP}${AREA}/index(\\.server)?\\.tsx?$`;
/** Route modules (routes, layouts, the root route): the framework keeps their loaders off the browser. */
const ROUTE_MODULES = `${APP}(routes/|layouts/|root\\.tsx$)`;
/** The domains, bottom up: each may import those before it, never one after it. */
const DOMAINS = ['player', 'catalogue'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle at any level (type-only imports count: a cycle of types is still a knot).',
      from: { path: APP },
      to: { circular: true },
    },
    {
      name: 'features-are-leaves',
      severity: 'error',
      comment:
        'A feature imports no other feature: features meet in the shell, which hands one to another (a prop).',
      from: { path: `${APP}features/([^/]+)/` },
      to: { path: `${APP}features/`, pathNot: `${APP}features/$1/` },
    },
    {
      name: 'features-are-below-the-shell',
      severity: 'error',
      comment: 'A capability never imports the composition that assembles it, nor routes.',
      from: { path: `${APP}features/` },
      to: { path: `${APP}(shell|routes|layouts|middleware)/` },
    },
    {
      name: 'domains-are-below-features',
      severity: 'error',
      comment: 'A domain is what features stand on: it knows no feature, no composition and no route.',
      from: { path: `${APP}domains/` },
      to: { path: `${APP}(features|shell|routes|layouts|middleware)/` },
    },
    ...DOMAINS.slice(0, -1).map((domain, index) => ({
      name: 'domains-one-way',
      severity: 'error',
      comment: `The ${domain} domain stands below ${DOMAINS.slice(index + 1).join(', ')}: it never imports them.`,
      from: { path: `${APP}domains/${domain}/` },
      to: { path: `${APP}domains/(${DOMAINS.slice(index + 1).join('|')})/` },
    })),
    {
      name: 'area-internals-are-private',
      severity: 'error',
      comment: "Another area's files are reached through its index.ts or index.server.ts only.",
      from: { path: `${APP}(${AREA})/` },
      to: { path: `${APP}${AREA}/`, pathNot: [`${APP}$1/`, INDEX] },
    },
    {
      name: 'areas-through-their-index',
      severity: 'error',
      comment: 'Routes, layouts, the shell and a domain’s own modules use an area through its index.',
      from: { path: APP, pathNot: `${APP}${AREA}/` },
      to: { path: `${APP}${AREA}/`, pathNot: INDEX },
    },
    {
      name: 'shared-knows-no-capability',
      severity: 'error',
      comment: 'Shared building blocks know no feature, no domain, no composition and no route.',
      from: { path: `${APP}shared/` },
      to: { path: `${APP}(features|domains|shell|routes|layouts|middleware)/` },
    },
    {
      name: 'platform-is-adapters',
      severity: 'error',
      comment: 'The platform adapts the outside world; it never reaches into the portal above it.',
      from: { path: `${APP}platform/` },
      to: { path: APP, pathNot: `${APP}platform/` },
    },
    {
      name: 'platform-sides-apart',
      severity: 'error',
      comment: "The browser's adapters and the server's never import each other (both read platform/*.ts).",
      from: { path: `${APP}platform/(browser|server)/` },
      to: { path: `${APP}platform/(browser|server)/`, pathNot: `${APP}platform/$1/` },
    },
    {
      name: 'server-modules-are-named-so',
      severity: 'error',
      comment: 'A module of platform/server is named *.server.ts, so the bundler refuses it in the browser.',
      from: { path: APP },
      to: { path: `${APP}platform/server/`, pathNot: '\\.server\\.tsx?$' },
    },
    {
      name: 'node-only-on-the-server',
      severity: 'error',
      comment:
        "Node's modules only in *.server.ts modules and in route modules (their loaders stay on the server).",
      from: { path: APP, pathNot: ['\\.server\\.tsx?$', ROUTE_MODULES] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-uses-no-server-module',
      severity: 'error',
      comment:
        'Code that reaches the browser takes types only from a *.server.ts module (route modules are ' +
        'split by the framework: their loaders and middleware use the server modules).',
      from: { path: APP, pathNot: ['\\.server\\.tsx?$', ROUTE_MODULES] },
      to: { path: '\\.server\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shell-is-below-routes',
      severity: 'error',
      from: { path: `${APP}shell/` },
      to: { path: `${APP}(routes|layouts)/` },
    },
    {
      name: 'middleware-is-plumbing',
      severity: 'error',
      comment: 'Request middleware works with the platform and shared blocks only.',
      from: { path: `${APP}middleware/` },
      to: { path: `${APP}(features|domains|shell|routes|layouts)/` },
    },
    {
      name: 'test-support-stays-out',
      severity: 'error',
      comment: "The tests' helpers (apps/web/test-support) are never part of the portal.",
      from: { path: APP },
      to: { path: '^apps/web/test-support/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/\\+types/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    // The portal's `~/*` and `~test-support/*` aliases with the baseUrl the resolver needs, in the folder it runs in.
    tsConfig: { fileName: path.join(process.cwd(), 'apps/web/tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
