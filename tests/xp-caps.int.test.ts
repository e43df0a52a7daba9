import {
  ActivityType,
  CHALLENGE_TYPES,
  COLORING_LETTERS,
  dailyActivityXpCap,
  dailyGameXpCap,
  GAME_IDS,
  type GameId,
  MEMORY_PAIRS,
  memoryFinalScore,
  minimumSeconds,
  PARSHA_COMPLETION_BONUS,
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  quizXp,
  roundsScore,
} from '@morah/contracts';
import { gameRulesFor } from '@morah/content/games/game-rules';
import { PARSHA_NAMES } from '@morah/contracts/parsha-calendar';
import { signedInAgo, timePassesWithinTheDayFor } from '@morah/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { gatewayOnOwnDatabase } from './support/morah-under-test';
import { until } from './support/until';

/**
 * Every route that pays XP, tried against the caps as an attacker would: a new student calls each
 * paying route many times, some calls at once, with varied and hostile inputs, while time passes.
 * However the calls fall, the ledger never holds more than the rules allow: per activity kind and
 * learner's day, per game and day, once per quiz, once per finished parsha, one streak bonus a day,
 * one grant per badge and per challenge a day; and the learner's XP is the ledger's sum.
 */
const world = gatewayOnOwnDatabase({
  env: {
    SEFARIA_URL: '',
    TUTOR_PIECE_DELAY_MS: '0',
    // The caps are under test here, not the chat's rate limit or its load shedding.
    CHAT_MESSAGES_PER_MINUTE: '100000',
    BUSY_EVENT_LOOP_DELAY_MS: '60000',
    BUSY_DATABASE_WAITING: '100000',
    QUIZZES_PER_HOUR: '100000',
  },
});

const RUNS = Number(process.env.XP_CAPS_RUNS ?? 3);
const PLAYABLE = GAME_IDS.filter((id) => gameRulesFor(id));
const FREE_BOOKS = ['the-little-shofar'];
const drawing = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><path id="p-1" d="M10 10L90 90Z" fill="${fill}"></path></svg>`;

/** A game's body: one the game can really give (its score recomputed from what happened), or a made-up one. */
const gameBody = (gameId: GameId) => {
  const rules = gameRulesFor(gameId)!;
  const made = fc.record({ score: fc.integer({ min: 0, max: 100_000 }), timeSpent: fc.integer({ min: 0, max: 14_400 }), moves: fc.integer({ min: 0, max: 200 }), scenes: fc.integer({ min: 0, max: 10 }) });
  const extra = fc.integer({ min: 0, max: 600 });
  const real =
    rules.kind === 'memory'
      ? fc.tuple(fc.integer({ min: MEMORY_PAIRS, max: 60 }), extra).map(([moves, more]) => {
          const timeSpent = minimumSeconds(rules) + more;
          return { moves, timeSpent, score: memoryFinalScore(moves, timeSpent) };
        })
      : rules.kind === 'rounds'
        ? fc.tuple(fc.array(fc.record({ correct: fc.boolean(), hintUsed: fc.boolean() }), { minLength: rules.bases.length, maxLength: rules.bases.length }), extra).map(([rounds, more]) => ({
            rounds,
            timeSpent: minimumSeconds(rules) + more,
            score: roundsScore(rules.bases, rounds),
          }))
        : extra.map((more) => ({ scenes: rules.points.length, timeSpent: minimumSeconds(rules) + more, score: rules.points.reduce((a, b) => a + b, 0) }));
  return fc.oneof({ arbitrary: real, weight: 4 }, { arbitrary: made, weight: 1 });
};

const many = <T>(item: fc.Arbitrary<T>, maxLength: number) => fc.array(item, { minLength: 1, maxLength });

/** A kind of call, made one or more times in a row with varied inputs. */
const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('activity' as const), calls: many(fc.record({ activityType: fc.constantFrom(...ActivityType.options), duration: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 14_400 })), xpEarned: fc.integer({ min: 0, max: 100_000 }) }), 12) }) },
  // Many parshiyot stepped into one after another, at any verse.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('parsha' as const), calls: many(fc.record({ parshaName: fc.constantFrom(...PARSHA_NAMES), verseProgress: fc.integer({ min: 1, max: 160 }), completed: fc.boolean() }), 30) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('coloring' as const), calls: many(fc.record({ letter: fc.constantFrom(...COLORING_LETTERS.map((l) => l.id)), fill: fc.constantFrom('#e53935', '#43a047', '#1e88e5') }), 12) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), calls: many(fc.record({ bookId: fc.constantFrom(...FREE_BOOKS), currentPage: fc.integer({ min: 1, max: 6 }), timeSpent: fc.integer({ min: 0, max: 86_400 }) }), 6) }) },
  // One game played again and again.
  { weight: 3, arbitrary: fc.constantFrom(...PLAYABLE).chain((gameId) => many(gameBody(gameId), 6).map((calls) => ({ kind: 'game' as const, gameId, calls }))) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('chat' as const), calls: many(fc.oneof(fc.constantFrom('What is Shabbat?', 'Why do we light candles?', 'Who was Moshe?', 'מה זה שבת?'), fc.string({ minLength: 1, maxLength: 80 })), 12) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quiz' as const), category: fc.constantFrom(...QUIZ_CATEGORIES), difficulty: fc.constantFrom(...QUIZ_DIFFICULTIES), questionCount: fc.constantFrom(3, 5) }) },
  // Attempts at one of the learner's quizzes, once it is written.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('attempt' as const), quiz: fc.nat(), calls: many(fc.record({ answers: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }), timeSpent: fc.integer({ min: 0, max: 3600 }) }), 4) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('streak' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('challenge' as const), challengeType: fc.constantFrom(...CHALLENGE_TYPES), incrementValue: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('badge' as const), badgeId: fc.integer({ min: 1, max: 40 }) }) },
  // Hours pass for the learner (their activities and sign-in move back), so long study claims become believable.
  // Never past the start of the learner's day: a day's activities stay on that day, as they would in real
  // time, whatever the hour the test runs at and even when a run crosses midnight.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 4 }) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** One learner's session: batches of calls, each batch sent at once. */
const session = fc.array(fc.array(command, { minLength: 1, maxLength: 5 }), { minLength: 8, maxLength: 16 });

interface Learner {
  client: TestClient;
  id: number;
  threadId?: number;
  quizzes: number[];
  statuses: { call: string; status: number; error?: unknown }[];
}

async function send(learner: Learner, c: Command): Promise<void> {
  const { client } = learner;
  const call = async (label: string, method: string, path: string, body?: unknown) => {
    const res = await client.request(method, path, body);
    learner.statuses.push({ call: label, status: res.status, ...(res.status >= 500 ? { error: res.body } : {}) });
    return res;
  };
  switch (c.kind) {
    case 'activity':
      for (const body of c.calls) await call('activity', 'POST', '/api/learning/record-activity', body);
      return;
    case 'parsha':
      for (const body of c.calls) await call('parsha', 'POST', '/api/parsha/progress', body);
      return;
    case 'coloring':
      for (const { letter, fill } of c.calls) await call('coloring', 'POST', '/api/coloring', { letter, svgData: drawing(fill), colors: { 'p-1': fill } });
      return;
    case 'book':
      for (const body of c.calls) await call('book', 'POST', '/api/reading-progress', { ...body, notes: '' });
      return;
    case 'game':
      for (const body of c.calls) await call(`game ${c.gameId}`, 'POST', `/api/games/${c.gameId}/results`, body);
      return;
    case 'chat': {
      learner.threadId ??= (await call('thread', 'POST', '/api/chat/threads', {})).body.thread.id as number;
      for (const content of c.calls) await call('chat', 'POST', `/api/chat/threads/${learner.threadId}/messages`, { content });
      return;
    }
    case 'quiz': {
      const res = await call('quiz', 'POST', '/api/quizzes/generate', { category: c.category, difficulty: c.difficulty, questionCount: c.questionCount });
      if (res.status === 202) learner.quizzes.push(res.body.quiz.id);
      return;
    }
    case 'attempt': {
      if (learner.quizzes.length === 0) return;
      const id = learner.quizzes[c.quiz % learner.quizzes.length];
      await until(async () => (await client.get(`/api/quizzes/${id}`)).body.quiz.status !== 'generating');
      for (const body of c.calls) await call('attempt', 'POST', `/api/quizzes/${id}/attempt`, body);
      return;
    }
    case 'streak':
      await call('streak', 'POST', '/api/gamification/update-streak', {});
      return;
    case 'challenge':
      await call('challenge', 'POST', '/api/gamification/challenge-progress', { challengeType: c.challengeType, incrementValue: c.incrementValue });
      return;
    case 'badge':
      await call('badge', 'POST', '/api/gamification/award-badge', { badgeId: c.badgeId, activityType: 'learning' });
      return;
    case 'time':
      await timePassesWithinTheDayFor(world.testDb.db, learner.id, c.hours * 3600);
      return;
  }
}

/** Every job the learner's calls recorded has run (jobs a job records are in before it is done). */
async function settled(userId: number): Promise<void> {
  await until(async () => {
    const { rows } = await sql<{ open: string }>`select count(*) as open from job_outbox where done_at is null and (payload->>'userId')::int = ${userId}`.execute(world.testDb.db);
    return Number(rows[0]!.open) === 0;
  }, 120_000);
}

/** What the ledger paid the learner, each grant with what it was for and on which day (UTC, the learner's zone here). */
async function ledgerBreaches(userId: number): Promise<string[]> {
  const db = world.testDb.db;
  const breaches: string[] = [];
  const { rows: activityPay } = await sql<{ kind: string; day: string; paid: string; outside: string }>`
    select x.reason as kind, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(x.amount) as paid,
      count(*) filter (where a.id is null or a.activity_type <> x.reason) as outside
    from xp_events x left join activities a on x.source_id = 'activity-' || a.id
    where x.user_id = ${userId} and x.reason in ('chat', 'coloring', 'parsha', 'study_time')
    group by 1, 2`.execute(db);
  for (const r of activityPay) {
    if (Number(r.outside) > 0) breaches.push(`${r.outside} ${r.kind} grants not paid through an activity of that kind`);
    if (Number(r.paid) > dailyActivityXpCap(r.kind as ActivityType)) breaches.push(`${r.kind} paid ${r.paid} XP on ${r.day}, cap ${dailyActivityXpCap(r.kind as ActivityType)}`);
  }
  const { rows: gamePay } = await sql<{ game: string | null; day: string; paid: string }>`
    select g.game_id as game, to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(x.amount) as paid
    from xp_events x left join game_results g on x.source_id = 'game-result-' || g.id
    where x.user_id = ${userId} and x.reason = 'game' group by 1, 2`.execute(db);
  for (const r of gamePay) {
    if (!r.game) breaches.push(`${r.paid} game XP without a game result`);
    else if (Number(r.paid) > dailyGameXpCap(r.game as GameId)) breaches.push(`${r.game} paid ${r.paid} XP on ${r.day}, cap ${dailyGameXpCap(r.game as GameId)}`);
  }
  const { rows: quizPay } = await sql<{ source_id: string; amount: number; questions: string | null }>`
    select x.source_id, x.amount, (select count(*) from quiz_questions q where 'quiz-' || q.quiz_id = x.source_id) as questions
    from xp_events x where x.user_id = ${userId} and x.reason = 'quiz'`.execute(db);
  for (const r of quizPay) if (r.amount > quizXp(100, Number(r.questions))) breaches.push(`${r.source_id} paid ${r.amount} XP for ${r.questions} questions`);
  const others = await db.selectFrom('xp_events').select(['reason', 'amount', 'source_id', sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day')]).where('user_id', '=', userId).where('reason', 'not in', ['chat', 'coloring', 'parsha', 'study_time', 'game', 'quiz']).execute();
  const streakDays = new Map<string, number>();
  for (const r of others) {
    if (r.reason === 'parsha_complete' && r.amount > PARSHA_COMPLETION_BONUS) breaches.push(`${r.source_id} paid ${r.amount} XP`);
    else if (r.reason === 'streak') streakDays.set(r.day, (streakDays.get(r.day) ?? 0) + 1);
    else if (!['parsha_complete', 'badge', 'challenge'].includes(r.reason)) breaches.push(`XP paid for an unknown reason: ${r.reason}`);
  }
  for (const [day, n] of streakDays) if (n > 1) breaches.push(`${n} streak bonuses on ${day}`);
  const total = await db.selectFrom('xp_events').select(sql<string>`coalesce(sum(amount), 0)`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('xp').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.xp !== Number(total.sum)) breaches.push(`the learner holds ${user.xp} XP, the ledger says ${total.sum}`);
  return breaches;
}

describe('every route that pays XP keeps to the caps', () => {
  it('a new student calling every paying route many times, some at once, never earns past a cap', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    await fc.assert(
      fc.asyncProperty(session, async (batches) => {
        const { student, user } = await registerStudent(world.gateway.url, classInfo.joinCode, 'Tamar');
        // Signed in long ago, so a first long claim of study is believable and the caps, not the clock, decide.
        await signedInAgo(world.testDb.db, user.id, 10 * 3600);
        const learner: Learner = { client: student, id: user.id, quizzes: [], statuses: [] };
        for (const batch of batches) await Promise.all(batch.map((c) => send(learner, c)));
        // A 503 'busy' is the documented answer when two of the learner's writes meet (Postgres stopped
        // one; nothing of it was kept): allowed here, where the caps are under test. Any other 5xx is not.
        expect(learner.statuses.filter((s) => s.status >= 500 && !(s.status === 503 && (s.error as { error?: { code?: string } })?.error?.code === 'busy'))).toEqual([]);
        await settled(user.id);
        expect(await ledgerBreaches(user.id)).toEqual([]);
      }),
      { numRuns: RUNS, endOnFailure: true, ...(process.env.XP_CAPS_SEED ? { seed: Number(process.env.XP_CAPS_SEED) } : {}) },
    );
  }, 1_200_000);
});
