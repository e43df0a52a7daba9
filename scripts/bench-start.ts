// `pnpm bench:start`: how long `pnpm start` takes to answer on an existing data directory.
// Starts Morah once to create the data directory, then times several warm starts to the first
// successful /api/health answer. Budget: 3 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-start-'));
const port = 3290;
const runs = Number(process.env.RUNS ?? 5);

async function timeStart(): Promise<number> {
  const started = performance.now();
  const child = spawn('pnpm', ['start'], {
    detached: true,
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), MORAH_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not up yet */
      }
      if (performance.now() - started > 60_000) throw new Error('Morah did not start within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const first = await timeStart();
console.log(`first start (creates the data directory): ${Math.round(first)} ms`);
const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await timeStart());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`warm starts (existing data directory), ${runs} runs: min ${Math.round(times[0]!)} ms, median ${Math.round(median)} ms, max ${Math.round(times.at(-1)!)} ms`);
console.log(`budget 3000 ms: ${median <= 3000 ? 'within' : 'OVER'}`);
rmSync(dataDir, { recursive: true, force: true });
