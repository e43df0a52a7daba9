import { type CounterMoves, movesNothing, type SummedTotal } from '@morah/contracts';
import { sql, type QueryCreator, type Transaction } from 'kysely';
import type { Database } from '../schema';

/** The column of `learner_counters` each summed total is kept in. */
const SUMMED_COLUMNS = {
  chatMessages: 'chat_messages',
  coloringPages: 'coloring_pages',
  studyMinutes: 'study_minutes',
  gamesCompleted: 'games_completed',
  quizzesCompleted: 'quizzes_completed',
  parshaVerses: 'parsha_verses',
  challengesCompleted: 'challenges_completed',
} as const satisfies Record<SummedTotal, string>;

type CounterColumn = (typeof SUMMED_COLUMNS)[SummedTotal] | 'longest_streak';

function columnsOf(moves: CounterMoves): Partial<Record<CounterColumn, number>> {
  const columns: Partial<Record<CounterColumn, number>> = {};
  for (const [total, column] of Object.entries(SUMMED_COLUMNS) as [SummedTotal, CounterColumn][]) {
    const by = Math.trunc(moves[total] ?? 0);
    if (by !== 0) columns[column] = by;
  }
  if (moves.longestStreak) columns.longest_streak = Math.trunc(moves.longestStreak);
  return columns;
}

/**
 * The statement that moves one learner's counters (not run): a new row for a learner who has none,
 * each summed column moved by its amount and the longest streak raised, otherwise. A move that only
 * takes away updates the row there is (a learner whose data is being removed is never given a row
 * again). Built on any query creator, so a projection can run it as part of its own statement.
 */
export function moveCountersQuery(db: QueryCreator<Database>, userId: number, moves: CounterMoves) {
  const columns = columnsOf(moves);
  const entries = Object.entries(columns) as [CounterColumn, number][];
  const onlyTakesAway = entries.every(([column, by]) => column !== 'longest_streak' && by < 0);
  if (onlyTakesAway) {
    return db
      .updateTable('learner_counters')
      .set((eb) => Object.fromEntries(entries.map(([column, by]) => [column, eb(eb.ref(column), '+', by)])))
      .where('user_id', '=', userId);
  }
  return db
    .insertInto('learner_counters')
    .values({ user_id: userId, ...Object.fromEntries(entries.map(([column, by]) => [column, Math.max(0, by)])) })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) =>
        Object.fromEntries(
          entries.map(([column, by]) => [
            column,
            column === 'longest_streak' ? sql<number>`greatest(${eb.ref(`learner_counters.${column}`)}, ${by}::int)` : eb(eb.ref(`learner_counters.${column}`), '+', by),
          ]),
        ),
      ),
    );
}

/**
 * Move a learner's counters by what a write added (the rules of `@morah/contracts`' counted.ts), in the
 * write's transaction, so the counters change exactly when the ledger does. A writer of a learner's
 * day takes the learner's row (lockLearner) before this, as badge judging does.
 */
export async function moveLearnerCounters(trx: Transaction<Database>, userId: number, moves: CounterMoves): Promise<void> {
  if (movesNothing(moves)) return;
  await moveCountersQuery(trx, userId, moves).execute();
}

/** Each learner's moves, one statement a learner (a removal of many conversations, a history written at once). */
export async function moveManyLearnersCounters(trx: Transaction<Database>, byLearner: ReadonlyMap<number, CounterMoves>): Promise<void> {
  // In learner order, so two writers moving the same learners take their rows in one order.
  for (const [userId, moves] of [...byLearner].sort(([a], [b]) => a - b)) await moveLearnerCounters(trx, userId, moves);
}
