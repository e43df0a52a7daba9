import { type Kysely, sql } from 'kysely';

/**
 * Games and quizzes. A finished game is one row of game_results (its XP goes through the ledger with
 * source `game-result-<id>`). A quiz belongs to the child who asked for it; its questions are stored
 * once the quiz.generate job has written them, and an attempt is graded on the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_results')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score >= 0`))
    .addColumn('time_spent', 'integer', (c) => c.notNull().check(sql`time_spent >= 0`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('xp_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('game_results_user_game_idx').on('game_results').columns(['user_id', 'game_id', 'created_at']).execute();

  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('generating'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('time_limit', 'integer', (c) => c.notNull())
    .addColumn('source', 'text')
    /** The question keys, sorted and joined: a child never gets the same quiz twice in a row. */
    .addColumn('signature', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('quizzes_user_created_idx').on('quizzes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('quiz_questions')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('correct_answer', 'integer', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('source', 'text')
    .addPrimaryKeyConstraint('quiz_questions_pk', ['quiz_id', 'position'])
    .execute();

  // One graded attempt per row; the first one (lowest id) is the one that pays XP.
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('correct_answers', 'integer', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('time_spent', 'integer', (c) => c.notNull())
    .addColumn('xp_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quiz_attempts_quiz_idx').on('quiz_attempts').columns(['quiz_id', 'id']).execute();
  await db.schema.createIndex('quiz_attempts_user_idx').on('quiz_attempts').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').execute();
  await db.schema.dropTable('quiz_questions').execute();
  await db.schema.dropTable('quizzes').execute();
  await db.schema.dropTable('game_results').execute();
}
