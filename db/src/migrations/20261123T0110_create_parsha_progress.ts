import { type Kysely, sql } from 'kysely';

/**
 * Reading the parsha: where each child is in each parsha, every verse they read (once per day),
 * the tutor's insights kept per verse, and whether a child follows the Israel or diaspora schedule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('reading_schedule', 'text', (c) => c.notNull().defaultTo('diaspora').check(sql`reading_schedule in ('diaspora', 'israel')`))
    .execute();

  await db.schema
    .createTable('parsha_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parsha', 'text', (c) => c.notNull())
    .addColumn('verse_reached', 'integer', (c) => c.notNull())
    // The learner's day the reading XP was last paid, and the Jewish year whose completion bonus was paid.
    .addColumn('paid_day', 'text')
    .addColumn('bonus_year', 'text')
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('parsha_progress_pk', ['user_id', 'parsha'])
    .execute();

  // One row per verse a child read on a day: the ledger behind verse badges and challenges.
  await db.schema
    .createTable('parsha_verse_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('chapter', 'integer', (c) => c.notNull())
    .addColumn('verse', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('parsha_verse_reads_pk', ['user_id', 'book', 'chapter', 'verse', 'day'])
    .execute();
  await db.schema.createIndex('parsha_verse_reads_user_created_idx').on('parsha_verse_reads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('parsha_insights')
    .addColumn('parsha', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('insight', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('parsha_insights_pk', ['parsha', 'ref'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parsha_insights').execute();
  await db.schema.dropTable('parsha_verse_reads').execute();
  await db.schema.dropTable('parsha_progress').execute();
  await db.schema.alterTable('users').dropColumn('reading_schedule').execute();
}
