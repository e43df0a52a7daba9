import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { until } from './support/until';


const allRight = (n: number) => Array.from({ length: n }, () => ({ correct: true, hintUsed: false }));

describe('game results, full stack (Postgres, BullMQ workers, Redis adapter)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const prefix = newRedisPrefix();
  let joinCode: string;
  let teacher: TestClient;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    workers = await startWorkers(testDb.url, prefix);
    gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix });
    ({ teacher, classInfo: { joinCode } } = await registerTeacherWithClass(gateway.url));
  });
  afterAll(async () => {
    await gateway?.close();
    await workers?.close();
    await testDb?.drop();
  });

  const ledger = (userId: number) => testDb.db.selectFrom('xp_events').select(['source_id', 'amount', 'reason']).where('user_id', '=', userId).where('reason', '=', 'game').orderBy('id').execute();

  it('records a finished memory game, pays 50 XP through the ledger, and shows it completed with its best score', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const before = await student.get('/api/games/progress');
    expect(before.body).toMatchObject({ gamesCompleted: 0, hebrewMastery: 0, torahKnowledge: 0, games: [] });

    const res = await student.post('/api/games/hebrew-memory/results', { score: 850, timeSpent: 50, moves: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ score: 850, xpGained: 50, dailyCapReached: false, completed: true, bestScore: 850, newBest: true });
    expect(await ledger(user.id)).toEqual([{ source_id: expect.stringMatching(/^game-result-\d+$/), amount: 50, reason: 'game' }]);

    const worse = await student.post('/api/games/hebrew-memory/results', { score: 700, timeSpent: 100, moves: 20 });
    expect(worse.body).toMatchObject({ bestScore: 850, newBest: false, xpGained: 50 });
    const progress = (await student.get('/api/games/progress')).body;
    expect(progress.gamesCompleted).toBe(1);
    expect(progress.games).toEqual([{ gameId: 'hebrew-memory', completed: true, bestScore: 850, plays: 2 }]);
    expect(progress.hebrewMastery).toBeGreaterThan(0);
    expect(progress.totalXp).toBeGreaterThanOrEqual(100);
  });

  it('stops paying a game once its daily cap is reached, but still counts the play', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const body = { score: 150, timeSpent: 60, rounds: allRight(5) };
    const first = await student.post('/api/games/talmud-logic-puzzles/results', body);
    const second = await student.post('/api/games/talmud-logic-puzzles/results', body);
    const third = await student.post('/api/games/talmud-logic-puzzles/results', body);
    expect([first.body.xpGained, second.body.xpGained, third.body.xpGained]).toEqual([150, 150, 60]);
    const fourth = await student.post('/api/games/talmud-logic-puzzles/results', body);
    expect(fourth.body).toMatchObject({ xpGained: 0, dailyCapReached: true });
    expect((await ledger(user.id)).reduce((sum, r) => sum + r.amount, 0)).toBe(360);
    expect((await student.get('/api/games/progress')).body.games[0].plays).toBe(4);
  });

  it('refuses results a game cannot give with a clear 400, and records nothing', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    const refused = [
      ['hebrew-memory', { score: 1000, timeSpent: 30, moves: 6 }],
      ['hebrew-memory', { score: 937, timeSpent: 2, moves: 6 }],
      ['hebrew-memory', { score: 990, timeSpent: 30 }],
      ['talmud-logic-puzzles', { score: 250, timeSpent: 60, rounds: allRight(5) }],
      ['hebrew-sequence', { score: 210, timeSpent: 3, rounds: allRight(8) }],
      ['shabbat-puzzle', { score: 225, timeSpent: 60, scenes: 2 }],
      ['gematria-puzzles', { score: 10, timeSpent: 60 }],
      ['no-such-game', { score: 10, timeSpent: 60 }],
      ['kosher-logic', { score: -5, timeSpent: 60 }],
      ['kosher-logic', '{oops'],
    ] as const;
    for (const [game, body] of refused) {
      const res = await student.post(`/api/games/${game}/results`, body);
      expect(res.status, `${game} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect(await testDb.db.selectFrom('game_results').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('lets only students post results and read their progress', async () => {
    expect((await teacher.post('/api/games/hebrew-memory/results', { score: 850, timeSpent: 50, moves: 10 })).status).toBe(403);
    expect((await teacher.get('/api/games/progress')).status).toBe(403);
  });

  it('counts a finished game toward the first-game badge and today\u2019s game challenge', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    await student.post('/api/games/shabbat-puzzle/results', { score: 225, timeSpent: 90, scenes: 3 });
    const badges = await until(async () => {
      const { body } = await student.get('/api/gamification/dashboard');
      return body.userBadges.some((b: { badge: { key: string } }) => b.badge.key === 'dreidel-spinner') ? body : undefined;
    });
    const challenge = badges.dailyChallenges.find((c: { type: string }) => c.type === 'games_and_quizzes');
    expect(challenge.userProgress.currentProgress).toBeGreaterThanOrEqual(1);
  });
});
