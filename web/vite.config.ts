import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The API `pnpm dev` runs beside Vite, on PORT as `pnpm start` would be (3000 by default). It checks
 * Origin against Host, so the proxy keeps the browser's Host (no changeOrigin).
 */
const gateway = `http://127.0.0.1:${process.env.PORT || 3000}`;

/**
 * The component tests that stand one of our own modules in for another (`vi.mock`). The others share
 * one jsdom and the loaded modules per worker (the root Vitest config); a stand-in only takes effect
 * in a fresh module graph, so these run each in their own.
 */
const src = fileURLToPath(new URL('./src', import.meta.url));
export const MODULE_MOCKING_TESTS = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx') && /\bvi\.(mock|doMock)\(/.test(readFileSync(`${src}/${file}`, 'utf8')))
  .map((file) => `src/${file}`)
  .sort();

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // 5173, or the next free port when another dev server has it (Vite prints the one it took).
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: gateway },
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/landing-size.mjs reads it to sum the JS the landing page loads.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // A hang guard, not a speed check: above the 30 s a findBy may wait (setup-tests.ts), since a
    // screen's first render can take seconds on a busy 2-core machine. Tests wait for states.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
