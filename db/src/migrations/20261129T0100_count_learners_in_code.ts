import { type Kysely, sql } from 'kysely';

/**
 * A learner's counters are moved by the code that writes each ledger, in the write's own transaction,
 * by the rules of `@morah/contracts` (gamification/counted.ts): the triggers that said the same
 * things in SQL go. The counters as they stand are kept. There is no way down: the code that keeps
 * the counters is the code of this migration's release.
 */
const TRIGGERS = ['chat_messages', 'activities', 'game_results', 'quiz_attempts', 'parsha_verse_reads', 'challenge_progress', 'streaks'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TRIGGERS) await sql`drop trigger if exists ${sql.raw(`learner_counters_${table}`)} on ${sql.table(table)}`.execute(db);
  for (const fn of ['learner_counters_chat_messages()', 'learner_counters_activities()', 'learner_counters_game_results()', 'learner_counters_challenge_progress()', 'learner_counters_streaks()', 'learner_counters_distinct()', 'learner_counters_lock(integer, boolean)', 'learner_counters_add(integer, text, integer)']) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
}
