// The system under test as separate processes, as scale-out runs it: gateways and workers on one
// Postgres and Redis, their CPU read from /proc between phases. They run the compiled programs a
// deployment runs (dist/server, rebuilt when a source changed); FROM=source runs the TypeScript
// entry points through tsx instead (a V8 profile then names the source files). SERVER_ROOT runs
// the compiled programs of another checkout (`pnpm bench:compare` builds one per git ref).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { ensureServerBuild, serverEntries } from '../build-server.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface MorahProcess {
  name: string;
  pid: number;
  /** The gateway's address (gateways only). */
  url: string | undefined;
  /** The CPU time it has used so far, in milliseconds (undefined where /proc cannot be read). */
  cpuMs(): number | undefined;
  /** Lines it wrote to stderr (the first few kept), and how many. */
  stderr: { count: number; first: string[] };
  close(): Promise<void>;
}

/** Another checkout whose compiled programs run instead of this one's (built there beforehand). */
const SERVER_ROOT = process.env.SERVER_ROOT || undefined;
const FROM_SOURCE = !SERVER_ROOT && process.env.FROM === 'source';
if (process.env.FROM && !['source', 'compiled'].includes(process.env.FROM)) throw new Error(`FROM must be compiled or source, got ${process.env.FROM}`);
/** How the processes run, for the benchmark's heading. */
export const RUNTIME = SERVER_ROOT ? `the compiled programs of ${SERVER_ROOT}/dist/server (SERVER_ROOT)` : FROM_SOURCE ? 'TypeScript sources through tsx (FROM=source)' : 'the compiled programs of dist/server';

/** Compile the server when a source changed since the last build (not needed with FROM=source). */
export async function prepareRuntime(): Promise<void> {
  if (!FROM_SOURCE && !SERVER_ROOT) await ensureServerBuild();
}

/**
 * The workers' niceness (WORKERS_NICE, 0 to 19, default 10): on one machine the deployment runs them
 * at a lower CPU priority than the gateways (docs/operations.md), so a child's message is served
 * before a tutor reply's work; 0 runs them at the gateways' priority.
 */
const WORKERS_NICE = (() => {
  const raw = process.env.WORKERS_NICE ?? '';
  const value = raw === '' ? 10 : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 19) throw new Error(`WORKERS_NICE is a whole number from 0 to 19, got ${raw}`);
  return value;
})();
/** How the workers' priority is set, for the benchmark's heading. */
export const WORKERS_PRIORITY = WORKERS_NICE ? `the workers at niceness ${WORKERS_NICE}, as the deployment guide runs them on one machine (WORKERS_NICE)` : 'the workers at the gateways\' priority (WORKERS_NICE=0)';

/** Start one program (a key of `serverEntries`); ready once its stdout says `ready`. */
export async function startProcess(name: string, program: keyof typeof serverEntries, env: Record<string, string>, ready: RegExp, nice = 0): Promise<MorahProcess> {
  // CPU_PROF_DIR: each process also writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const cpuProf = process.env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`] : [];
  const entry = FROM_SOURCE ? ['--import', 'tsx', serverEntries[program]] : [`dist/server/${program}.mjs`];
  const child: ChildProcess = spawn(process.execPath, [...cpuProf, ...entry], {
    cwd: SERVER_ROOT ?? ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (nice) setPriority(child.pid!, nice);
  const stderr = { count: 0, first: [] as string[] };
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter((l) => l.trim())) {
      stderr.count++;
      if (stderr.first.length < 5) stderr.first.push(line.slice(0, 300));
    }
  });
  let url: string | undefined;
  let buffered = '';
  child.stdout!.setEncoding('utf8');
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s`)), 90_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${stderr.first.join(' | ')}`)));
    child.stdout!.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const match = ready.exec(line);
        if (match) {
          url = match[1];
          clearTimeout(timer);
          resolve();
        }
      }
    });
  });
  await started;
  return {
    name,
    pid: child.pid!,
    url,
    stderr,
    cpuMs: () => cpuMsOf(child.pid!),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(hard);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export const startWorkerProcess = (index: number, env: Record<string, string>) =>
  startProcess(`worker ${index + 1}`, 'workers', { LOG_LEVEL: 'info', ...env }, /Morah workers are running()/, WORKERS_NICE);

export const startGatewayProcess = (index: number, env: Record<string, string>) =>
  startProcess(`gateway ${index + 1}`, 'gateway', { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent-web-dist', ...env }, /Morah gateway is ready at (\S+)/);

/** Morah in one process, as `pnpm start` runs it: the embedded database in `dataDir`, jobs in-process. */
export const startEmbeddedProcess = (dataDir: string, env: Record<string, string>) =>
  startProcess('morah (embedded)', 'start', { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent-web-dist', MORAH_DATA_DIR: dataDir, ...env }, /Morah is ready at (\S+)/);

// ---------------------------------------------------------------------------------------------
// Postgres's share: the CPU time of the server processes that serve this database's connections.

const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user and system) the process `pid` has used so far, from /proc; undefined where it cannot be read. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU used by this database's Postgres backends between two calls (backends that ended meanwhile are missed). */
export function postgresCpu(db: Kysely<any>) {
  let before = new Map<number, number>();
  const sample = async () => {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
    return new Map(rows.flatMap((r) => {
      const cpu = cpuMsOf(r.pid);
      return cpu === undefined ? [] : [[r.pid, cpu] as const];
    }));
  };
  return {
    async start() {
      before = await sample();
    },
    /** CPU milliseconds since `start` (undefined where /proc cannot be read, e.g. Postgres on another machine). */
    async stop(): Promise<number | undefined> {
      const after = await sample();
      if (after.size === 0) return undefined;
      let total = 0;
      for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
      return total;
    },
  };
}

/** CPU used by the Redis server between two calls, from its own account (`INFO cpu`). */
export function redisCpu(url: string) {
  const read = async (): Promise<number | undefined> => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const info = await redis.info('cpu');
      const field = (name: string) => Number(new RegExp(`^${name}:([0-9.]+)`, 'm').exec(info)?.[1]);
      const seconds = field('used_cpu_sys') + field('used_cpu_user');
      return Number.isFinite(seconds) ? seconds * 1000 : undefined;
    } catch {
      return undefined;
    } finally {
      redis.disconnect();
    }
  };
  let before: number | undefined;
  return {
    async start() {
      before = await read();
    },
    /** CPU milliseconds since `start` (undefined when Redis did not say). */
    async stop(): Promise<number | undefined> {
      const after = await read();
      return after === undefined || before === undefined ? undefined : after - before;
    },
  };
}

/**
 * How busy the whole machine was between two calls, from Linux's /proc/stat (every core, every
 * process): the share of the time its cores were not idle. Undefined where there is no /proc/stat.
 */
export function machineBusy(): (() => number) | undefined {
  const read = (): { busy: number; total: number } | undefined => {
    try {
      const fields = readFileSync('/proc/stat', 'latin1').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
      const total = fields.reduce((a, b) => a + b, 0);
      return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
    } catch {
      return undefined;
    }
  };
  const first = read();
  if (!first) return undefined;
  return () => {
    const now = read() ?? first;
    const total = now.total - first.total;
    return total > 0 ? (now.busy - first.busy) / total : 0;
  };
}
