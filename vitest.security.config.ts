import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:security`: the authorization property and the fuzzing at length (`SECURITY_CASES`,
 * 10,000 by the script), with the race tests for sign-in (parallel tries against the limit), codes,
 * XP (parallel claims against the daily caps, and every route that pays XP tried against them) and
 * streaks (time-zone hops). Files run one after another so the figures are not bent by each other
 * on a small machine.
 */
export default defineConfig({
  test: {
    name: 'security',
    environment: 'node',
    include: ['tests/security-*.int.test.ts', 'tests/login-rate-limit.int.test.ts', 'tests/code-tries.int.test.ts', 'tests/no-one-cheats.int.test.ts', 'tests/xp-caps.int.test.ts'],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 180_000,
  },
});
