import { type Kysely, sql } from 'kysely';

/**
 * The relays are woken only by rows due now: a writer that hands its jobs to the queue itself
 * records them due later (for the relay's first check), and waking every relay for those would only
 * make each run a claim that finds nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function job_outbox_notify() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from inserted where due_at <= now()) then
        perform pg_notify('morah_job_outbox', '');
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger job_outbox_inserted on job_outbox`.execute(db);
  await sql`
    create trigger job_outbox_inserted after insert on job_outbox
    referencing new table as inserted
    for each statement execute function job_outbox_notify()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger job_outbox_inserted on job_outbox`.execute(db);
  await sql`
    create or replace function job_outbox_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('morah_job_outbox', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger job_outbox_inserted after insert on job_outbox
    for each statement execute function job_outbox_notify()`.execute(db);
}
