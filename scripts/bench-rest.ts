// `pnpm bench:rest [git-ref]`: how fast the REST read path answers, on the sign-in check every page
// and the polling fallback make (`GET /api/auth/user` with a signed-in parent's cookie), against a bare
// node http server answering the same JSON on the same machine in the same run. autocannon drives each
// server with CONNECTIONS (10) connections for DURATION_S (8) seconds after a short warm-up:
//   full stack: a gateway process on Postgres and Redis, as scale-out runs it;
//   embedded:   Morah in one process as `pnpm start` runs it, its database in a new folder;
//   bare node:  node's own http server in its own process, the same JSON body, nothing else.
// Besides requests a second and latency, it prints the CPU time each request cost the server's process
// (and, full stack, Postgres's), read from /proc: on a machine shared with other work that figure
// moves far less than the throughput does.
// With a git ref, that ref's compiled programs are measured too, alternately with this tree's (ref
// first, RUNS of each, 2 by default), and the ratios printed (this tree / the ref).
// Goals: full stack at least 3,000 requests a second with p99 at most 20 ms; embedded at least 1,500.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { registerParent } from '../tests/support/http-client';
import { newRedisPrefix, TEST_REDIS_URL } from '../tests/support/morah-under-test';
import { buildRef } from './bench-chat/build-ref';
import { pastBusy } from './bench-chat/past-busy';
import { cpuMsOf, type MorahProcess, postgresCpu, prepareRuntime, startEmbeddedProcess, startGatewayProcess } from './bench-chat/processes';
import { createServerRootDatabase } from './bench-chat/server-root-database';

const ROOT = new URL('..', import.meta.url).pathname;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 8);
const RUNS = Number(process.env.RUNS ?? 2);
const SERVER_ROOT = process.env.SERVER_ROOT || undefined;
// BENCH_JSON: the figures are also written to this file (the comparison with a git ref reads them).
const BENCH_JSON = process.env.BENCH_JSON || undefined;
const PATH = '/api/auth/user';

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU microseconds a request cost the server's own process, and Postgres's (full stack); undefined where /proc cannot be read. */
  cpuUs?: number | undefined;
  postgresCpuUs?: number | undefined;
}
type Server = 'full stack' | 'embedded' | 'bare node';
type Figures = Record<Server, Figure>;

const load = () => loadavg().map((v) => v.toFixed(1)).join(' / ');

/** CPU milliseconds used since the last call (undefined when unknown), for each of a few readings. */
interface CpuMeters {
  server: () => number | undefined;
  postgres?: { start(): Promise<void>; stop(): Promise<number | undefined> };
}

async function hammer(url: string, cookie: string | undefined, cpu: CpuMeters): Promise<Figure> {
  const options = { url: `${url}${PATH}`, connections: CONNECTIONS, headers: cookie ? { cookie } : {} };
  await autocannon({ ...options, duration: 1 });
  const serverBefore = cpu.server();
  await cpu.postgres?.start();
  const result = await autocannon({ ...options, duration: DURATION_S });
  const serverAfter = cpu.server();
  const postgresMs = await cpu.postgres?.stop();
  const served = result.requests.total;
  const perRequest = (ms: number | undefined) => (ms === undefined || served === 0 ? undefined : (ms * 1000) / served);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUs: perRequest(serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore),
    postgresCpuUs: perRequest(postgresMs),
  };
}

/** A parent signs up; their cookie and the JSON the sign-in check answers them. */
async function signedInParent(url: string): Promise<{ cookie: string; body: string }> {
  const { parent } = await pastBusy(() => registerParent(url));
  const res = await pastBusy(async () => {
    const answer = await parent.get(PATH);
    if (answer.status !== 200 || !parent.cookie) throw new Error(`the sign-in check answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  });
  return { cookie: parent.cookie!, body: JSON.stringify(res.body) };
}

async function measureMorah(start: () => Promise<MorahProcess>, postgres?: CpuMeters['postgres']): Promise<{ figure: Figure; body: string }> {
  const morah = await start();
  try {
    const { cookie, body } = await signedInParent(morah.url!);
    const figure = await hammer(morah.url!, cookie, { server: () => morah.cpuMs(), postgres });
    if (morah.stderr.count > 0) console.log(`  ${morah.name} wrote ${morah.stderr.count} lines to stderr: ${morah.stderr.first.join(' | ')}`);
    return { figure, body };
  } finally {
    await morah.close();
  }
}

/** node's http server in its own process, answering `body` as JSON to every request. */
async function measureBare(body: string): Promise<Figure> {
  const program = `
    const body = process.env.BODY;
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));`;
  const child = spawn(process.execPath, ['-e', program], { env: { ...process.env, BODY: body }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    return await hammer(url, undefined, { server: () => cpuMsOf(child.pid!) });
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

async function measureAll(): Promise<Figures> {
  await prepareRuntime();
  const testDb: TestDatabase = SERVER_ROOT ? await createServerRootDatabase(SERVER_ROOT) : await createTestDatabase();
  let full: { figure: Figure; body: string };
  try {
    full = await measureMorah(() => startGatewayProcess(0, { DATABASE_URL: testDb.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: newRedisPrefix() }), postgresCpu(testDb.db));
  } finally {
    await testDb.drop();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-rest-'));
  let embedded: { figure: Figure; body: string };
  try {
    embedded = await measureMorah(() => startEmbeddedProcess(dataDir, { DATABASE_URL: '', REDIS_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { 'full stack': full.figure, embedded: embedded.figure, 'bare node': await measureBare(full.body) };
}

const fixed = (v: number, digits = 0) => (Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');
const SERVERS: Server[] = ['full stack', 'embedded', 'bare node'];

const micros = (v: number | undefined) => (v === undefined ? 'n/a' : `${fixed(v)} µs`);

function printTable(figures: Figures) {
  console.log('| server | requests a second | p50 | p99 | CPU a request: the server, Postgres | errors or not 2xx (busy) |');
  console.log('|---|---|---|---|---|---|');
  for (const s of SERVERS) {
    const f = figures[s];
    console.log(`| ${s} | ${fixed(f.requestsPerSecond)} | ${f.p50} ms | ${f.p99} ms | ${micros(f.cpuUs)}${f.postgresCpuUs === undefined ? '' : `, ${micros(f.postgresCpuUs)}`} | ${f.errors + f.non2xx} |`);
  }
}

function printGoals(figures: Figures) {
  const full = figures['full stack'];
  const embedded = figures.embedded;
  const mark = (ok: boolean) => (ok ? 'PASS' : 'OVER');
  console.log('\nGoals');
  console.log(`| full stack at least 3,000 requests a second | ${fixed(full.requestsPerSecond)} | ${mark(full.requestsPerSecond >= 3000)} |`);
  console.log(`| full stack p99 at most 20 ms | ${full.p99} ms | ${mark(full.p99 <= 20)} |`);
  console.log(`| embedded at least 1,500 requests a second | ${fixed(embedded.requestsPerSecond)} | ${mark(embedded.requestsPerSecond >= 1500)} |`);
}

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** The median of the figures that were read (undefined when none was). */
const medianOf = (values: (number | undefined)[]) => {
  const read = values.filter((v): v is number => v !== undefined);
  return read.length ? median(read) : undefined;
};
const medianFigures = (runs: Figures[]): Figures =>
  Object.fromEntries(
    SERVERS.map((s) => [
      s,
      {
        requestsPerSecond: median(runs.map((r) => r[s].requestsPerSecond)),
        p50: median(runs.map((r) => r[s].p50)),
        p99: median(runs.map((r) => r[s].p99)),
        cpuUs: medianOf(runs.map((r) => r[s].cpuUs)),
        postgresCpuUs: medianOf(runs.map((r) => r[s].postgresCpuUs)),
        errors: runs.reduce((n, r) => n + r[s].errors, 0),
        non2xx: runs.reduce((n, r) => n + r[s].non2xx, 0),
      },
    ]),
  ) as Figures;

/** One run of this script in a child process (`serverRoot`: another checkout's programs). */
function runOnce(label: string, serverRoot: string | undefined): Figures {
  const out = join(mkdtempSync(join(tmpdir(), 'morah-bench-rest-run-')), 'figures.json');
  console.log(`  ${label}: load average ${load()}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-rest.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_JSON: out, SERVER_ROOT: serverRoot ?? '' },
    stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  if (!existsSync(out)) throw new Error(`the ${label} run wrote no figures (exit ${run.status})`);
  return JSON.parse(readFileSync(out, 'utf8')) as Figures;
}

function compare(ref: string) {
  const built = buildRef(ref);
  try {
    console.log(`Morah's REST read path: ${ref} against this working tree, ${RUNS} runs each, alternating (${availableParallelism()} cores)`);
    const old: Figures[] = [];
    const now: Figures[] = [];
    for (let i = 1; i <= RUNS; i++) {
      old.push(runOnce(`run ${i} of ${ref}`, built.dir));
      now.push(runOnce(`run ${i} of this tree`, undefined));
    }
    const a = medianFigures(old);
    const b = medianFigures(now);
    console.log(`\n| GET ${PATH}, median of ${RUNS} runs | ${ref} | this tree | ratio |`);
    console.log('|---|---|---|---|');
    for (const s of SERVERS) {
      const row = (name: string, f: (x: Figure) => number | undefined, unit: string) => {
        const [old, now] = [f(a[s]), f(b[s])];
        if (old === undefined && now === undefined) return;
        const ratio = old !== undefined && now !== undefined && old > 0 ? `${(now / old).toFixed(2)}x` : '-';
        console.log(`| ${s}: ${name} | ${old === undefined ? 'n/a' : fixed(old)}${unit} | ${now === undefined ? 'n/a' : fixed(now)}${unit} | ${ratio} |`);
      };
      row('requests a second', (x) => x.requestsPerSecond, '');
      row('p50', (x) => x.p50, ' ms');
      row('p99', (x) => x.p99, ' ms');
      row('CPU a request, its process', (x) => x.cpuUs, ' µs');
      row('CPU a request, Postgres', (x) => x.postgresCpuUs, ' µs');
    }
    console.log('\nThis tree:');
    printTable(b);
    printGoals(b);
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    built.remove();
  }
}

const ref = process.argv[2];
if (ref) {
  compare(ref);
} else {
  console.log(`Morah's REST read path: GET ${PATH} as a signed-in parent, ${CONNECTIONS} connections for ${DURATION_S} s each (${availableParallelism()} cores, load average ${load()})`);
  if (SERVER_ROOT) console.log(`programs of ${SERVER_ROOT}`);
  const figures = await measureAll();
  if (BENCH_JSON) writeFileSync(BENCH_JSON, JSON.stringify(figures));
  printTable(figures);
  printGoals(figures);
  console.log(`load average after: ${load()}`);
  const failed = SERVERS.some((s) => figures[s].errors + figures[s].non2xx > 0);
  if (failed) process.exitCode = 1;
}
