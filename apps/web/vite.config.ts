import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { portalChunks } from './vite.chunks';
import { compileHints } from './vite.compile-hints';
import { inlineFrameCss } from './vite.inline-css';
import { reactRouterProduction } from './vite.react-router-production';

export default defineConfig({
  plugins: [
    reactRouter(),
    // React Router's production build in the browser, not the development one its exports name (ADR 0055).
    reactRouterProduction(),
    inlineFrameCss(),
    // The scripts every page runs before it hydrates are compiled as they arrive (ADR 0047).
    compileHints(['vendor', 'frame']),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, host: 'localhost' },
  build: {
    target: 'es2022',
    // Terser's output is about 4 % smaller than esbuild's once gzipped (React, React Router and ours:
    // about 5.5 KiB of a guest's first visit), for some seconds more build (issue 13, ADR 0028). Vite
    // reads these two at the top level only; the server build stays unminified (its environment's
    // `minify` is off).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  environments: {
    ssr: { build: { minify: false } },
    client: {
      build: {
        // A dynamic import asks for its chunk alone; the chunk's own imports follow from it. Vite's
        // helper would add a module preload link per dependency, in the middle of hydration's commit,
        // and each change to the page then costs the simulated phone far more than the chunk's round
        // trip saves (ADR 0027). Stylesheets are still preloaded, so nothing shows unstyled.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
        rollupOptions: {
          output: { manualChunks: portalChunks(), onlyExplicitManualChunks: true },
          // Chunks that import each other run a module before the one it needs is initialised: the page
          // throws while hydrating. Rollup only warns about it; the build fails instead.
          onwarn(warning, warn) {
            if (warning.code === 'CIRCULAR_CHUNK') throw new Error(warning.message);
            warn(warning);
          },
        },
      },
    },
  },
});
