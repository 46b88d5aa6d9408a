import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Same plugin and build target as apps/web/vite.config.ts.
export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
});
