import { AsyncLocalStorage } from 'node:async_hooks';
import { openSync, readSync } from 'node:fs';
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import type { Dialect, Driver } from 'kysely';

const background = new AsyncLocalStorage<true>();

/**
 * Run `work` as background work (a job: the tutor's reply, XP, a badge check): in the embedded
 * mode its statements let people's requests waiting for the database go first (`peopleFirst`).
 */
export const inBackground = <T>(work: () => T): T => background.run(true, work);

const isBackground = (): boolean => background.getStore() === true;

/**
 * Turns at the database for background work, so that it uses only the CPU people's requests leave.
 * Every `tickMs` (25 ms) how busy things were is read (`measure`: by default the share of the time
 * this thread's event loop ran code, the embedded database's WebAssembly included; the workers read
 * the whole machine's, `machineMeasure`), and the background work is given that many turns until
 * the next reading: one more than the last time while the readings so far (each weighed equally
 * with all those before it) are under `limit` (0.8), up to `turnsPerTick` (16); half as many while
 * they are over it (at least one, so jobs never stop). With `fallsAtOnce`, one reading over the
 * limit halves them too, and they grow only while the reading is under it as well: when people's
 * messages start, the jobs make room within a reading, not after a run of readings. The machine's
 * readings (the workers', the gateway's checks) fall at once; the embedded mode's event loop does
 * not, since one child's message with its tutor reply fills its one thread for a reading, and the
 * reply would then wait for turns it needs. A turn is one statement, or one whole transaction, of a
 * job. Without the turns, a backlog of tutor replies took the CPU people's messages needed and they
 * waited in line behind it; with them, the replies queue and catch up when the load eases.
 */
export interface SpareCpuOptions {
  limit?: number;
  tickMs?: number;
  turnsPerTick?: number;
  /** The utilisation since the last reading (the event loop's, by default). */
  measure?: () => number;
  /** Halve the turns on one reading over the limit, not only once the readings weighed together are. */
  fallsAtOnce?: boolean;
}

export interface SpareCpu {
  /** Resolves when background work may take its turn: undefined when it may at once. */
  wait(): Promise<void> | undefined;
  /** Take a reading now and hand out the turns (the timer does it every `tickMs`). */
  tick(): void;
  /** Stop reading; whatever waits goes, and whatever asks after goes at once. */
  stop(): void;
}

const eventLoopMeasure = (): (() => number) => {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
};

/**
 * How busy the whole machine was since the last reading, from Linux's /proc/stat (every core, every
 * process): the share of the time its cores were not idle. It counts in hundredths of a second a
 * core, so a reading every 25 ms on two cores moves in fifths; the weighing with the readings
 * before smooths it. Undefined where there is no /proc/stat.
 */
export function machineMeasure(): (() => number) | undefined {
  // Opened once and read from its start each time (the kernel writes it anew): no open per reading.
  let stat: number;
  try {
    stat = openSync('/proc/stat', 'r');
  } catch {
    return undefined;
  }
  const firstLine = Buffer.alloc(256);
  const read = (): { busy: number; total: number } => {
    const length = readSync(stat, firstLine, 0, firstLine.length, 0);
    const fields = firstLine.toString('latin1', 0, length).split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  };
  let last = read();
  return () => {
    const now = read();
    const total = now.total - last.total;
    const busy = now.busy - last.busy;
    last = now;
    return total > 0 ? busy / total : 0;
  };
}

/** See `SpareCpuOptions`. */
export function spareCpu(options: SpareCpuOptions = {}): SpareCpu {
  const limit = options.limit ?? 0.8;
  const measure = options.measure ?? eventLoopMeasure();
  const most = options.turnsPerTick ?? 16;
  const fallsAtOnce = options.fallsAtOnce ?? false;
  let busy = 0;
  let allowance = most;
  let turns = allowance;
  const waiting: (() => void)[] = [];
  let stopped = false;
  const tick = () => {
    const reading = measure();
    busy = (busy + reading) / 2;
    const over = busy >= limit || (fallsAtOnce && reading >= limit);
    allowance = over ? Math.max(1, Math.floor(allowance / 2)) : Math.min(allowance + 1, most);
    turns = allowance;
    while (turns > 0 && waiting.length > 0) {
      turns--;
      waiting.shift()!();
    }
  };
  const timer = setInterval(tick, options.tickMs ?? 25);
  timer.unref();
  return {
    wait: () => {
      if (stopped) return undefined;
      if (waiting.length === 0 && turns > 0) {
        turns--;
        return undefined;
      }
      return new Promise<void>((go) => waiting.push(go));
    },
    tick,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      waiting.splice(0).forEach((go) => go());
    },
  };
}

/**
 * Turns read from how busy the whole machine is, falling at once on a busy reading (the workers', the
 * gateway's checks on the outbox). Undefined where the machine cannot be read (no /proc/stat).
 */
export function machineTurns(limit?: number): SpareCpu | undefined {
  const measure = machineMeasure();
  return measure ? spareCpu({ measure, fallsAtOnce: true, ...(limit === undefined ? {} : { limit }) }) : undefined;
}

/** A driver that does what `inner` does: the wrappers below change only how a connection is taken. */
function delegating(inner: Driver): Driver {
  return {
    init: () => inner.init(),
    acquireConnection: () => inner.acquireConnection(),
    beginTransaction: (connection, settings) => inner.beginTransaction(connection, settings),
    commitTransaction: (connection) => inner.commitTransaction(connection),
    rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
    releaseConnection: (connection) => inner.releaseConnection(connection),
    destroy: () => inner.destroy(),
    ...(inner.savepoint ? { savepoint: inner.savepoint.bind(inner) } : {}),
    ...(inner.rollbackToSavepoint ? { rollbackToSavepoint: inner.rollbackToSavepoint.bind(inner) } : {}),
    ...(inner.releaseSavepoint ? { releaseSavepoint: inner.releaseSavepoint.bind(inner) } : {}),
  };
}

/** `dialect` with its driver wrapped by `wrap`; the rest as it is. */
const withDriver = (dialect: Dialect, wrap: (inner: Driver) => Driver): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => wrap(dialect.createDriver()),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});

/**
 * The embedded database is one connection that a query, or a whole transaction, holds in turn.
 * Here, when it is let go, a request that waits for it (a child's message, a page) has it before any
 * job that waits for it (`inBackground`); jobs wait in the order they asked, as do requests. A
 * backlog of tutor replies then costs people at most the one job's statement or transaction under
 * way, not a place behind every job that asked before them. And a job asks only in a turn of its
 * own (`spareCpu`): one thread runs the requests, the jobs and the database, and a backlog of jobs
 * would otherwise take the CPU people's messages need. Postgres has a pool of connections and its
 * own scheduler, and the worker processes their own lower priority (`WORKER_NICE`).
 */
export function peopleFirst(dialect: Dialect, cpu: SpareCpu = spareCpu()): Dialect {
  return withDriver(dialect, (inner) => {
    // Set while a holder has the connection; a release hands it to the next waiter with it still set.
    let held = false;
    const people: (() => void)[] = [];
    const jobs: (() => void)[] = [];
    const next = () => {
      const waiter = people.shift() ?? jobs.shift();
      if (waiter) waiter();
      else held = false;
    };
    return {
      ...delegating(inner),
      acquireConnection: async () => {
        const background = isBackground();
        if (background) await cpu.wait();
        if (held) await new Promise<void>((resolve) => (background ? jobs : people).push(resolve));
        held = true;
        try {
          return await inner.acquireConnection();
        } catch (error) {
          next();
          throw error;
        }
      },
      releaseConnection: async (connection) => {
        try {
          await inner.releaseConnection(connection);
        } finally {
          next();
        }
      },
      destroy: () => {
        cpu.stop();
        return inner.destroy();
      },
    };
  });
}

/**
 * Every connection the process takes waits for a turn of `cpu`: a worker process, whose work is all
 * background, beside gateways and Postgres on one machine. The workers' lower priority
 * (`WORKER_NICE`) leaves people's messages the CPU of the workers' own code, but Postgres serves the
 * workers' statements as fast as people's; with turns read from the machine's business
 * (`WORKER_YIELD_AT`), the workers send fewer of them while the machine is full.
 */
export function everyoneTakesTurns(dialect: Dialect, cpu: SpareCpu): Dialect {
  return withDriver(dialect, (inner) => ({
    ...delegating(inner),
    acquireConnection: async () => {
      await cpu.wait();
      return inner.acquireConnection();
    },
    destroy: () => {
      cpu.stop();
      return inner.destroy();
    },
  }));
}
