import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BADGE_CATALOGUE, CHALLENGE_TYPES, dailyChallengesFor, localDay, type BadgeAwarded, type BadgeView } from '@morah/contracts';
import { awardEarnedBadges } from '@morah/db';
import type { RunningGateway } from '@morah/gateway';
import { createBullJobQueue } from '@morah/gateway/bull';
import { copyMigratedEmbedded, createTestDatabase, signedInAgo, type TestDatabase } from '@morah/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { holdLearnerThenMoveCounters } from './support/learner-lock-order';
import { gamificationSettled, newRedisPrefix, startGateway, startWorkers, TEST_REDIS_URL } from './support/morah-under-test';
import { collect, connectSocket, waitForConnect } from './support/socket-client';
import { until } from './support/until';

describe('gamification, full stack (Postgres, BullMQ workers, Redis adapter)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const prefix = newRedisPrefix();
  let joinCode: string;
  let teacher: TestClient;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    workers = await startWorkers(testDb.url, prefix);
    gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env: { CHAT_MESSAGES_PER_MINUTE: '100' } });
    const t = await registerTeacherWithClass(gateway.url);
    joinCode = t.classInfo.joinCode;
    teacher = t.teacher;
  });
  afterAll(async () => {
    await gateway?.close();
    await workers?.close();
    await testDb?.drop();
  });

  async function family(firstName: string) {
    const { student, user } = await registerStudent(gateway.url, joinCode, firstName);
    const { parent } = await registerParent(gateway.url, user.linkCode);
    const studentSocket = connectSocket(gateway.url, student.cookie);
    const parentSocket = connectSocket(gateway.url, parent.cookie);
    await Promise.all([waitForConnect(studentSocket), waitForConnect(parentSocket)]);
    return { student, user, parent, studentSocket, parentSocket };
  }

  const badgeByKey = async (key: string) => ((await teacher.get('/api/badges')).body.badges as BadgeView[]).find((b) => b.key === key)!;

  it('keeps the catalogue in the database equal to the catalogue in code', async () => {
    const res = await teacher.get('/api/badges');
    expect(res.status).toBe(200);
    const badges = res.body.badges as BadgeView[];
    expect(badges.map((b) => b.key)).toEqual(BADGE_CATALOGUE.map((b) => b.key));
    expect(new Set(badges.map((b) => b.iconType)).size).toBe(14);
    expect(badges.find((b) => b.key === 'thinking-kippah')).toMatchObject({ criteria: 'Ask Morah 10 questions', tier: 2, rarity: 'rare' });
  });

  it("awards the first-chat badge once, and the child and the parent hear it live with the child's name", async () => {
    const f = await family('Ayelet');
    const toStudent = collect(f.studentSocket, 'badge:awarded');
    const toParent = collect(f.parentSocket, 'badge:awarded');
    const thread = (await f.student.post('/api/chat/threads', {})).body.thread.id;
    const before = (await f.student.get('/api/auth/me')).body.user.xp;
    await f.student.post(`/api/chat/threads/${thread}/messages`, { content: 'Shalom Morah!' });

    const seen = await until(() => toParent.items.find((b) => b.userBadge.badge.key === 'shalom-friend'));
    expect(seen).toMatchObject({ studentId: f.user.id, studentName: 'Ayelet Katz', xpGained: 10 });
    await until(() => toStudent.items.find((b) => b.userBadge.badge.key === 'shalom-friend'));
    const mine = (await f.student.get(`/api/users/${f.user.id}/badges`)).body.userBadges;
    expect(mine.map((u: { badge: BadgeView }) => u.badge.key)).toEqual(['shalom-friend']);
    // 5 for the message, 10 for the badge; a second message does not award it again.
    expect((await f.student.get('/api/auth/me')).body.user.xp).toBe(before + 15);
    await f.student.post(`/api/chat/threads/${thread}/messages`, { content: 'Another one' });
    // A barrier: the badge job that follows the second message has run, and awarded nothing.
    expect((await gamificationSettled(testDb.db, prefix, f.user.id)).badgesAwarded).toBe(0);
    expect((await f.student.get(`/api/users/${f.user.id}/badges`)).body.userBadges).toHaveLength(1);
    f.studentSocket.close();
    f.parentSocket.close();
  });

  it('awards each badge at most once under concurrent events', async () => {
    const { user } = await registerStudent(gateway.url, joinCode, 'Boaz');
    await testDb.db.updateTable('users').set({ xp: 1000, level: 3 }).where('id', '=', user.id).execute();
    // A hang guard, not a speed check: on a busy machine six jobs at once may take more than the usual 10 s.
    const HANG_GUARD_MS = 120_000;
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const producer = createBullJobQueue(redis, prefix);
    try {
      await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => producer.run('gamification.apply', { userId: user.id, sourceId: `race-${user.id}-${i}` }, HANG_GUARD_MS)),
        ...Array.from({ length: 4 }, () => awardEarnedBadges(testDb.db, user.id)),
      ]);
    } finally {
      await producer.close();
      await redis.quit();
    }
    const rows = await testDb.db.selectFrom('user_badges').select('badge_id').where('user_id', '=', user.id).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3); // 100 XP, 1000 XP, level 3
    expect(new Set(rows.map((r) => r.badge_id)).size).toBe(rows.length);
    const paid = await testDb.db.selectFrom('xp_events').select('source_id').where('user_id', '=', user.id).where('reason', '=', 'badge').execute();
    expect(paid).toHaveLength(rows.length);
  });

  it('refuses a badge the child has not earned, and gives one they have, once', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode, 'Chana');
    const hamsa = await badgeByKey('high-five-hamsa');
    const refused = await student.post('/api/gamification/award-badge', { badgeId: hamsa.id, activityType: 'chat' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Not yet! Earn 100 XP to earn High Five Hamsa.');
    expect((await student.get(`/api/users/${user.id}/badges`)).body.userBadges).toEqual([]);

    // The XP is there (written straight to the ledger's projection, no job ran): now it may be asked for.
    await testDb.db.updateTable('users').set({ xp: 120 }).where('id', '=', user.id).execute();
    const given = await student.post('/api/gamification/award-badge', { badgeId: hamsa.id, activityType: 'study_time' });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ badge: { key: 'high-five-hamsa' }, xpGained: hamsa.xpReward });
    expect((await student.post('/api/gamification/award-badge', { badgeId: hamsa.id, activityType: 'chat' })).status).toBe(409);
    expect((await student.post('/api/gamification/award-badge', { badgeId: 99_999, activityType: 'chat' })).status).toBe(404);
    expect((await student.post('/api/gamification/award-badge', { badgeId: 'hamsa' })).status).toBe(400);
    expect((await teacher.post('/api/gamification/award-badge', { badgeId: hamsa.id, activityType: 'chat' })).status).toBe(403);
  });

  it("shows a child's badges to them, their teacher and their parent, and to nobody else", async () => {
    const { user } = await registerStudent(gateway.url, joinCode, 'Dina');
    const { parent } = await registerParent(gateway.url, user.linkCode);
    expect((await teacher.get(`/api/users/${user.id}/badges`)).status).toBe(200);
    expect((await parent.get(`/api/users/${user.id}/badges`)).status).toBe(200);
    const stranger = (await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode)).student;
    const otherTeacher = (await registerTeacherWithClass(gateway.url)).teacher;
    const otherParent = (await registerParent(gateway.url)).parent;
    for (const outsider of [stranger, otherTeacher, otherParent]) expect((await outsider.get(`/api/users/${user.id}/badges`)).status).toBe(404);
  });

  it('counts a daily check-in once a day and tells the child and the parent about the bonus', async () => {
    const f = await family('Eli');
    const bonusToParent = collect(f.parentSocket, 'streak:bonus');
    const first = await f.student.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: 'Asia/Jerusalem' });
    expect(first.body).toEqual({ bonusXP: 5, currentStreak: 1, timeZone: 'Asia/Jerusalem' });
    const again = await f.student.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: 'Asia/Jerusalem' });
    expect(again.body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Asia/Jerusalem' });
    expect(await until(() => bonusToParent.items[0])).toMatchObject({ studentName: 'Eli Katz', bonusXP: 5, currentStreak: 1 });
    expect((await f.student.post('/api/gamification/update-streak', { streakType: 'weekly' })).status).toBe(400);
    const ledger = await testDb.db.selectFrom('xp_events').select('amount').where('user_id', '=', f.user.id).where('reason', '=', 'streak').execute();
    expect(ledger).toEqual([{ amount: 5 }]);
    f.studentSocket.close();
    f.parentSocket.close();
  });

  it("takes the child's row first on a check-in, so a badge job holding that row never deadlocks with it", async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode, 'Shira');
    // The learner's counters row exists (the judging below moves it) once the child has chatted.
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id;
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello!' })).status).toBe(201);
    // Checked in yesterday: today's check-in updates the streak (no new row to check against the
    // child's), lengthens the longest streak (the counters) and grants its bonus (the row).
    const yesterday = localDay(new Date(Date.now() - 24 * 60 * 60 * 1000), 'UTC');
    await testDb.db.insertInto('streaks').values({ user_id: user.id, streak_type: 'daily_login', current: 1, longest: 1, last_day: yesterday, time_zone: 'UTC' }).execute();
    const checkIn = await holdLearnerThenMoveCounters(testDb.db, user.id, () => student.post('/api/gamification/update-streak', { streakType: 'daily_login' }));
    expect({ status: checkIn.status, currentStreak: checkIn.body.currentStreak }).toEqual({ status: 200, currentStreak: 2 });
    expect(checkIn.body.bonusXP).toBeGreaterThan(0);
  });

  it('advances challenges only from real activity and pays each once', async () => {
    const f = await family('Gila');
    const claimed = await f.student.post('/api/gamification/challenge-progress', { challengeType: 'chat_messages', incrementValue: 50 });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ completed: false, challenge: { userProgress: { currentProgress: 0, isCompleted: false } } });

    const target = dailyChallengesFor(localDay(new Date(), 'UTC')).find((c) => c.type === 'chat_messages')!;
    const done = collect(f.studentSocket, 'challenge:completed');
    const doneForParent = collect(f.parentSocket, 'challenge:completed');
    const thread = (await f.student.post('/api/chat/threads', {})).body.thread.id;
    for (let i = 0; i < target.targetValue; i++) await f.student.post(`/api/chat/threads/${thread}/messages`, { content: `Question ${i}` });
    const notice = await until(() => done.items.find((c) => c.challenge.type === 'chat_messages'));
    expect(notice.challenge).toMatchObject({ title: target.title, userProgress: { currentProgress: target.targetValue, isCompleted: true } });
    await until(() => doneForParent.items[0]);
    await f.student.post(`/api/chat/threads/${thread}/messages`, { content: 'One more' });
    expect((await gamificationSettled(testDb.db, prefix, f.user.id)).challengesCompleted).toBe(0);
    const after = await f.student.post('/api/gamification/challenge-progress', { challengeType: 'chat_messages', incrementValue: 1 });
    expect(after.body.completed).toBe(false);
    const paid = await testDb.db.selectFrom('xp_events').select('amount').where('user_id', '=', f.user.id).where('reason', '=', 'challenge').execute();
    expect(paid).toEqual([{ amount: target.rewardXP }]);
    f.studentSocket.close();
    f.parentSocket.close();
  });

  it("counts a chat message toward the challenge of the child's own day, in their time zone", async () => {
    const f = await family('Tova');
    // A zone whose date is not UTC's right now (one of the two always differs).
    const now = new Date();
    const zone = localDay(now, 'Pacific/Kiritimati') !== localDay(now, 'UTC') ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const checkIn = await f.student.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: zone });
    expect(checkIn.body.timeZone).toBe(zone);
    const thread = (await f.student.post('/api/chat/threads', {})).body.thread.id;
    expect((await f.student.post(`/api/chat/threads/${thread}/messages`, { content: 'What is Shabbat?' })).status).toBe(201);
    // The XP job judges the challenge with the zone its grant read with the child's row.
    await gamificationSettled(testDb.db, prefix, f.user.id);
    const chat = await testDb.db.selectFrom('challenge_progress').select(['day', 'current_progress']).where('user_id', '=', f.user.id).where('challenge_type', '=', 'chat_messages').execute();
    expect(chat).toEqual([{ day: localDay(new Date(), zone), current_progress: 1 }]);
    f.studentSocket.close();
    f.parentSocket.close();
  });

  it("answers the dashboard with the child's real figures and classmates-only ranks", async () => {
    const a = await registerStudent(gateway.url, joinCode, 'Hadas');
    const b = await registerStudent(gateway.url, joinCode, 'Ilan');
    const lonely = await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode, 'Kalman');
    const stranger = await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode, 'Lev');
    // Study time is believed only as long as the child has been here: they came in 4 hours ago.
    await signedInAgo(testDb.db, a.user.id, 4 * 3600);
    await signedInAgo(testDb.db, stranger.user.id, 4 * 3600);
    await a.student.post('/api/learning/record-activity', { activityType: 'study_time', duration: 30 * 60 }); // 60 XP
    await b.student.post('/api/learning/record-activity', { activityType: 'parsha' }); // 15 XP
    await stranger.student.post('/api/learning/record-activity', { activityType: 'study_time', duration: 4 * 60 * 60 }); // far more, elsewhere
    await a.student.post('/api/gamification/update-streak', {});

    const dash = await until(async () => {
      const d = (await a.student.get('/api/gamification/dashboard')).body;
      return d.weeklyXP >= 65 ? d : undefined;
    });
    expect(dash).toMatchObject({ level: 1, loginStreak: 1, currentStreaks: [{ streakType: 'daily_login', currentStreak: 1 }] });
    expect(dash.xp).toBe(dash.weeklyXP);
    expect(dash.dailyChallenges).toHaveLength(CHALLENGE_TYPES.length);
    const study = dash.dailyChallenges.find((c: { type: string }) => c.type === 'study_time');
    expect(study.userProgress.currentProgress).toBe(Math.min(30, study.targetValue));
    // Among classmates (Hadas, Ilan and earlier classmates with less this week), Hadas leads;
    // the stranger's 480 XP in another class does not count against her.
    const classmates = await testDb.db.selectFrom('class_members').select('student_id').where('class_id', '=', (await testDb.db.selectFrom('class_members').select('class_id').where('student_id', '=', a.user.id).executeTakeFirstOrThrow()).class_id).execute();
    expect(classmates.length).toBeGreaterThan(2);
    expect(dash.leaderboardRank.weeklyXP).toBeLessThan((await b.student.get('/api/gamification/dashboard')).body.leaderboardRank.weeklyXP);
    const nobody = (await lonely.student.get('/api/gamification/dashboard')).body;
    expect(nobody.leaderboardRank).toEqual({ weeklyXP: 999, badgeCount: 999 });
    expect(nobody.totalBadges).toBe(0);
    expect((await teacher.get('/api/gamification/dashboard')).status).toBe(403);
  });

  it("tells the parent their child's new level", async () => {
    const f = await family('Maya');
    const leveled = collect(f.parentSocket, 'progress:level-up');
    await signedInAgo(testDb.db, f.user.id, 4 * 3600);
    await f.student.post('/api/learning/record-activity', { activityType: 'study_time', duration: 210 * 60 }); // 420 XP: level 2
    expect(await until(() => leveled.items[0])).toMatchObject({ studentName: 'Maya Katz', level: 2 });
    f.studentSocket.close();
    f.parentSocket.close();
  });
});

describe('gamification, embedded (PGlite, in-process jobs)', () => {
  let dataDir: string;
  let gateway: RunningGateway;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-gamification-'));
    await copyMigratedEmbedded(join(dataDir, 'db'));
    gateway = await startGateway({ dataDir });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('announces a badge to the child and the parent', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { student, user } = await registerStudent(gateway.url, classInfo.joinCode, 'Noa');
    const { parent } = await registerParent(gateway.url, user.linkCode);
    const s = connectSocket(gateway.url, student.cookie);
    const p = connectSocket(gateway.url, parent.cookie);
    await Promise.all([waitForConnect(s), waitForConnect(p)]);
    const toStudent = collect(s, 'badge:awarded');
    const toParent = collect(p, 'badge:awarded');
    await student.post('/api/learning/record-activity', { activityType: 'coloring' });
    const heard: BadgeAwarded = await until(() => toParent.items.find((b) => b.userBadge.badge.key === 'challah-chef'));
    expect(heard.studentName).toBe('Noa Katz');
    await until(() => toStudent.items.find((b) => b.userBadge.badge.key === 'challah-chef'));
    s.close();
    p.close();
  });
});
