import { CHALLENGE_TYPES, dailyChallengesFor, localDay } from '@morah/contracts';
import { lockLearner } from '../activities/lock-learner';
import { recordLearnerActivity } from '../activities/record-activity';
import { recordGameResult } from '../games/game-results.queries';
import { learnerCounts } from '../gamification/badges.queries';
import { syncChallenges } from '../gamification/challenges';
import { checkIn } from '../gamification/streaks';
import { keepVerseReads } from '../parsha/parsha-progress.queries';
import { removeChatThreads } from '../privacy/remove-chat-threads';
import { createQuiz, recordQuizAttempt } from '../quizzes/quizzes.queries';
import { buildConversation, buildStudent, createTestDatabase, sql, type TestDatabase } from '../testing';
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
  it('equal a count of the ledgers after every kind of write, and after a conversation and an account are removed', async () => {
    const db = testDb.db;
    const child = await buildStudent(db, { firstName: 'Tova' });
    const other = await buildStudent(db, { firstName: 'Ari' });
    expect(await counted(child.id)).toEqual(await recount(child.id));

    // Each kind of write, by the product's own write paths.
    const { threadId } = await buildConversation(db, { studentId: child.id, studentName: 'Tova Katz', at: new Date(), questions: ['One?', 'Two?', 'Three?'] });
    await buildConversation(db, { studentId: other.id, studentName: 'Ari Katz', at: new Date(), questions: ['Mine?'] });
    const activity = (activityType: string, durationSeconds: number, xp: number) =>
      recordLearnerActivity(db, { userId: child.id, activityType, durationSeconds, timeZone: 'UTC', decide: () => ({ ok: true, xp }) });
    await activity('coloring', 0, 10);
    // A page past the day's cap is kept but does not count.
    await activity('coloring', 0, 0);
    await activity('study_time', 659, 20);
    await activity('study_time', 61, 2);
    await recordGameResult(db, { userId: child.id, gameId: 'hebrew-memory', score: 8, timeSpent: 30, details: {}, timeZone: 'UTC', xpFor: () => 5 });
    const quiz = await createQuiz(db, { userId: child.id, category: 'holidays', difficulty: 'beginner', questionCount: 1, title: 'Holidays', description: 'A quiz', timeLimit: 60 });
    // The same quiz twice counts once.
    for (let i = 0; i < 2; i++) {
      await recordQuizAttempt(db, { quizId: quiz.id, userId: child.id, answers: [0], correctAnswers: 1, totalQuestions: 1, score: 100, timeSpent: 20, xpForFirst: 10 });
    }
    // The same verse on two days counts once (each day's reads are written together, as the reader does).
    const readOn = (day: string, verses: { chapter: number; verse: number }[]) =>
      db.transaction().execute(async (trx) => {
        await lockLearner(trx, child.id);
        await keepVerseReads(trx, { userId: child.id, book: 'Genesis', day, verses });
      });
    await readOn('2026-11-20', [{ chapter: 1, verse: 1 }]);
    await readOn('2026-11-21', [
      { chapter: 1, verse: 1 },
      { chapter: 1, verse: 2 },
    ]);
    // Every one of the day's challenges is met by the day's standing given, and each is claimed once.
    const today = localDay(new Date(), 'UTC');
    const met = { totals: Object.fromEntries(CHALLENGE_TYPES.map((type) => [type, 1000])) as Record<(typeof CHALLENGE_TYPES)[number], number>, stored: [] };
    await syncChallenges(db, { userId: child.id, day: today, timeZone: 'UTC' }, met);
    await syncChallenges(db, { userId: child.id, day: today, timeZone: 'UTC' }, met);
    const challenges = dailyChallengesFor(today).length;
    // Checked in yesterday after a streak of six: today's check-in makes the longest seven.
    const yesterday = localDay(new Date(Date.now() - 24 * 60 * 60 * 1000), 'UTC');
    await db.insertInto('streaks').values({ user_id: child.id, streak_type: 'daily_login', current: 6, longest: 6, last_day: yesterday, time_zone: 'UTC' }).execute();
    await checkIn(db, { userId: child.id, timeZone: 'UTC', now: new Date(), isRestDay: () => false });

    const after = await counted(child.id);
    expect(after).toEqual(await recount(child.id));
    expect(after).toEqual({ chatMessages: 3, coloringPages: 1, studyMinutes: 11, gamesCompleted: 1, quizzesCompleted: 1, parshaVerses: 2, challengesCompleted: challenges, longestStreak: 7 });
    expect((await counted(other.id)).chatMessages).toBe(1);

    // Removing a conversation takes its messages off the count.
    await removeChatThreads(db, [threadId], { reason: 'account_deletion', requestedBy: 'test', untouchedSince: null });
    expect(await counted(child.id)).toEqual(await recount(child.id));
    expect((await counted(child.id)).chatMessages).toBe(0);

    // A deleted account takes its counters with it, and deleting it is not stopped by them.
    await db.deleteFrom('users').where('id', '=', child.id).execute();
    expect(await db.selectFrom('learner_counters').selectAll().where('user_id', '=', child.id).executeTakeFirst()).toBeUndefined();
    expect((await counted(other.id)).chatMessages).toBe(1);
  });
});
