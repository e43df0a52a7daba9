import { type Kysely, sql, type Transaction } from 'kysely';
import type { Prepared } from '../client';
import type { Database } from '../schema';

/** The channel the outbox's trigger notifies at the commit of every recorded job (see its migration). */
export const OUTBOX_CHANNEL = 'morah_job_outbox';

export interface DueJob {
  id: string;
  jobId: string;
  name: string;
  payload: unknown;
  /** Never handed to the queue yet: hand it over; otherwise ask the queue how it is doing. */
  firstDelivery: boolean;
  deliveries: number;
  /** The request the job follows, for its log lines. */
  requestId: string | null;
}

/** A job handed to the queue is first checked on this long after (then less often as it ages). */
export const FIRST_CHECK_SECONDS = 5;

/**
 * Claim the rows a relay should look at now and push their next look into the future (soon for a
 * young job, up to a minute for an old one), so relays on several gateways never take the same row.
 * `new`: jobs never handed to the queue yet; `handed-over`: jobs to check on (see `startOutboxRelay`).
 */
export async function claimDueJobs(db: Kysely<Database>, limit: number, which: 'new' | 'handed-over'): Promise<DueJob[]> {
  const { rows } = await sql<{ id: string; job_id: string; name: string; payload: unknown; before: number; deliveries: number; request_id: string | null }>`
    with due as (
      select id, deliveries from job_outbox
      where done_at is null and due_at <= now() and ${which === 'new' ? sql`deliveries = 0` : sql`deliveries > 0`}
      order by due_at limit ${limit}
      for update skip locked
    )
    update job_outbox o
    set due_at = now() + make_interval(secs => least(60, ${sql.lit(FIRST_CHECK_SECONDS)} + extract(epoch from now() - o.created_at) / 10)),
        deliveries = greatest(o.deliveries, 1)
    from due where o.id = due.id
    returning o.id, o.job_id, o.name, o.payload, due.deliveries as before, o.deliveries, o.request_id`.execute(db);
  return rows.map((r) => ({
    id: String(r.id),
    jobId: r.job_id,
    name: r.name,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    firstDelivery: Number(r.before) === 0,
    deliveries: Number(r.deliveries),
    requestId: r.request_id,
  }));
}

/** The job's processor finished (or the queue says it did): the relay stops looking at it. */
export async function markJobDone(db: Kysely<Database>, jobId: string, error?: string): Promise<void> {
  await db
    .updateTable('job_outbox')
    .set({ done_at: sql<Date>`now()`, ...(error ? { last_error: error.slice(0, 500) } : {}) })
    .where('job_id', '=', jobId)
    .where('done_at', 'is', null)
    .execute();
}

/** Mark several jobs done in one statement (their processors have finished). */
export async function markJobsDone(db: Kysely<Database>, jobIds: readonly string[], prepared?: Prepared): Promise<void> {
  if (jobIds.length === 0) return;
  // One statement whatever the number of ids (an array), so the workers keep it prepared.
  const query = db.updateTable('job_outbox').set({ done_at: sql<Date>`now()` }).where('job_id', '=', sql<string>`any(${[...jobIds]}::text[])`).where('done_at', 'is', null);
  if (!prepared) {
    await query.execute();
    return;
  }
  const compiled = query.compile();
  await prepared('mark-jobs-done', compiled, compiled.parameters);
}

/** Mark a job done in the transaction of its last write: the mark stands only if that transaction commits. */
export async function markJobDoneIn(trx: Transaction<Database>, jobId: string): Promise<void> {
  await sql`update job_outbox set done_at = now() where job_id = ${jobId} and done_at is null`.execute(trx);
}

/** The queue had lost the job, or it had failed for good, and it was handed over again. */
export async function countRedelivery(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .updateTable('job_outbox')
    .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
    .where('id', '=', id)
    .returning('deliveries')
    .executeTakeFirst();
  return row?.deliveries ?? 0;
}

/** Look at every unfinished job now (a relay starting after a crash may hold the only copy). */
export async function dueUnfinishedJobsNow(db: Kysely<Database>): Promise<void> {
  await db.updateTable('job_outbox').set({ due_at: sql<Date>`now()` }).where('done_at', 'is', null).where('due_at', '>', sql<Date>`now()`).execute();
}

export async function findOutboxJob(db: Kysely<Database>, jobId: string): Promise<{ name: string; payload: unknown; done: boolean } | undefined> {
  const row = await db.selectFrom('job_outbox').select(['name', 'payload', 'done_at']).where('job_id', '=', jobId).executeTakeFirst();
  if (!row) return undefined;
  return { name: row.name, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, done: row.done_at !== null };
}

/** Finished rows are kept a day (a job recorded again within it stays one job), then removed. */
export async function purgeDoneJobs(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('job_outbox').where('done_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/** Jobs not finished yet, oldest first: for tests and operators. */
export async function unfinishedJobs(db: Kysely<Database>): Promise<{ jobId: string; name: string; deliveries: number; createdAt: Date }[]> {
  const rows = await db.selectFrom('job_outbox').select(['job_id', 'name', 'deliveries', 'created_at']).where('done_at', 'is', null).orderBy('id').execute();
  return rows.map((r) => ({ jobId: r.job_id, name: r.name, deliveries: r.deliveries, createdAt: r.created_at }));
}

/** When the oldest job not yet handed to the queue was recorded (null when every job was handed over): the outbox's lag. */
export async function oldestUndeliveredJob(db: Kysely<Database>): Promise<Date | null> {
  const row = await db.selectFrom('job_outbox').select((eb) => eb.fn.min('created_at').as('oldest')).where('done_at', 'is', null).where('deliveries', '=', 0).executeTakeFirst();
  return row?.oldest ? new Date(row.oldest as unknown as string) : null;
}
