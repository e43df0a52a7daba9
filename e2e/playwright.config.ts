import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against Morah exactly as `pnpm start` runs it (embedded mode), on a fresh data
// directory, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'morah-e2e-'));
// The Torah text is loaded from the shared folder beside the repository, as `pnpm content:import` does,
// or from the copy `pnpm test:unit` fetched from Sefaria when that folder is absent (.torah-cache).
const sharedTorah = resolve(import.meta.dirname, '../../shared/data/torah');
const torahDir = process.env.TORAH_DATA_DIR ?? (existsSync(sharedTorah) ? sharedTorah : resolve(import.meta.dirname, '../.torah-cache'));
const importTexts = existsSync(torahDir) ? `node --import tsx commands/content-import.ts ${JSON.stringify(torahDir)} && ` : '';

export default defineConfig({
  testDir: './tests',
  // Hang guards, not speed checks: every step waits for a state, and a whole journey on a busy 2-core
  // machine can take minutes (a journey passed its old 60 s limit at its last click).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Two journeys at once (each file in its own browser, in order within the file): the journeys spend
  // most of their time waiting on the server and the tutor's typing, and every journey signs up
  // people of its own, so two share the server without meeting.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The tour's four long tests first, the short journeys after them: the journeys then fill both
  // workers to the end, instead of one worker finishing the last long tour while the other waits.
  projects: [
    { name: 'tour', testMatch: 'tour.spec.ts' },
    { name: 'journeys', testIgnore: 'tour.spec.ts' },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // As a child who asked for calm sees Morah: no particle background, no confetti, no transitions.
    // On a 2-core machine the animations of the open pages took the CPU the journeys wait on (the
    // tour ran 17 to 32% faster without them); the landing page is also visited in full motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    // The compiled server, as `pnpm start` runs it (compiled first if its sources changed).
    command: `${importTexts}node scripts/run-compiled.mjs start`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    // Waits for /api/health; the limit only ends a start that hangs (it may compile first, on a busy machine).
    timeout: 180_000,
    reuseExistingServer: false,
    // The offline tutor types a little slower than usual, so a journey can watch its reply stream in.
    // Load shedding has its own test; a journey on a busy machine is not refused as busy. Every
    // journey signs up people of its own: their passwords are hashed at the lowest cost.
    env: { PORT: String(port), MORAH_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TUTOR_PIECE_DELAY_MS: '60', SEFARIA_URL: '', BUSY_EVENT_LOOP_DELAY_MS: '60000', BUSY_DATABASE_WAITING: '100000', PASSWORD_HASH_COST: 'lowest' },
  },
});
