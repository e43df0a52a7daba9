import type { RunningGateway } from '@morah/gateway';
import { CHILD_DATA_SOURCES, importTorahFolder, NOT_EXPORTED } from '@morah/db';
import { createTestDatabase, sql, type TestDatabase } from '@morah/db/testing';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerTeacherWithClass, TestClient, uniqueName } from './support/http-client';
import { collect, connectSocket, eventWhere, waitForConnect } from './support/socket-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { TORAH_DIR } from './support/torah-data';
import { until } from './support/until';

/** A child with a name and words found nowhere else, so a search for them means exactly this child. */
async function registerChild(baseUrl: string, classCode: string, firstName: string, lastName: string) {
  const client = new TestClient(baseUrl);
  const username = uniqueName(firstName.toLowerCase());
  const reg = await client.post('/api/auth/register', { username, password: 'kite-river-lantern', firstName, lastName, role: 'student', classCode });
  if (reg.status !== 201) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  return { client, username, user: reg.body.user as { id: number; linkCode: string } };
}

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><path id="alef-1" d="M10 10L90 90Z" fill="${fill}" stroke="#222"></path></svg>`;

/** Everything a child does in Morah: chat, coloring, parsha, a book, a game, a quiz, a check-in. */
async function liveADay(db: TestDatabase['db'], child: TestClient, childId: number, word: string) {
  const thread = (await child.post('/api/chat/threads', {})).body.thread.id as number;
  await child.post(`/api/chat/threads/${thread}/messages`, { content: `Why is the ${word} in the story of Noach?` });
  await child.post(`/api/chat/threads/${thread}/messages`, { content: 'What sound does bet make?' });
  expect((await child.post('/api/coloring', { letter: 'alef', svgData: drawing('#e53935'), colors: { 'alef-1': '#e53935' } })).status).toBe(201);
  expect((await child.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 2, completed: false })).status).toBe(200);
  expect((await child.post('/api/reading-progress', { bookId: 'the-little-shofar', currentPage: 2, timeSpent: 30, notes: `I like the ${word}` })).status).toBeLessThan(300);
  expect((await child.post('/api/games/hebrew-memory/results', { score: 850, timeSpent: 50, moves: 10 })).status).toBe(200);
  expect((await child.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: 'Asia/Jerusalem' })).status).toBe(200);
  const quiz = (await child.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 })).body.quiz.id as number;
  await until(async () => (await child.get(`/api/quizzes/${quiz}`)).body.quiz?.status === 'ready');
  expect((await child.post(`/api/quizzes/${quiz}/attempt`, { answers: [0, 1, 2], timeSpent: 30 })).status).toBe(200);
  // Everything that follows in the background (tutor replies, XP, badges) has run.
  await until(async () => (await db.selectFrom('chat_messages').select('id').where('thread_id', '=', thread).where('reply_state', '=', 'requested').execute()).length === 0);
  await until(async () => (await db.selectFrom('job_outbox').select('id').where('done_at', 'is', null).execute()).length === 0);
  await until(async () => (await db.selectFrom('user_badges').select('id').where('user_id', '=', childId).execute()).length > 0);
  return { thread, quiz };
}

/** Every table that refers to a user, from the database's own catalogue. */
async function userReferences(db: TestDatabase['db']) {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select kcu.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
    order by 1, 2`.execute(db);
  return rows;
}

describe('a child\u2019s data: export and deletion (full stack, two gateways)', () => {
  let testDb: TestDatabase;
  let a: RunningGateway;
  let b: RunningGateway;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const prefix = newRedisPrefix();
  let child: Awaited<ReturnType<typeof registerChild>>;
  let other: Awaited<ReturnType<typeof registerChild>>;
  let parent: TestClient;
  let parentId: number;
  let teacher: TestClient;
  let classId: number;
  let childThread: number;
  let otherThread: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await importTorahFolder(testDb.db, TORAH_DIR);
    const env = { SEFARIA_URL: '', TUTOR_PIECE_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '100' };
    workers = await startWorkers(testDb.url, prefix);
    [a, b] = await Promise.all([startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env }), startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env })]);
    const cls = await registerTeacherWithClass(a.url);
    teacher = cls.teacher;
    classId = cls.classInfo.id;
    child = await registerChild(a.url, cls.classInfo.joinCode, 'Tzeitelya', 'Quornwick');
    other = await registerChild(a.url, cls.classInfo.joinCode, 'Yochebelle', 'Marrowby');
    const p = await registerParent(a.url, child.user.linkCode);
    parent = p.parent;
    parentId = p.user.id;
    childThread = (await liveADay(testDb.db, child.client, child.user.id, 'zebrafinch')).thread;
    otherThread = (await liveADay(testDb.db, other.client, other.user.id, 'lanternfish')).thread;
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await workers?.close();
    await testDb?.drop();
  });

  it('exports everything Morah holds about the child as a zip of JSON files, built by a job, and only the child\u2019s', async () => {
    // The parent's page hears the progress live, on whichever gateway its socket is.
    const parentSocket = connectSocket(b.url, parent.cookie);
    await waitForConnect(parentSocket);
    const progress = collect(parentSocket, 'privacy:export-progress');
    const asked = await parent.post('/api/privacy/exports', { childId: child.user.id });
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ childId: child.user.id, status: 'building', downloadUrl: null });
    const id = asked.body.export.id as string;
    await eventWhere(parentSocket, 'privacy:export-progress', (p) => p.exportId === id && p.status === 'ready');
    parentSocket.close();
    const heard = progress.items.filter((p) => p.exportId === id);
    expect(heard.length).toBeGreaterThan(5);
    expect(heard.map((p) => p.progress)).toEqual([...heard.map((p) => p.progress)].sort((x, y) => x - y));
    expect(heard.at(-1)).toEqual({ exportId: id, childId: child.user.id, status: 'ready', progress: 100 });
    const ready = (await parent.get(`/api/privacy/exports/${id}`)).body.export;
    expect(ready.status).toBe('ready');
    expect(ready).toMatchObject({ progress: 100, downloadUrl: `/api/privacy/exports/${id}/download` });
    expect(new Date(ready.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect((await parent.get(`/api/privacy/exports?childId=${child.user.id}`)).body.export.id).toBe(id);

    const res = await fetch(`${b.url}${ready.downloadUrl}`, { headers: { cookie: parent.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="morah-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([...CHILD_DATA_SOURCES.map((s) => s.file), 'README.txt'].sort());
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));

    expect(json('profile.json')).toMatchObject({ id: child.user.id, username: child.username, first_name: 'Tzeitelya', last_name: 'Quornwick', role: 'student' });
    expect(json('profile.json')).not.toHaveProperty('password_hash');
    const conversations = json('conversations.json');
    expect(conversations).toHaveLength(1);
    const questions = conversations[0].messages.filter((m: { sender_type: string }) => m.sender_type === 'student');
    expect(questions.map((m: { content: string }) => m.content)).toEqual(['Why is the zebrafinch in the story of Noach?', 'What sound does bet make?']);
    expect(conversations[0].messages.filter((m: { sender_type: string }) => m.sender_type === 'ai')).toHaveLength(2);
    for (const m of conversations[0].messages) expect(Number.isNaN(Date.parse(m.created_at))).toBe(false);
    expect(json('conversation-history.json').map((e: { type: string }) => e.type)).toContain('MessagePosted');
    const activityTypes = new Set(json('activities.json').map((x: { activity_type: string }) => x.activity_type));
    for (const t of ['chat', 'coloring', 'parsha']) expect(activityTypes).toContain(t);
    expect(json('xp-ledger.json').length).toBeGreaterThanOrEqual(5);
    expect(json('badges.json').length).toBeGreaterThan(0);
    expect(json('streaks.json')).toEqual([expect.objectContaining({ streak_type: 'daily_login', current: 1, time_zone: 'Asia/Jerusalem' })]);
    expect(json('artwork.json')).toEqual([expect.objectContaining({ letter: 'alef', svg_data: expect.stringContaining('<svg') })]);
    expect(json('parsha-progress.json').parshiyot).toEqual([expect.objectContaining({ parsha: 'Bereshit', verse_reached: 2 })]);
    expect(json('parsha-progress.json').verses_read.length).toBe(2);
    expect(json('reading-progress.json').books).toEqual([expect.objectContaining({ book_id: 'the-little-shofar', current_page: 2, notes: 'I like the zebrafinch' })]);
    expect(json('game-results.json')).toEqual([expect.objectContaining({ game_id: 'hebrew-memory', score: 850 })]);
    expect(json('quizzes.json').quizzes).toEqual([expect.objectContaining({ category: 'hebrew', status: 'ready', questions: expect.any(Array) })]);
    expect(json('quizzes.json').quizzes[0].questions).toHaveLength(3);
    expect(json('quizzes.json').attempts).toEqual([expect.objectContaining({ answers: [0, 1, 2], total_questions: 3 })]);
    expect(json('classes.json')).toEqual([expect.objectContaining({ class_id: classId, teacher_first_name: 'Rivka' })]);
    expect(json('parents.json')).toEqual([expect.objectContaining({ parent_id: parentId })]);

    // Only this child: nothing of the classmate, no secret of anyone.
    const everything = Object.values(files).map((f) => strFromU8(f)).join('\n');
    for (const foreign of [other.username, 'Yochebelle', 'Marrowby', 'lanternfish', 'password', '$argon2', child.user.linkCode]) expect(everything).not.toContain(foreign);
  });

  it('tells anyone what this Morah keeps and which outside services receive what', async () => {
    const res = await new TestClient(a.url).get('/api/privacy/facts');
    expect(res.status).toBe(200);
    expect(res.body.facts).toEqual({ chatRetentionDays: 365, exportAvailableHours: 24, modelProvider: null, moderationProvider: null, payments: 'test' });
  });

  it('leaves no table that refers to a user out of the export, so a table added later is covered or named', async () => {
    const covered = new Set([...CHILD_DATA_SOURCES.flatMap((s) => s.tables), ...Object.keys(NOT_EXPORTED)]);
    const missing = (await userReferences(testDb.db)).filter((r) => !covered.has(r.table_name));
    expect(missing).toEqual([]);
  });

  it('gives an export only to the child themself and their linked parents, and the download only to the one who asked, for a limited time', async () => {
    const stranger = await registerParent(a.url);
    // Another family's child answers as a missing one does.
    expect((await teacher.post('/api/privacy/exports', { childId: child.user.id })).status).toBe(404);
    expect((await stranger.parent.post('/api/privacy/exports', { childId: child.user.id })).status).toBe(404);
    expect((await other.client.post('/api/privacy/exports', { childId: child.user.id })).status).toBe(404);
    expect((await parent.post('/api/privacy/exports', { childId: other.user.id })).status).toBe(404);
    expect((await parent.post('/api/privacy/exports', { childId: 'me' })).status).toBe(400);

    // The child asks for their own.
    const own = await child.client.post('/api/privacy/exports', {});
    expect(own.status).toBe(202);
    const id = own.body.export.id as string;
    await until(async () => (await child.client.get(`/api/privacy/exports/${id}`)).body.export.status === 'ready');
    for (const someone of [parent, stranger.parent, teacher, other.client]) {
      expect((await someone.get(`/api/privacy/exports/${id}`)).status).toBe(404);
      expect((await someone.get(`/api/privacy/exports/${id}/download`)).status).toBe(404);
    }
    expect((await child.client.get(`/api/privacy/exports/${id}/download`)).status).toBe(200);
    expect((await new TestClient(a.url).get(`/api/privacy/exports/${id}/download`)).status).toBe(401);

    // Past its time it says so and is no longer served; the retention sweep removes the file.
    await sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${id}`.execute(testDb.db);
    expect((await child.client.get(`/api/privacy/exports/${id}`)).body.export).toMatchObject({ status: 'expired', downloadUrl: null });
    const gone = await child.client.get(`/api/privacy/exports/${id}/download`);
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe('This download has expired. Please ask for a new one.');
  });

  it('lets a teacher remove a student from a class while the student keeps their data', async () => {
    expect((await other.client.request('DELETE', `/api/classes/${classId}/students/${other.user.id}`)).status).toBe(403);
    expect((await teacher.request('DELETE', `/api/classes/${classId + 1000}/students/${other.user.id}`)).status).toBe(404);
    const removed = await teacher.request('DELETE', `/api/classes/${classId}/students/${other.user.id}`);
    expect(removed.status).toBe(200);
    expect((await teacher.request('DELETE', `/api/classes/${classId}/students/${other.user.id}`)).status).toBe(404);
    const classes = (await teacher.get('/api/classes')).body.classes;
    expect(classes[0].students.map((s: { id: number }) => s.id)).toEqual([child.user.id]);
    // The teacher no longer reads the child's conversation; the child still has it, and their XP.
    expect((await teacher.get(`/api/chat/threads/${otherThread}/messages`)).status).toBe(404);
    expect((await other.client.get(`/api/chat/threads/${otherThread}/messages`)).body.messages.length).toBe(4);
    expect((await other.client.get('/api/auth/me')).body.user.xp).toBeGreaterThan(0);
  });

  it('deletes a child\u2019s account after the parent\u2019s password: signed out everywhere at once, and no row names the child', async () => {
    const childId = child.user.id;
    const onA = connectSocket(a.url, child.client.cookie);
    const onB = connectSocket(b.url, child.client.cookie);
    await Promise.all([waitForConnect(onA), waitForConnect(onB)]);
    const closed = [onA, onB].map((s) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason))));
    const parentSocket = connectSocket(a.url, parent.cookie);
    await waitForConnect(parentSocket);

    expect((await teacher.post('/api/privacy/deletions', { childId, password: 'kite-river-lantern' })).status).toBe(403);
    const wrong = await parent.post('/api/privacy/deletions', { childId, password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('That password is not right.');
    expect((await child.client.get('/api/auth/me')).status).toBe(200);

    const asked = await parent.post('/api/privacy/deletions', { childId, password: 'kite-river-lantern' });
    expect(asked.status).toBe(202);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // The parent's page hears when it is done; the polling fallback reads the same.
    await eventWhere(parentSocket, 'privacy:deletion-done', (d) => d.deletionId === asked.body.deletion.id);
    parentSocket.close();
    expect((await parent.get(`/api/privacy/deletions/${asked.body.deletion.id}`)).body.deletion.status).toBe('done');

    // Signed out: the old cookie opens nothing, the password no longer signs in, a socket is refused.
    expect((await child.client.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(a.url).post('/api/auth/login', { username: child.username, password: 'kite-river-lantern' })).status).toBe(401);
    const again = connectSocket(a.url, child.client.cookie);
    await expect(waitForConnect(again)).rejects.toThrow('unauthenticated');
    again.close();
    expect((await parent.get('/api/parent/children')).body.children).toEqual([]);

    // Every table of the schema (however many there are by now): no row holds the child's name,
    // username or words, no column that refers to a user holds the child's id, no JSON names it.
    const tables = (await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(testDb.db)).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'events', 'chat_messages', 'sessions', 'job_outbox', 'data_exports', 'artworks', 'quiz_attempts']));
    const names = [child.username, 'tzeitelya', 'quornwick', 'zebrafinch'];
    for (const table of tables) {
      const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(testDb.db);
      const naming = rows.filter((r) => names.some((n) => r.row.toLowerCase().includes(n.toLowerCase())));
      expect(naming, `${table} names the child`).toEqual([]);
    }
    for (const { table_name, column_name } of await userReferences(testDb.db)) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)} where ${sql.ref(column_name)} = ${childId}`.execute(testDb.db);
      expect(Number(rows[0]!.n), `${table_name}.${column_name} refers to the child`).toBe(0);
    }
    const idKey = /(user|student|sender|actor|child|buyer)_?id$/i;
    const namesChild = (value: unknown): boolean =>
      Array.isArray(value) ? value.some(namesChild) : typeof value === 'object' && value !== null ? Object.entries(value).some(([k, v]) => (idKey.test(k) && Number(v) === childId) || namesChild(v)) : false;
    const jsonColumns = (await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('json', 'jsonb')`.execute(testDb.db)).rows;
    for (const { table_name, column_name } of jsonColumns) {
      const { rows } = await sql<{ v: unknown }>`select ${sql.ref(column_name)} as v from ${sql.table(table_name)}`.execute(testDb.db);
      expect(rows.filter((r) => namesChild(r.v)), `${table_name}.${column_name} names the child`).toEqual([]);
    }
    expect((await sql`select 1 from events where stream_id = ${`thread-${childThread}`}`.execute(testDb.db)).rows).toEqual([]);

    // The removal from the event store is in the audit, with the parent who asked.
    const audit = await testDb.db.selectFrom('event_removals').selectAll().where('reason', '=', 'account_deletion').execute();
    expect(audit).toEqual([expect.objectContaining({ stream_ids: [`thread-${childThread}`], requested_by: `user-${parentId}` })]);

    // The classmate's data is all there.
    expect((await other.client.get(`/api/chat/threads/${otherThread}/messages`)).body.messages.length).toBe(4);
    expect((await testDb.db.selectFrom('artworks').select('id').where('user_id', '=', other.user.id).execute()).length).toBe(1);
  });
});
