import { defineConfig } from 'vitest/config';

/**
 * `npm run test:server`: the production server (apps/web/server.mjs) on the built portal against a
 * sandbox of its own (issue 43 items 6-8). After the build in `npm test`; the unit tests of its modules
 * run with the others (vitest.config.ts).
 */
export default defineConfig({
  test: {
    include: ['apps/web/server/*.integration.test.mjs'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
