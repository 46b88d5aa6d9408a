/**
 * The portal's import rules (architecture.md, ADR 0008): routes and layouts -> shell -> features ->
 * shared -> platform (adapters) and core, never back up, never in a circle; a feature uses another feature only
 * through that feature's index.ts (or index.server.ts on the server).
 */
const path = require('node:path');

const APP = '^apps/web/app/';

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
      name: 'platform-is-adapters',
      severity: 'error',
      comment: 'The platform adapts the outside world; it never reaches into the portal above them.',
      from: { path: `${APP}platform/` },
      to: { path: `${APP}(features|shared|shell|routes|layouts|middleware)/` },
    },
    {
      name: 'shared-is-below-features',
      severity: 'error',
      comment: 'Shared building blocks know no capability, no composition and no route.',
      from: { path: `${APP}shared/` },
      to: { path: `${APP}(features|shell|routes|layouts|middleware)/` },
    },
    {
      name: 'features-are-below-the-shell',
      severity: 'error',
      comment: 'A capability never imports the composition that assembles it, nor routes.',
      from: { path: `${APP}features/` },
      to: { path: `${APP}(shell|routes|layouts|middleware)/` },
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
      to: { path: `${APP}(features|shell|routes|layouts)/` },
    },
    {
      name: 'feature-internals-are-private',
      severity: 'error',
      comment: "Another feature's files are reached through its index.ts or index.server.ts only.",
      from: { path: `${APP}features/([^/]+)/` },
      to: {
        path: `${APP}features/[^/]+/`,
        pathNot: [`${APP}features/$1/`, `${APP}features/[^/]+/index(\\.server)?\\.tsx?$`],
      },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment: 'Routes, layouts and the shell use a feature through its index.ts or index.server.ts.',
      from: { path: `${APP}(shell|routes|layouts|root\\.tsx|entry\\.)` },
      to: {
        path: `${APP}features/[^/]+/`,
        pathNot: `${APP}features/[^/]+/index(\\.server)?\\.tsx?$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/\\+types/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    // The portal's `~/*` path alias with the baseUrl the resolver needs, in the folder it runs in.
    tsConfig: { fileName: path.join(process.cwd(), 'apps/web/tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
