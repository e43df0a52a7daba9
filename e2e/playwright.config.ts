import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against Morah exactly as `pnpm start` runs it (embedded mode), on a fresh data
// directory, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'morah-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node --import tsx start.ts',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    // The offline tutor types a little slower than usual, so a journey can watch its reply stream in.
    env: { PORT: String(port), MORAH_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TUTOR_PIECE_DELAY_MS: '60' },
  },
});
