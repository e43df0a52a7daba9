import { type JobName, type JobQueue, jobs } from '@morah/contracts';
import { claimDueJobs, countRedelivery, type Database, type DbHandle, type DueJob, dueUnfinishedJobsNow, markJobDone, OUTBOX_CHANNEL, purgeDoneJobs } from '@morah/db';
import type { Kysely } from 'kysely';
import { keepListening } from './keep-listening';

export interface RelayLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OutboxRelayOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  log: RelayLogger;
  /** Subscribe to the outbox's notifications (sent at the commit of every recorded job); the relay listens again when the connection is lost. */
  listen?: DbHandle['listen'];
  /** A pass at least this often, for notices that never came and for jobs due a check. */
  pollMs?: number;
  /** How long one hand-over to the queue may take before the row waits for its next check. */
  queueTimeoutMs?: number;
}

export interface OutboxRelay {
  /** Run a pass now (more passes follow while there is work). */
  kick(): void;
  /** The pass running now, if any, every pass asked for before this call, and the checks under way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Past this many hand-overs a job is given up and logged: the queue keeps losing or failing it. */
export const MAX_DELIVERIES = 12;
const BATCH = 100;
const PURGE_EVERY_MS = 10 * 60 * 1000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the queue did not answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });

/**
 * The outbox relay: hands every recorded job to the queue (BullMQ or the in-process runner) as soon
 * as its transaction commits, then checks on it until its processor has finished, handing it over
 * again when the queue lost it (Redis restarted without its data) or failed it for good (the
 * database was down for every attempt). Job ids are the ones recorded, so a job handed over twice
 * runs once. Several relays (one per gateway) share the work through row locks.
 */
export async function startOutboxRelay(options: OutboxRelayOptions): Promise<OutboxRelay> {
  const { db, queue, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const queueTimeoutMs = options.queueTimeoutMs ?? 5000;
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  let lastPurge = Date.now();
  let failingSince: number | undefined;
  let lastFailureLog = 0;

  async function deliver(row: DueJob): Promise<void> {
    const name = row.name as JobName;
    if (!(name in jobs)) {
      log.error({ job: row.name, jobId: row.jobId }, 'an outbox job has no definition; giving it up');
      return markJobDone(db, row.jobId, `no job named ${row.name}`);
    }
    let payload;
    try {
      payload = jobs[name].payload.parse(row.payload);
    } catch (error) {
      log.error({ err: error, job: name, jobId: row.jobId }, 'an outbox job has a payload its contract refuses; giving it up');
      return markJobDone(db, row.jobId, 'payload refused by its contract');
    }
    try {
      if (row.firstDelivery) {
        await withTimeout(queue.enqueue(name, payload as never, { requestId: row.requestId }), queueTimeoutMs);
        return;
      }
      const check = await withTimeout(queue.ensure(name, payload as never, { requestId: row.requestId }), queueTimeoutMs);
      if (check === 'completed') return markJobDone(db, row.jobId);
      if (check === 're-added') {
        const deliveries = await countRedelivery(db, row.id);
        log.warn({ job: name, jobId: row.jobId, deliveries }, 'the queue had lost or failed a job; handed it over again');
        if (deliveries >= MAX_DELIVERIES) {
          log.error({ job: name, jobId: row.jobId, deliveries }, 'a job kept failing; the outbox gives it up');
          await markJobDone(db, row.jobId, `given up after ${deliveries} deliveries`);
        }
      }
    } catch (error) {
      // The row's next check is already set; it is handed over then.
      log.warn({ err: error, job: name, jobId: row.jobId }, 'could not hand a job to the queue yet');
    }
  }

  /** The checks on jobs already handed over, one batch at a time beside the passes: new jobs never wait behind them. */
  let checking: Promise<void> | undefined;
  async function startChecks(): Promise<void> {
    if (checking || closed) return;
    const rows = await claimDueJobs(db, BATCH, 'handed-over');
    if (rows.length === 0) return;
    checking = Promise.all(
      rows.map(async (row) => {
        // A relay closing leaves the rest to their next check (their next look is set already).
        if (!closed) await deliver(row);
      }),
    ).then(
      () => {
        checking = undefined;
        if (rows.length === BATCH) kick();
      },
      // `deliver` logs its own failures; a failed batch is claimed again at its next check.
      () => {
        checking = undefined;
      },
    );
  }

  async function pass(): Promise<boolean> {
    const rows = await claimDueJobs(db, BATCH, 'new');
    await Promise.all(rows.map(deliver));
    await startChecks();
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeDoneJobs(db);
    }
    return rows.length === BATCH;
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while ((await pass()) && !closed);
          if (failingSince !== undefined) log.warn({ downForMs: Date.now() - failingSince }, 'the outbox relay reaches the database again');
          failingSince = undefined;
        } catch (error) {
          failingSince ??= Date.now();
          // Once per outage and then every half minute, not once a second.
          if (Date.now() - lastFailureLog > 30_000) {
            lastFailureLog = Date.now();
            log.warn({ err: error }, 'the outbox relay cannot read the outbox; it keeps trying');
          }
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  // A relay that starts may be the first to run after a crash: every unfinished job is checked now.
  await dueUnfinishedJobsNow(db).catch((err) => log.warn({ err }, 'could not mark unfinished jobs due'));
  const unlisten = options.listen ? await keepListening(options.listen, OUTBOX_CHANNEL, kick) : undefined;
  const timer = setInterval(kick, pollMs);
  timer.unref?.();
  kick();

  return {
    kick,
    async settled() {
      while (running || checking) await (running ?? checking);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      while (running || checking) await (running ?? checking);
    },
  };
}
