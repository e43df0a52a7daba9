import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { READING_DAILY_MINUTES_CAP } from '@morah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass, TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let gateway: RunningGateway;
let teacher: TestClient;
let classCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  ({ teacher, classInfo: { joinCode: classCode } } = await registerTeacherWithClass(gateway.url));
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const FREE_BOOK = 'the-little-shofar';
const PREMIUM_BOOK = 'rabbi-akiva-learns-at-forty';

/** As if the learner's last counted save had been `seconds` ago. */
async function wind(userId: number, seconds: number) {
  await testDb.db.updateTable('reading_days').set({ last_counted_at: new Date(Date.now() - seconds * 1000) }).where('user_id', '=', userId).execute();
}

describe('the library', () => {
  it('lists the books, filtered on the server, and refuses a filter it does not know', async () => {
    const { student } = await registerStudent(gateway.url, classCode);
    const all = await student.get('/api/books');
    expect(all.status).toBe(200);
    expect(all.body.books.length).toBeGreaterThanOrEqual(10);
    const filtered = await student.get('/api/books?category=hebrew&difficulty=beginner&language=bilingual');
    expect(filtered.body.books.map((b: { id: string }) => b.id)).toEqual(['shalom-friend']);
    expect((await student.get('/api/books?category=&difficulty=&language=')).body.books).toHaveLength(all.body.books.length);
    const bad = await student.get('/api/books?category=cooking');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Pick a category');
    expect((await new TestClient(gateway.url).get('/api/books')).status).toBe(401);
  });

  it('opens a book with its pages, says a missing book is missing, and keeps premium pages for Premium members', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode);
    const book = await student.get(`/api/books/${FREE_BOOK}`);
    expect(book.status).toBe(200);
    expect(book.body.book).toMatchObject({ id: FREE_BOOK, totalPages: 8, premium: false });
    expect(book.body.pages[0]).toMatchObject({ pageNumber: 1, content: expect.stringContaining('Shofi') });
    expect((await student.get('/api/books/no-such-book')).status).toBe(404);

    const refused = await student.get(`/api/books/${PREMIUM_BOOK}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('This book is for Premium members');
    expect(refused.body.error.details).toMatchObject({ premium: true, book: { id: PREMIUM_BOOK, premium: true } });
    expect(refused.body.error.details.pages).toBeUndefined();
    expect((await student.post('/api/reading-progress', { bookId: PREMIUM_BOOK, currentPage: 2, timeSpent: 10 })).status).toBe(403);

    await testDb.db.updateTable('users').set({ is_premium: true }).where('id', '=', user.id).execute();
    const opened = await student.get(`/api/books/${PREMIUM_BOOK}`);
    expect(opened.status).toBe(200);
    expect(opened.body.pages).toHaveLength(8);
  });
});

describe('reading progress', () => {
  it('resumes at the page the reader reached', async () => {
    const { student } = await registerStudent(gateway.url, classCode);
    expect((await student.get(`/api/reading-progress/${FREE_BOOK}`)).body).toEqual({ progress: null });
    await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 2, timeSpent: 20, notes: '' });
    const saved = await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 5, timeSpent: 40, notes: 'I like Shofi' });
    expect(saved.status).toBe(200);
    const progress = (await student.get(`/api/reading-progress/${FREE_BOOK}`)).body.progress;
    expect(progress).toMatchObject({ bookId: FREE_BOOK, currentPage: 5, notes: 'I like Shofi' });
    expect(progress.timeSpent).toBeGreaterThan(0);
    expect(progress.timeSpent).toBeLessThanOrEqual(40);
  });

  it('counts reading time the clock allows as study-time XP through the ledger, up to a daily cap', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode);
    await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 1, timeSpent: 0 });
    await wind(user.id, 180);
    const read = await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 2, timeSpent: 180 });
    expect(read.body).toMatchObject({ minutesCounted: 3, xpAwarded: 6, progress: { currentPage: 2, timeSpent: 180 } });

    // A clock that claims hours right after is believed only as far as time really passed.
    const greedy = await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 3, timeSpent: 50_000 });
    expect(greedy.body.xpAwarded).toBe(0);
    expect(greedy.body.progress.timeSpent).toBeLessThan(200);

    const ledger = await testDb.db.selectFrom('xp_events').select(['amount', 'reason']).where('user_id', '=', user.id).where('reason', '=', 'study_time').execute();
    expect(ledger).toEqual([{ amount: 6, reason: 'study_time' }]);
    const activity = await testDb.db.selectFrom('activities').select(['activity_type', 'duration_seconds', 'detail']).where('user_id', '=', user.id).execute();
    expect(activity).toEqual([{ activity_type: 'study_time', duration_seconds: 180, detail: { kind: 'reading', bookId: FREE_BOOK, title: 'The Little Shofar Who Was Shy' } }]);

    // At the day's cap, more reading is kept as progress but earns nothing more.
    await testDb.db.updateTable('reading_days').set({ seconds: READING_DAILY_MINUTES_CAP * 60, minutes_counted: READING_DAILY_MINUTES_CAP }).where('user_id', '=', user.id).execute();
    await wind(user.id, 300);
    const capped = await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 4, timeSpent: 500 });
    expect(capped.body).toMatchObject({ minutesCounted: 0, xpAwarded: 0, progress: { currentPage: 4 } });
  });

  it('refuses a page past the end, a negative time and an unknown book, changing nothing', async () => {
    const { student } = await registerStudent(gateway.url, classCode);
    await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 3, timeSpent: 5 });
    const bad = [
      [{ bookId: FREE_BOOK, currentPage: 9, timeSpent: 10 }, 400],
      [{ bookId: FREE_BOOK, currentPage: 0, timeSpent: 10 }, 400],
      [{ bookId: FREE_BOOK, currentPage: 2, timeSpent: -1 }, 400],
      [{ bookId: FREE_BOOK, currentPage: 2, timeSpent: 10, notes: 'x'.repeat(2001) }, 400],
      [{ bookId: 'no-such-book', currentPage: 1, timeSpent: 10 }, 404],
    ] as const;
    for (const [body, status] of bad) {
      const res = await student.post('/api/reading-progress', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect((await student.get(`/api/reading-progress/${FREE_BOOK}`)).body.progress.currentPage).toBe(3);
  });

  it("lets a learner's teachers and parents read their progress, and nobody else", async () => {
    const { student, user } = await registerStudent(gateway.url, classCode);
    await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 6, timeSpent: 5 });
    const { parent } = await registerParent(gateway.url, user.linkCode);
    const { parent: stranger } = await registerParent(gateway.url);
    const { teacher: otherTeacher } = await registerTeacherWithClass(gateway.url);
    const { student: classmate } = await registerStudent(gateway.url, classCode);
    const path = `/api/reading-progress/${FREE_BOOK}?userId=${user.id}`;
    for (const allowed of [student, teacher, parent]) {
      const res = await allowed.get(path);
      expect(res.status).toBe(200);
      expect(res.body.progress.currentPage).toBe(6);
    }
    for (const refused of [stranger, otherTeacher, classmate]) expect((await refused.get(path)).status).toBe(404);
    expect((await new TestClient(gateway.url).get(path)).status).toBe(401);
  });
});

describe('reading counts for parents', () => {
  it("shows the book read and its minutes on the parent's dashboard, as a topic of its own", async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Noam');
    const { parent } = await registerParent(gateway.url, user.linkCode);
    await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 1, timeSpent: 0 });
    await wind(user.id, 120);
    expect((await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 3, timeSpent: 120 })).body.minutesCounted).toBe(2);
    const child = (await parent.get(`/api/parent/children/${user.id}/dashboard`)).body.dashboard;
    expect(child.recentActivity[0]).toMatchObject({ kind: 'study_time', label: 'Read \u201cThe Little Shofar Who Was Shy\u201d for 2 minutes', xp: 4 });
    expect(child.favouriteTopics).toContainEqual(expect.objectContaining({ source: 'activity', kind: 'study_time', label: 'Reading books', minutes: 2 }));
    expect(child.weeklyMinutes.at(-1).minutes).toBe(2);
  });
});
