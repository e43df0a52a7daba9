import { type Kysely, sql } from 'kysely';

/** Saved coloring pages (already sanitized), and a detail on each activity so parents read what it was. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artworks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('letter', 'text', (c) => c.notNull())
    .addColumn('svg_data', 'text', (c) => c.notNull())
    .addColumn('colors', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('artworks_user_created_idx').on('artworks').columns(['user_id', 'created_at desc', 'id desc']).execute();
  await db.schema.alterTable('activities').addColumn('detail', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').dropColumn('detail').execute();
  await db.schema.dropTable('artworks').execute();
}
