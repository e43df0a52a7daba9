import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RunningGateway } from '@morah/gateway';
import { appendChatEvents, removeChatThreads } from '@morah/db';
import { buildConversation, createTestDatabase, sql, type TestDatabase } from '@morah/db/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers, TEST_REDIS_URL } from './support/morah-under-test';
import { startPrivateRedis } from './support/private-services';
import { until } from './support/until';

const run = promisify(execFile);

/** `pnpm db:rebuild-projections` on a database: the same compiled program (compiled first when a source changed). */
async function rebuildProjectionsCommand(databaseUrl: string) {
  await ensureServerBuild();
  const { stdout } = await run(process.execPath, [fileURLToPath(new URL('../dist/server/rebuild-projections.mjs', import.meta.url))], { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 120_000 });
  return stdout;
}

const DAY = 24 * 60 * 60 * 1000;
let testDb: TestDatabase;
let gateway: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Conversations untouched for 30 days go; the sweep runs at start and then every second.
  gateway = await startGateway({
    databaseUrl: testDb.url,
    env: { TUTOR_PIECE_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '100', CHAT_RETENTION_DAYS: '30', RETENTION_SWEEP_SECONDS: '1' },
  });
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

async function snapshot() {
  const threads = await sql`select * from chat_threads order by id`.execute(testDb.db);
  const messages = await sql`select * from chat_messages order by thread_id, version`.execute(testDb.db);
  return { threads: threads.rows, messages: messages.rows };
}

const eventCount = async (threadIds: number[]) =>
  Number((await sql<{ n: string }>`select count(*) as n from events where stream_id = any(${threadIds.map((id) => `thread-${id}`)}::text[])`.execute(testDb.db)).rows[0]!.n);

it('removes conversations older than CHAT_RETENTION_DAYS from the event store and every read model, keeps recent ones, and a rebuild gives the same tables', async () => {
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  const [ayelet, boaz] = await Promise.all([registerStudent(gateway.url, classInfo.joinCode, 'Ayelet'), registerStudent(gateway.url, classInfo.joinCode, 'Boaz')]);

  // Recent conversations, through the real chat path (the tutor answers each question).
  const recent: number[] = [];
  for (const { student } of [ayelet!, boaz!]) {
    const created = await student.post('/api/chat/threads', {});
    const id = created.body.thread.id as number;
    for (const q of ['What sound does bet make?', 'What is this week\u2019s parsha?']) await student.post(`/api/chat/threads/${id}/messages`, { content: q });
    recent.push(id);
  }
  await until(async () => (await testDb.db.selectFrom('chat_messages').select('id').where('reply_state', '=', 'requested').execute()).length === 0);

  // A conversation 29 days old stays; more than a batch of old ones (40 and 400 days) go.
  const kept = await buildConversation(testDb.db, { studentId: ayelet!.user.id, studentName: 'Ayelet Katz', at: new Date(Date.now() - 29 * DAY), questions: ['Who was Miriam?'] });
  const old: number[] = [];
  for (let i = 0; i < 130; i++) {
    const who = i % 2 ? boaz! : ayelet!;
    const { threadId } = await buildConversation(testDb.db, { studentId: who.user.id, studentName: 'Old Katz', at: new Date(Date.now() - (i % 3 ? 40 : 400) * DAY), questions: ['What is Shabbat?', 'Why do we light candles?'] });
    old.push(threadId);
  }
  // The scheduled sweep takes them (some already as they are written), in batches.
  await until(async () => (await eventCount(old)) === 0 && (await testDb.db.selectFrom('chat_threads').select('id').where('id', 'in', old).execute()).length === 0);
  expect(await testDb.db.selectFrom('chat_messages').select('id').where('thread_id', 'in', old).execute()).toEqual([]);

  // Recent and 29-day-old conversations are all still there, every message of them.
  const left = await testDb.db.selectFrom('chat_threads').select(['id', 'message_count']).where('id', 'in', [...recent, kept.threadId]).orderBy('id').execute();
  expect(left.map((t) => t.id)).toEqual([...recent, kept.threadId].sort((a, b) => a - b));
  expect(left.every((t) => t.message_count >= 2)).toBe(true);
  expect(await eventCount([...recent, kept.threadId])).toBeGreaterThan(10);
  const ayeletsThreads = await ayelet!.student.get('/api/chat/threads');
  expect(ayeletsThreads.body.threads.map((t: { id: number }) => t.id).sort()).toEqual([recent[0], kept.threadId].sort());

  // Every removal is in the audit, as counts and stream ids, never content.
  const audit = await testDb.db.selectFrom('event_removals').selectAll().where('reason', '=', 'retention').execute();
  expect(audit.flatMap((a) => a.stream_ids).sort()).toEqual(old.map((id) => `thread-${id}`).sort());
  expect(audit.reduce((n, a) => n + a.events_removed, 0)).toBe(130 * 7);
  expect(audit.length).toBeGreaterThanOrEqual(2);

  // The read models rebuilt from what is left (by the command an operator runs) equal the live ones.
  const live = await snapshot();
  expect(await rebuildProjectionsCommand(testDb.url)).toMatch(/Rebuilt chat_threads, chat_messages and safety_flags from \d+ events/);
  expect(await snapshot()).toEqual(live);
});

it('keeps the event store append-only for the application: only the audited path removes, and it spares a conversation that moved on', async () => {
  await expect(sql`delete from events`.execute(testDb.db)).rejects.toThrow(/append-only/);
  await expect(sql`update events set type = 'X'`.execute(testDb.db)).rejects.toThrow(/append-only/);
  await expect(sql`delete from event_removals`.execute(testDb.db)).rejects.toThrow(/append-only/);

  const student = await testDb.db.selectFrom('users').select('id').where('role', '=', 'student').executeTakeFirstOrThrow();
  const { threadId } = await buildConversation(testDb.db, { studentId: student.id, studentName: 'Ayelet Katz', at: new Date(Date.now() - 60 * DAY), questions: ['What is a mitzvah?'] });
  // The child writes again just before the sweep reaches this conversation: it stays, whole.
  await appendChatEvents(testDb.db, threadId, [{ type: 'ThreadRenamed', data: { title: 'Mitzvot' } }], { metadata: { actorId: student.id } });
  const cutoff = new Date(Date.now() - 30 * DAY);
  expect(await removeChatThreads(testDb.db, [threadId], { reason: 'retention', requestedBy: 'retention', untouchedSince: cutoff })).toEqual({ threads: 0, events: 0 });
  expect(await eventCount([threadId])).toBe(5);
  expect(await testDb.db.selectFrom('chat_threads').select('title').where('id', '=', threadId).executeTakeFirst()).toEqual({ title: 'Mitzvot' });
});

it('in the full stack, runs as a BullMQ job scheduler shared by every gateway, carried out by the workers', async () => {
  const fullDb = await createTestDatabase();
  const prefix = newRedisPrefix();
  const workers = await startWorkers(fullDb.url, prefix);
  const env = { CHAT_RETENTION_DAYS: '30', RETENTION_SWEEP_SECONDS: '1' };
  const gateways = await Promise.all([startGateway({ databaseUrl: fullDb.url, redisPrefix: prefix, env }), startGateway({ databaseUrl: fullDb.url, redisPrefix: prefix, env })]);
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('privacy', { connection: redis, prefix: `${prefix}:bull` });
  try {
    // Two gateways, one scheduler: the second start replaced the first's, every second, with the configured days.
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'privacy-retention', every: 1000 })]);
    expect(schedulers[0]!.template?.data).toEqual({ retentionDays: 30 });

    const { classInfo } = await registerTeacherWithClass(gateways[0]!.url);
    const { user } = await registerStudent(gateways[0]!.url, classInfo.joinCode, 'Ayelet');
    const old = await buildConversation(fullDb.db, { studentId: user.id, studentName: 'Ayelet Katz', at: new Date(Date.now() - 40 * DAY), questions: ['What is Shabbat?'] });
    const recent = await buildConversation(fullDb.db, { studentId: user.id, studentName: 'Ayelet Katz', at: new Date(Date.now() - 2 * DAY), questions: ['Who was Miriam?'] });
    await until(async () => (await fullDb.db.selectFrom('chat_threads').select('id').where('id', '=', old.threadId).execute()).length === 0);
    expect(await fullDb.db.selectFrom('chat_threads').select('id').where('id', '=', recent.threadId).execute()).toEqual([{ id: recent.threadId }]);
    const audit = await fullDb.db.selectFrom('event_removals').select(['stream_ids', 'requested_by', 'database_user']).execute();
    expect(audit).toEqual([{ stream_ids: [`thread-${old.threadId}`], requested_by: 'retention', database_user: expect.any(String) }]);
  } finally {
    await queue.close();
    await redis.quit();
    await Promise.all(gateways.map((g) => g.close()));
    await workers.close();
    await fullDb.drop();
  }
});

it('sets the scheduler again when Redis comes back without its data', async () => {
  const [privateRedis, fullDb] = await Promise.all([startPrivateRedis({ persistence: false }), createTestDatabase()]);
  const prefix = newRedisPrefix();
  const gateway = await startGateway({ databaseUrl: fullDb.url, env: { REDIS_URL: privateRedis.url, REDIS_PREFIX: prefix, CHAT_RETENTION_DAYS: '30', RETENTION_SWEEP_SECONDS: '60' } });
  const redis = new Redis(privateRedis.url, { maxRetriesPerRequest: null });
  const queue = new Queue('privacy', { connection: redis, prefix: `${prefix}:bull` });
  try {
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual(['privacy-retention']);
    await privateRedis.stop();
    await privateRedis.start();
    // The restarted Redis holds nothing; the gateway, reconnected, schedules the sweep again.
    await until(async () => (await queue.getJobSchedulers().catch(() => [])).some((s) => s.key === 'privacy-retention' && s.every === 60_000));
  } finally {
    await queue.close();
    await redis.quit();
    await gateway.close();
    await Promise.all([privateRedis.destroy(), fullDb.drop()]);
  }
});

it('keeps every conversation when CHAT_RETENTION_DAYS is empty', async () => {
  const keepDb = await createTestDatabase();
  const keeper = await startGateway({ databaseUrl: keepDb.url, env: { CHAT_RETENTION_DAYS: '', RETENTION_SWEEP_SECONDS: '1' } });
  try {
    const { classInfo } = await registerTeacherWithClass(keeper.url);
    const { user } = await registerStudent(keeper.url, classInfo.joinCode, 'Boaz');
    const ancient = await buildConversation(keepDb.db, { studentId: user.id, studentName: 'Boaz Katz', at: new Date(Date.now() - 4000 * DAY), questions: ['What is Shabbat?'] });
    // Barrier: an export past its time is removed by the same sweep, so a sweep has run after the conversation was written.
    const exportId = (await sql<{ id: string }>`insert into data_exports (id, child_id, requested_by, status, expires_at) values (gen_random_uuid()::text, ${user.id}, ${user.id}, 'ready', now() - interval '1 minute') returning id`.execute(keepDb.db)).rows[0]!.id;
    await until(async () => (await keepDb.db.selectFrom('data_exports').select('id').where('id', '=', exportId).execute()).length === 0);
    expect(await keepDb.db.selectFrom('chat_threads').select('id').where('id', '=', ancient.threadId).execute()).toEqual([{ id: ancient.threadId }]);
    expect(await keepDb.db.selectFrom('event_removals').select('id').execute()).toEqual([]);
  } finally {
    await keeper.close();
    await keepDb.drop();
  }
});
