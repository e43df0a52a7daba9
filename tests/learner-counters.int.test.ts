import { learnerCounts, removeChatThreads } from '@morah/db';
import { buildConversation, buildStudent, createTestDatabase, sql, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

/** The totals counted from the ledgers themselves, row by row, as badge checks once did. */
async function recount(userId: number) {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from chat_messages where sender_id = ${userId} and sender_type = 'student') as chat,
      (select count(*) from activities where user_id = ${userId} and activity_type = 'coloring' and xp_awarded > 0) as coloring,
      (select coalesce(sum(duration_seconds / 60), 0) from activities where user_id = ${userId} and activity_type = 'study_time') as minutes,
      (select count(*) from game_results where user_id = ${userId}) as games,
      (select count(distinct quiz_id) from quiz_attempts where user_id = ${userId}) as quizzes,
      (select count(distinct (book, chapter, verse)) from parsha_verse_reads where user_id = ${userId}) as verses,
      (select count(*) from challenge_progress where user_id = ${userId} and completed_at is not null) as challenges,
      (select coalesce(max(longest), 0) from streaks where user_id = ${userId}) as streak`.execute(testDb.db);
  const r = rows[0]!;
  return {
    chatMessages: Number(r.chat),
    coloringPages: Number(r.coloring),
    studyMinutes: Number(r.minutes),
    gamesCompleted: Number(r.games),
    quizzesCompleted: Number(r.quizzes),
    parshaVerses: Number(r.verses),
    challengesCompleted: Number(r.challenges),
    longestStreak: Number(r.streak),
  };
}

const counted = async (userId: number) => {
  const { xp, level, ...rest } = await learnerCounts(testDb.db, userId);
  return rest;
};

describe('learner counters kept with the ledgers', () => {
  it('equal a count of the ledgers after every kind of write, and after deletes', async () => {
    const db = testDb.db;
    const child = await buildStudent(db, { firstName: 'Tova' });
    const other = await buildStudent(db, { firstName: 'Ari' });
    expect(await counted(child.id)).toEqual(await recount(child.id));

    const { threadId } = await buildConversation(db, { studentId: child.id, studentName: 'Tova Katz', at: new Date(), questions: ['One?', 'Two?', 'Three?'] });
    await buildConversation(db, { studentId: other.id, studentName: 'Ari Katz', at: new Date(), questions: ['Mine?'] });
    await db
      .insertInto('activities')
      .values([
        { user_id: child.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 10 },
        // A page past the day's cap is kept but does not count.
        { user_id: child.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 0 },
        { user_id: child.id, activity_type: 'study_time', duration_seconds: 659, xp_awarded: 20 },
        { user_id: child.id, activity_type: 'study_time', duration_seconds: 61, xp_awarded: 2 },
      ])
      .execute();
    await db.insertInto('game_results').values({ user_id: child.id, game_id: 'aleph-bet-match', score: 8, time_spent: 30, details: '{}', xp_awarded: 5 }).execute();
    const quiz = await db
      .insertInto('quizzes')
      .values({ user_id: child.id, category: 'holidays', difficulty: 'easy', question_count: 1, status: 'ready', title: 'Holidays', description: 'A quiz', time_limit: 60 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same quiz twice counts once.
    for (let i = 0; i < 2; i++) {
      await db.insertInto('quiz_attempts').values({ quiz_id: quiz.id, user_id: child.id, answers: '[]', correct_answers: 1, total_questions: 1, score: 100, time_spent: 20 }).execute();
    }
    // The same verse on two days counts once (each day's reads are written together, as the reader does).
    await db.insertInto('parsha_verse_reads').values({ user_id: child.id, book: 'Genesis', chapter: 1, verse: 1, day: '2026-11-20' }).execute();
    await db
      .insertInto('parsha_verse_reads')
      .values([
        { user_id: child.id, book: 'Genesis', chapter: 1, verse: 1, day: '2026-11-21' },
        { user_id: child.id, book: 'Genesis', chapter: 1, verse: 2, day: '2026-11-21' },
      ])
      .execute();
    await db.insertInto('challenge_progress').values({ user_id: child.id, day: '2026-11-21', challenge_type: 'chat_messages', current_progress: 3, completed_at: null }).execute();
    await db.updateTable('challenge_progress').set({ completed_at: new Date() }).where('user_id', '=', child.id).execute();
    await db.insertInto('streaks').values({ user_id: child.id, streak_type: 'daily_login', current: 4, longest: 6 }).execute();
    await db.updateTable('streaks').set({ current: 7, longest: 7 }).where('user_id', '=', child.id).execute();

    const after = await counted(child.id);
    expect(after).toEqual(await recount(child.id));
    expect(after).toEqual({ chatMessages: 3, coloringPages: 1, studyMinutes: 11, gamesCompleted: 1, quizzesCompleted: 1, parshaVerses: 2, challengesCompleted: 1, longestStreak: 7 });
    expect((await counted(other.id)).chatMessages).toBe(1);

    // Removing a conversation, a day's read of a verse read on another day too, and one of two attempts.
    await removeChatThreads(db, [threadId], { reason: 'account_deletion', requestedBy: 'test', untouchedSince: null });
    await db.deleteFrom('parsha_verse_reads').where('user_id', '=', child.id).where('day', '=', '2026-11-20').execute();
    const firstAttempt = await db.selectFrom('quiz_attempts').select('id').where('user_id', '=', child.id).orderBy('id').executeTakeFirstOrThrow();
    await db.deleteFrom('quiz_attempts').where('id', '=', firstAttempt.id).execute();
    expect(await counted(child.id)).toEqual(await recount(child.id));
    expect((await counted(child.id)).chatMessages).toBe(0);

    // A deleted account takes its counters with it, and deleting it is not stopped by them.
    await db.deleteFrom('users').where('id', '=', child.id).execute();
    expect(await db.selectFrom('learner_counters').selectAll().where('user_id', '=', child.id).executeTakeFirst()).toBeUndefined();
    expect((await counted(other.id)).chatMessages).toBe(1);
  });
});
