import { type Kysely, sql } from 'kysely';

/**
 * The relay claims jobs never handed over apart from jobs it only checks on (see `claimDueJobs`):
 * the checks take turns and may fall behind under load, and finding the few new rows must not mean
 * reading past every check that waits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index job_outbox_new_due_idx on job_outbox (due_at) where done_at is null and deliveries = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index job_outbox_new_due_idx`.execute(db);
}
