import type { Kysely } from 'kysely';

/** The request (HTTP, or one socket event) a job follows, so its worker's log lines carry the same id. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_outbox').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_outbox').dropColumn('request_id').execute();
}
