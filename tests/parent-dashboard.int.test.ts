import { levelProgress, type ParentChildDashboard, RECENT_ACTIVITY_LIMIT } from '@morah/contracts';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, signedInAgo, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass, TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { until } from './support/until';

let testDb: TestDatabase;
let gateway: RunningGateway;
let classCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  classCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const dashboardPath = (id: number, tz?: string) => `/api/parent/children/${id}/dashboard${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`;

async function dashboardOf(parent: TestClient, id: number, tz?: string): Promise<ParentChildDashboard> {
  const res = await parent.get(dashboardPath(id, tz));
  expect(res.status).toBe(200);
  return res.body.dashboard;
}

/** The date on the wall calendar of `timeZone` at `at`. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const settled = <T>(read: () => Promise<T | undefined>): Promise<T> => until(read);

async function childWithParent(firstName: string) {
  const { student, user } = await registerStudent(gateway.url, classCode, firstName);
  const { parent } = await registerParent(gateway.url, user.linkCode);
  return { student, child: user, parent };
}

describe('a parent follows their child', () => {
  it('shows an empty dashboard (hasData false) before the child has learned anything', async () => {
    const { child, parent } = await childWithParent('Shira');
    const dashboard = await dashboardOf(parent, child.id);
    expect(dashboard).toMatchObject({
      child: { id: child.id, firstName: 'Shira', lastName: 'Katz', avatarStyle: 'classic' },
      level: 1,
      xp: 0,
      levelProgress: 0,
      streak: { current: 0, longest: 0 },
      sessions: { activeDays: 0, windowDays: 30, totalActivities: 0 },
      favouriteTopics: [],
      recentActivity: [],
      recentAchievements: [],
      hasData: false,
      timeZone: 'UTC',
    });
    expect(dashboard.weeklyMinutes).toHaveLength(7);
    expect(dashboard.weeklyMinutes.every((d) => d.minutes === 0)).toBe(true);
    expect(dashboard.weeklyMinutes.at(-1)?.day).toBe(dashboard.today);
  });

  it('shows the real figures once the child records activities and chats with Morah', async () => {
    const { student, child, parent } = await childWithParent('Dovi');
    await signedInAgo(testDb.db, child.id, 3600);
    for (const body of [
      { activityType: 'study_time', duration: 600 },
      { activityType: 'coloring' },
      { activityType: 'parsha' },
      { activityType: 'parsha' },
    ]) {
      expect((await student.post('/api/learning/record-activity', body)).status).toBe(200);
    }
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'What sound does bet make?' })).status).toBe(201);
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'And gimel?' })).status).toBe(201);

    // A badge and a streak, as the gamification features keep them.
    const menorah = await testDb.db.selectFrom('badges').select('id').where('key', '=', 'menorah-master').executeTakeFirstOrThrow();
    await testDb.db.insertInto('user_badges').values({ user_id: child.id, badge_id: menorah.id }).onConflict((oc) => oc.doNothing()).execute();
    await testDb.db
      .insertInto('streaks')
      .values({ user_id: child.id, streak_type: 'daily_login', current: 3, longest: 7, last_day: dayIn(new Date(), 'UTC') })
      .onConflict((oc) => oc.columns(['user_id', 'streak_type']).doUpdateSet({ current: 3, longest: 7 }))
      .execute();

    // Badges earned along the way add their XP in the background: read once the child's XP holds still.
    const { dashboard, me } = await settled(async () => {
      const before = (await student.get('/api/auth/me')).body.user as { xp: number; level: number };
      const read = await dashboardOf(parent, child.id);
      const after = (await student.get('/api/auth/me')).body.user as { xp: number; level: number };
      return before.xp === after.xp && read.xp === after.xp ? { dashboard: read, me: after } : undefined;
    });
    expect(dashboard.hasData).toBe(true);
    expect(dashboard.xp).toBe(me.xp);
    expect(dashboard.xp).toBeGreaterThanOrEqual(20 + 10 + 15 + 15 + 5 + 5);
    expect(dashboard.level).toBe(me.level);
    expect(dashboard.levelProgress).toBe(Math.floor(levelProgress(me.xp).fraction * 100));
    expect(dashboard.streak).toEqual({ current: 3, longest: 7 });
    expect(dashboard.sessions).toEqual({ activeDays: 1, windowDays: 30, totalActivities: 6 });

    // 10 minutes of study + 2 for a colored page + 3 for each reading + 1 for each question; the day's XP
    // is all the child earned, the badges' XP with the activities'.
    expect(dashboard.weeklyMinutes.at(-1)).toMatchObject({ day: dashboard.today, minutes: 10 + 2 + 6 + 2, xp: me.xp });
    expect(me.xp).toBeGreaterThan(20 + 10 + 30 + 10);
    expect(dashboard.weeklyMinutes.slice(0, 6).every((d) => d.minutes === 0)).toBe(true);

    expect(dashboard.favouriteTopics.map((t) => t.label)).toEqual(['Study time', 'Torah reading', 'Chatting with Morah', 'Asked about: What sound does bet make?']);
    expect(dashboard.favouriteTopics[0]).toMatchObject({ source: 'activity', kind: 'study_time', count: 1, minutes: 10 });
    // (a daily challenge these completed shows among them too, when its XP came)
    expect(dashboard.recentActivity.filter((a) => a.kind !== 'challenge').map((a) => a.label)).toEqual([
      'Asked Morah a question',
      'Asked Morah a question',
      'Read the Torah portion',
      'Read the Torah portion',
      'Colored a Hebrew letter page',
      'Studied for 10 minutes',
    ]);
    expect(dashboard.recentActivity.at(-1)).toMatchObject({ kind: 'study_time', xp: 20 });

    const goals = Object.fromEntries(dashboard.learningGoals.map((g) => [g.key, g]));
    expect(goals.weekly_minutes).toMatchObject({ current: 20, target: 420 });
    expect(goals.weekly_questions).toMatchObject({ current: 2, target: 10 });
    expect(goals.next_badge?.label).toMatch(/^Next badge: /);

    expect(dashboard.recentAchievements.find((b) => b.name === 'Menorah Master')).toMatchObject({ badgeId: menorah.id, iconType: 'menorah' });
    expect(dashboard.totalBadges).toBeGreaterThanOrEqual(1);
  });

  it('counts every activity that pays XP (chat, parsha, coloring, a game, a quiz, a book, a check-in) as the XP ledger holds it', async () => {
    const { student, child, parent } = await childWithParent('Ari');
    await signedInAgo(testDb.db, child.id, 3600);
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Why do we blow the shofar?' })).status).toBe(201);
    for (const activityType of ['parsha', 'coloring']) expect((await student.post('/api/learning/record-activity', { activityType })).status).toBe(200);
    expect((await student.post('/api/games/hebrew-memory/results', { score: 850, timeSpent: 50, moves: 10 })).body.xpGained).toBeGreaterThan(0);
    const quizId = (await student.post('/api/quizzes/generate', { category: 'holidays', difficulty: 'beginner', questionCount: 3 })).body.quiz.id as number;
    await until(async () => (await student.get(`/api/quizzes/${quizId}`)).body.quiz.status === 'ready');
    const key = await testDb.db.selectFrom('quiz_questions').select('correct_answer').where('quiz_id', '=', quizId).orderBy('position').execute();
    expect((await student.post(`/api/quizzes/${quizId}/attempt`, { answers: key.map((q) => q.correct_answer), timeSpent: 95 })).body.xpGained).toBeGreaterThan(0);
    await student.post('/api/reading-progress', { bookId: 'the-little-shofar', currentPage: 1, timeSpent: 0 });
    await testDb.db.updateTable('reading_days').set({ last_counted_at: new Date(Date.now() - 180_000) }).where('user_id', '=', child.id).execute();
    expect((await student.post('/api/reading-progress', { bookId: 'the-little-shofar', currentPage: 2, timeSpent: 180 })).body.xpAwarded).toBeGreaterThan(0);
    expect((await student.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: 'UTC' })).body.bonusXP).toBeGreaterThan(0);

    // The question's XP and the badges follow in the background, each with its XP: read once the
    // ledger holds every kind of activity and holds still.
    const paidFor = ['chat', 'parsha', 'coloring', 'game', 'quiz', 'study_time', 'streak'];
    const ledgerNow = () => testDb.db.selectFrom('xp_events').select(['amount', 'reason', 'created_at']).where('user_id', '=', child.id).execute();
    const { dashboard, ledger } = await settled(async () => {
      const before = await ledgerNow();
      if (!paidFor.every((reason) => before.some((x) => x.reason === reason))) return undefined;
      const read = await dashboardOf(parent, child.id);
      const after = await ledgerNow();
      return before.length === after.length && read.xp === after.reduce((sum, x) => sum + x.amount, 0) ? { dashboard: read, ledger: after } : undefined;
    });
    const badges = await testDb.db.selectFrom('user_badges').select('id').where('user_id', '=', child.id).execute();

    // The chart and the Weekly Progress Report: the day's XP is the ledger's, every reason in it.
    const reasons = new Set(ledger.map((x) => x.reason));
    for (const reason of paidFor) expect(reasons).toContain(reason);
    const today = ledger.filter((x) => dayIn(new Date(x.created_at), 'UTC') === dashboard.today).reduce((sum, x) => sum + x.amount, 0);
    expect(dashboard.weeklyMinutes.at(-1)!.xp).toBe(today);
    expect(dashboard.weeklyMinutes.reduce((sum, d) => sum + d.xp, 0)).toBe(dashboard.xp);
    // Minutes: 1 for the question, 3 for the reading, 2 for the page, and the 50 s game, 95 s quiz and 180 s book.
    expect(dashboard.weeklyMinutes.at(-1)!.minutes).toBe(Math.round((60 + 180 + 120 + 50 + 95 + 180) / 60));
    expect(dashboard.sessions.totalActivities).toBe(6);

    // Recent Activity: the latest eight, newest first (daily challenges completed on the way take
    // places too, so the first activities may have scrolled off); the game, the quiz, the book and
    // the check-in, done last, each named.
    const recent = dashboard.recentActivity.map((a) => a.kind);
    expect(recent.length).toBeLessThanOrEqual(RECENT_ACTIVITY_LIMIT);
    expect(dashboard.recentActivity.map((a) => a.at)).toEqual(dashboard.recentActivity.map((a) => a.at).sort().reverse());
    for (const kind of ['game', 'quiz', 'study_time', 'check_in'] as const) expect(recent).toContain(kind);
    expect(dashboard.recentActivity.find((a) => a.kind === 'game')).toMatchObject({ label: 'Played Hebrew Letter Memory (score 850)' });
    expect(dashboard.recentActivity.find((a) => a.kind === 'quiz')?.label).toMatch(/^Took the quiz .* \(3 of 3 right\)$/);
    expect(dashboard.recentActivity.find((a) => a.kind === 'study_time')?.label).toMatch(/^Read \u201cThe Little Shofar/);

    // The report lists every badge of the week, not only the four latest.
    expect(dashboard.badgesThisWeek).toHaveLength(badges.length);
    expect(dashboard.totalBadges).toBe(badges.length);
  });

  it('counts the week on the parent’s own calendar, however far their time zone', async () => {
    const { child, parent } = await childWithParent('Noa');
    // Noon UTC one or two days ago: already the next day at UTC+14, still the same day at UTC-10.
    const at = new Date(Date.now() - 24 * 3600_000);
    at.setUTCHours(12, 0, 0, 0);
    await testDb.db
      .insertInto('activities')
      .values([
        { user_id: child.id, activity_type: 'study_time', duration_seconds: 20 * 60, xp_awarded: 40, created_at: at },
        { user_id: child.id, activity_type: 'parsha', duration_seconds: 0, xp_awarded: 15, created_at: at },
      ])
      .execute();
    // Their XP, as the ledger holds it.
    await testDb.db
      .insertInto('xp_events')
      .values([
        { user_id: child.id, source_id: `tz-study-${child.id}`, amount: 40, reason: 'study_time', created_at: at },
        { user_id: child.id, source_id: `tz-parsha-${child.id}`, amount: 15, reason: 'parsha', created_at: at },
      ])
      .execute();

    for (const tz of ['Pacific/Kiritimati', 'Pacific/Honolulu', 'UTC']) {
      const dashboard = await dashboardOf(parent, child.id, tz);
      expect(dashboard.timeZone).toBe(tz);
      expect(dashboard.today).toBe(dayIn(new Date(), tz));
      const day = dayIn(at, tz);
      expect(dashboard.weeklyMinutes.filter((d) => d.minutes > 0)).toEqual([
        { day, label: new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'short' }).format(at), minutes: 23, xp: 55 },
      ]);
    }
    expect(dayIn(at, 'Pacific/Kiritimati')).not.toBe(dayIn(at, 'UTC'));

    const unknownZone = await dashboardOf(parent, child.id, 'Mars/Olympus_Mons');
    expect(unknownZone.timeZone).toBe('UTC');
  });
});

describe('who may see a child’s dashboard', () => {
  it('refuses an unlinked parent as if the child did not exist, a student and the signed-out; 400 for a bad id', async () => {
    const { student, child, parent } = await childWithParent('Yael');
    const { parent: stranger } = await registerParent(gateway.url);

    const refused = await stranger.get(dashboardPath(child.id));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual((await stranger.get(dashboardPath(99_999_999))).body);

    const asStudent = await student.get(dashboardPath(child.id));
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.error.message).toBe('Only parents can do that.');

    expect((await new TestClient(gateway.url).get(dashboardPath(child.id))).status).toBe(401);
    expect((await parent.get(dashboardPath(99_999_999))).status).toBe(404);

    for (const bad of ['abc', '-3', '1.5', '0']) {
      const res = await parent.get(`/api/parent/children/${bad}/dashboard`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });
});
