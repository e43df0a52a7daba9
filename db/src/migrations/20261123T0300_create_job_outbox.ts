import { type Kysely, sql } from 'kysely';

/**
 * The job outbox: a job that follows a write is a row written in the same transaction, so a crash
 * or a Redis blink between commit and enqueue loses nothing. A relay hands each row to the queue and
 * checks on it until its processor has finished (`done_at`). Every insert notifies the relays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When a relay next looks at the row: at once for a new one, then now and again until it is done.
    .addColumn('due_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // How many times it was handed to the queue (the first time, and each time the queue had lost it).
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index job_outbox_due_idx on job_outbox (due_at) where done_at is null`.execute(db);
  await sql`create index job_outbox_done_idx on job_outbox (done_at) where done_at is not null`.execute(db);
  await sql`
    create function job_outbox_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('morah_job_outbox', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger job_outbox_inserted after insert on job_outbox
    for each statement execute function job_outbox_notify()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_outbox').execute();
  await sql`drop function job_outbox_notify()`.execute(db);
}
