import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { portalChunks } from './vite.chunks';
import { inlineFrameCss } from './vite.inline-css';

export default defineConfig({
  plugins: [reactRouter(), inlineFrameCss()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, host: 'localhost' },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
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
