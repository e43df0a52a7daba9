import { countedFromGame, type GameId, type GameProgressEntry } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import { lockLearner } from '../activities/lock-learner';
import { moveLearnerCounters } from '../learners/learner-counters';
import type { AfterWrite } from '../outbox/after-write';
import type { Database } from '../schema';

export interface StoredGameResult {
  id: number;
  xpAwarded: number;
  bestScore: number;
  newBest: boolean;
}

/**
 * Keep one finished game (it counts toward the learner's games) and decide its XP against what the
 * game already paid on the learner's day.
 * The learner's row is locked for the decision, so two results posted at once cannot both fill the cap.
 */
export async function recordGameResult(
  db: Kysely<Database>,
  input: {
    userId: number;
    gameId: GameId;
    score: number;
    timeSpent: number;
    details: object;
    timeZone: string;
    xpFor: (alreadyToday: number) => number;
    /** Runs in the same transaction, e.g. to record the jobs that follow the result. */
    afterWrite?: AfterWrite<StoredGameResult>;
  },
): Promise<StoredGameResult> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, input.userId);
    const before = await trx
      .selectFrom('game_results')
      .where('user_id', '=', input.userId)
      .where('game_id', '=', input.gameId)
      .select((eb) => [
        sql<string>`coalesce(sum(xp_awarded) filter (where (created_at at time zone ${input.timeZone})::date = (now() at time zone ${input.timeZone})::date), 0)`.as('today'),
        eb.fn.max('score').as('best'),
      ])
      .executeTakeFirstOrThrow();
    const xpAwarded = input.xpFor(Number(before.today));
    const row = await trx
      .insertInto('game_results')
      .values({ user_id: input.userId, game_id: input.gameId, score: input.score, time_spent: input.timeSpent, details: JSON.stringify(input.details), xp_awarded: xpAwarded })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveLearnerCounters(trx, input.userId, countedFromGame());
    const previousBest = before.best === null ? null : Number(before.best);
    const stored = { id: row.id, xpAwarded, bestScore: Math.max(previousBest ?? 0, input.score), newBest: previousBest === null || input.score > previousBest };
    await input.afterWrite?.(trx, stored);
    return stored;
  });
}

/** Each game the learner has finished: how often and their best score. */
export async function gameProgressOf(db: Kysely<Database>, userId: number): Promise<GameProgressEntry[]> {
  const rows = await db
    .selectFrom('game_results')
    .where('user_id', '=', userId)
    .groupBy('game_id')
    .select((eb) => ['game_id', eb.fn.countAll<string>().as('plays'), eb.fn.max('score').as('best')])
    .execute();
  return rows.map((r) => ({ gameId: r.game_id as GameId, completed: true, bestScore: Number(r.best), plays: Number(r.plays) }));
}

/** The learner's best quiz score (percent) in each category they have taken a quiz in. */
export async function bestQuizScores(db: Kysely<Database>, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('quiz_attempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .where('a.user_id', '=', userId)
    .groupBy('q.category')
    .select((eb) => ['q.category', eb.fn.max('a.score').as('best')])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.category, Number(r.best)]));
}
