import { type Kysely, sql } from 'kysely';

/**
 * Where each reader is in each book, and how much reading the server has counted per learner per
 * day (the seconds, the whole minutes already turned into study time, and when it last counted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reading_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('current_page', 'integer', (c) => c.notNull().check(sql`current_page >= 1`))
    .addColumn('time_spent_seconds', 'integer', (c) => c.notNull().defaultTo(0).check(sql`time_spent_seconds >= 0`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reading_progress_pkey', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createTable('reading_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_counted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_days_pkey', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reading_days').execute();
  await db.schema.dropTable('reading_progress').execute();
}
