import { configDefaults, defineConfig } from 'vitest/config';
import web, { MODULE_MOCKING_TESTS } from './web/vite.config.ts';
import { ProjectOrderSequencer } from './tests/support/project-order.ts';

// Hang guards, not speed checks (tests wait for states; the bench scripts measure speed):
// on a 2-core machine shared by many, opening an embedded database alone can take a minute.
const HANG_GUARDS = { testTimeout: 120_000, hookTimeout: 180_000 };
// The tests that read the Torah folder (tests/support/torah-data.ts): they run once it is there,
// fetched from Sefaria when need be; without it the run stops at once with one line saying why.
export const TORAH_TESTS = ['parsha', 'parsha-texts', 'privacy-export-deletion', 'texts-import', 'torah-cache', 'tutor-knowledge', 'verse-search'].map((name) => `tests/${name}.int.test.ts`);

/**
 * One test run for the workspace. Unit and integration tests of the server packages run in Node;
 * the web's component tests run in jsdom through the web's own Vite config.
 * Integration tests (`*.int.test.ts`) need Postgres and Redis on loopback (see README).
 */
export default defineConfig({
  test: {
    // Three files at once on a 2-core machine: the files spend much of their time waiting (on
    // Postgres, Redis, an embedded database opening, sockets, jsdom), so a third keeps the cores
    // busy. A fourth did not help on a loaded machine: 15 server files took 128 s with three and
    // 133 and 151 s with four (load average 12), and one failed under four.
    maxWorkers: 3,
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['contracts/src/**/*.test.ts', 'content/src/**/*.test.ts', 'db/src/**/*.test.ts', 'safety/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'commands/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TORAH_TESTS],
          // The files one worker runs share the loaded modules (the gateway, the workers, the safety
          // screen, the tutor's knowledge) instead of loading them again per file: each file still
          // starts its own gateways on its own database (the route tests beside each routes file
          // build their own app, `app.inject`), and no file changes a module's state. The route tests
          // are server files too: a project of their own made every worker load those modules again
          // when the run moved from one project to the other.
          isolate: false,
          ...HANG_GUARDS,
        },
      },
      {
        test: {
          name: 'torah',
          environment: 'node',
          include: TORAH_TESTS,
          globalSetup: ['tests/support/torah-global-setup.ts'],
          // As the server files: the files one worker runs share the loaded modules.
          isolate: false,
          ...HANG_GUARDS,
        },
      },
      {
        // The web's component tests (jsdom, through the web's own Vite config). The files one worker
        // runs share one jsdom and the loaded modules instead of building them again per file; the
        // web's test setup puts back, after every test, what a test may leave behind (the DOM,
        // storage, timers, stubbed globals, the stores).
        ...web,
        test: { ...web.test, name: 'web', root: './web', exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS], isolate: false },
      },
      {
        // The few that stand one of our modules in for another (vi.mock): each in a fresh module graph.
        ...web,
        test: { ...web.test, name: 'web-mocking', root: './web', include: MODULE_MOCKING_TESTS },
      },
    ],
  },
});
