import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { portalChunks } from './vite.chunks';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, host: 'localhost' },
  build: { target: 'es2022' },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: portalChunks() } } } },
  },
});
