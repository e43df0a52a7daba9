// `pnpm test:chaos`: breaks Morah's full stack on purpose and prints what survived. Everything runs
// as separate processes (the compiled gateway and workers, `pnpm build:server`) on a Postgres and a
// Redis of its own, on free ports, in temporary folders: never the machine's shared services.
//
//   worker     kill -9 the worker mid-reply, 20 times: each reply once, within 15 s of the restart
//   gateway    kill -9 one of two gateways under load: clients reconnect and catch up, nothing
//              acknowledged lost, nothing shown twice
//   redis      Redis stopped for 5 s, with and without persistence: 0 stuck replies
//   postgres   Postgres stopped for 5 s: 503 with Retry-After meanwhile, working within 3 s of its
//              return, 0 stuck replies
//
// Options: --only worker,gateway,redis,postgres (default: all), --kills N (20). Exits 1 when a
// scenario fails; each process's output is kept in the folder named at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ScenarioResult } from '../tests/support/chaos/figures';
import { type ChaosStackOptions, startChaosStack, type ChaosStack } from '../tests/support/chaos/stack';
import { gatewayKillScenario } from '../tests/support/chaos/gateway-kill';
import { postgresOutageScenario } from '../tests/support/chaos/postgres-outage';
import { redisOutageScenario } from '../tests/support/chaos/redis-outage';
import { workerKillScenario } from '../tests/support/chaos/worker-kill';
import { startPrivatePostgres } from '../tests/support/private-services';
import { ensureServerBuild } from './build-server.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' }, kills: { type: 'string', default: '20' } } });
const kills = Number(values.kills);
if (!Number.isInteger(kills) || kills < 1) throw new Error(`--kills must be a whole number above 0, got ${values.kills}`);

const outage = { students: 8, everyMs: 1000, beforeMs: 3000, outageMs: 5000, afterMs: 3000 };
type Scenario = { name: string; stack: Omit<ChaosStackOptions, 'postgres' | 'logDir'>; run: (stack: ChaosStack) => Promise<ScenarioResult> };
const scenarios: Scenario[] = [
  { name: 'worker', stack: { gateways: 1, redisPersistence: false }, run: (stack) => workerKillScenario(stack, kills) },
  {
    name: 'gateway',
    stack: { gateways: 2, redisPersistence: false },
    run: (stack) => gatewayKillScenario(stack, { students: 12, everyMs: 1500, beforeMs: 5000, afterMs: 5000 }),
  },
  ...[true, false].map((persistence) => ({
    name: persistence ? 'redis-aof' : 'redis',
    stack: { gateways: 1, redisPersistence: persistence },
    run: (stack: ChaosStack) => redisOutageScenario(stack, outage, persistence),
  })),
  { name: 'postgres', stack: { gateways: 1, redisPersistence: false }, run: (stack) => postgresOutageScenario(stack, outage) },
];
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}: one of ${scenarios.map((s) => s.name).join(', ')}`);

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const started = Date.now();
console.log(`${cpus().length} cores, load average ${load()} at the start`);
await ensureServerBuild();

const logDir = mkdtempSync(join(tmpdir(), 'morah-chaos-'));
const postgres = await startPrivatePostgres();
const failed: string[] = [];
try {
  for (const scenario of scenarios.filter((s) => !only || only.includes(s.name))) {
    const stack = await startChaosStack({ ...scenario.stack, postgres, logDir });
    try {
      const result = await scenario.run(stack);
      console.log(result.line);
      for (const problem of result.problems) console.log(`  ${problem}`);
      if (result.problems.length) failed.push(scenario.name);
    } catch (error) {
      console.log(`${scenario.name}: could not run: ${error instanceof Error ? error.stack : String(error)}`);
      failed.push(scenario.name);
    } finally {
      await stack.close();
    }
  }
} finally {
  await postgres.destroy();
}
console.log(`load average ${load()} at the end; ${Math.round((Date.now() - started) / 1000)} s in all`);
if (failed.length) {
  console.log(`FAILED: ${failed.join(', ')}; the processes' output is in ${logDir}`);
  process.exit(1);
}
rmSync(logDir, { recursive: true, force: true });
console.log('every scenario passed');
process.exit(0);
