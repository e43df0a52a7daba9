import { defineConfig } from 'vitest/config';

/**
 * One test run for the workspace. Unit and integration tests of the server packages run in Node;
 * the web's component tests run in jsdom through the web's own Vite config.
 * Integration tests (`*.int.test.ts`) need Postgres and Redis on loopback (see README).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['contracts/src/**/*.test.ts', 'content/src/**/*.test.ts', 'db/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          // Hang guards, not speed checks (tests wait for states; the bench scripts measure speed):
          // on a 2-core machine shared by many, opening an embedded database alone can take a minute.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      'web',
    ],
  },
});
