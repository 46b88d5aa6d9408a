import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inlineFrameCss } from './apps/web/vite.inline-css';

export default defineConfig({
  test: {
    projects: [
      // Core's and the sandbox's tests mock no module and stub no global: their files share one module
      // graph per worker (`isolate: false`), which took their time from 24 and 57 s to 7 and 28 s (ADR 0032).
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'sandbox',
          include: ['packages/sandbox/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/lib/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The server entry's `virtual:frame-css` (empty outside a build).
        plugins: [inlineFrameCss()],
        resolve: {
          alias: {
            '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)),
            // The tests' helpers, beside the portal's code and never part of it.
            '~test-support': fileURLToPath(new URL('./apps/web/test-support', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'apps/web/server/*.test.mjs'],
          // The production server against a built portal and a sandbox: after the build (test:server).
          exclude: ['apps/web/server/*.integration.test.mjs'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
