// `pnpm bench:start`: how long `pnpm start` takes to answer, as a person starting it would wait.
// Compiles first if needed (compiling is not what is timed), starts Morah once on a new data
// directory (the first start creates the database), then times several warm starts on it to the
// first successful /api/health answer. Prints the machine's load beside the figures, since a busy
// machine is part of what they mean (`node scripts/under-load.mjs --times 1 -- pnpm bench:start`
// times them with every core kept busy by another process). Budget: 3 s warm.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from './build-server.mjs';
import { ensureWebBuild } from './ensure-web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-start-'));
const port = Number(process.env.BENCH_PORT ?? 3290);
const runs = Number(process.env.RUNS ?? 5);

async function timeStart(): Promise<number> {
  const started = performance.now();
  const child = spawn('pnpm', ['start'], {
    detached: true,
    cwd: root,
    env: { ...process.env, PORT: String(port), MORAH_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not up yet */
      }
      if (performance.now() - started > 120_000) throw new Error('Morah did not start within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const load = () => loadavg()[0]!.toFixed(1);
ensureWebBuild();
await ensureServerBuild();
console.log(`${cpus().length} cores, load average ${load()} before the first start`);
const first = await timeStart();
console.log(`first start (creates the data directory): ${Math.round(first)} ms`);
const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await timeStart());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`warm starts (existing data directory), ${runs} runs: min ${Math.round(times[0]!)} ms, median ${Math.round(median)} ms, max ${Math.round(times.at(-1)!)} ms`);
console.log(`load average after: ${load()}`);
console.log(`budget 3000 ms: ${median <= 3000 ? 'within' : 'OVER'}`);
rmSync(dataDir, { recursive: true, force: true });
