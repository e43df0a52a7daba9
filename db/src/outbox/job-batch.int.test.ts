import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildStudent, createTestDatabase, type TestDatabase } from '../testing';
import { enqueueJob, jobBatch } from './enqueue-job';
import { OUTBOX_CHANNEL } from './job-outbox.queries';

describe('a batch of jobs recorded with a write', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.drop());

  const recorded = (ids: string[]) => t.db.selectFrom('job_outbox').select(['job_id', 'name']).where('job_id', 'in', ids).orderBy('job_id').execute();

  it('names each job at once and writes them all in one insert at the end, each once', async () => {
    const student = await buildStudent(t.db);
    const xp = { userId: student.id, sourceId: `batch-${student.id}`, amount: 3, reason: 'chat' };
    const ids = await t.db.transaction().execute(async (trx) => {
      await enqueueJob(trx, 'xp.award', { ...xp, sourceId: `${xp.sourceId}-earlier` });
      const batch = jobBatch();
      const reply = await batch.enqueue(trx, 'tutor.reply', { threadId: 1, messageId: '7d4f2b8e-1a2b-4c3d-9e8f-0a1b2c3d4e5f', requestPosition: 41 });
      const award = await batch.enqueue(trx, 'xp.award', xp);
      await batch.enqueue(trx, 'xp.award', xp);
      await batch.enqueue(trx, 'xp.award', { ...xp, sourceId: `${xp.sourceId}-earlier` });
      // Named, but not written until the flush.
      expect(await trx.selectFrom('job_outbox').select('job_id').where('job_id', 'in', [reply.jobId, award.jobId]).execute()).toEqual([]);
      await batch.flush(trx);
      return [reply.jobId, award.jobId, `xp-award-${xp.sourceId}-earlier`];
    });
    expect(ids.slice(0, 2)).toEqual(['tutor-reply-41', `xp-award-${xp.sourceId}`]);
    expect(await recorded(ids)).toEqual([
      { job_id: 'tutor-reply-41', name: 'tutor.reply' },
      { job_id: `xp-award-${xp.sourceId}`, name: 'xp.award' },
      { job_id: `xp-award-${xp.sourceId}-earlier`, name: 'xp.award' },
    ]);
  });

  it('wakes the relays only for rows due now: a row handed over already (due for a later check) notifies nobody', async () => {
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    try {
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
      const row = (jobId: string) => ({ job_id: jobId, name: 'xp.award', payload: JSON.stringify({ userId: 1, sourceId: jobId, amount: 1, reason: 'chat' }) });
      // Handed over by its writer: written as delivered once and due 5 s later.
      await t.db.insertInto('job_outbox').values({ ...row('notify-later'), deliveries: 1, due_at: sql<Date>`now() + interval '5 seconds'` }).execute();
      // Notifications come in commit order: whatever the first insert sent would come before this one.
      await sql`select pg_notify(${OUTBOX_CHANNEL}, 'barrier')`.execute(t.db);
      await vi.waitUntil(() => heard.includes('barrier'), { timeout: 60_000 });
      expect(heard).toEqual(['barrier']);
      // A row for a relay to deliver (due now) notifies.
      await t.db.insertInto('job_outbox').values(row('notify-now')).execute();
      await vi.waitUntil(() => heard.length === 2, { timeout: 60_000 });
      expect(heard).toEqual(['barrier', '']);
    } finally {
      await listener.end();
    }
  });

  it('checks a job as it is named, and records nothing it was not asked to flush', async () => {
    const batch = jobBatch();
    await expect(t.db.transaction().execute((trx) => batch.enqueue(trx, 'xp.award', { userId: 1, sourceId: 'bad', amount: -5, reason: 'chat' }))).rejects.toThrow();
    await t.db.transaction().execute((trx) => batch.enqueue(trx, 'xp.award', { userId: 1, sourceId: 'never-flushed', amount: 1, reason: 'chat' }));
    expect(await recorded(['xp-award-never-flushed'])).toEqual([]);
  });
});
