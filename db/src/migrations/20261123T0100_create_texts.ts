import { type Kysely, sql } from 'kysely';

/**
 * The Torah, verse by verse: Hebrew with vowel points, the same with cantillation when the source has
 * it, and English, each naming the source it came from; and the sources with their credit lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('text_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('he', 'en')`))
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('attribution', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .execute();

  await db.schema
    .createTable('texts')
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('chapter', 'integer', (c) => c.notNull().check(sql`chapter > 0`))
    .addColumn('verse', 'integer', (c) => c.notNull().check(sql`verse > 0`))
    .addColumn('hebrew', 'text', (c) => c.notNull())
    .addColumn('hebrew_cantillation', 'text')
    .addColumn('english', 'text', (c) => c.notNull())
    .addColumn('hebrew_source', 'text', (c) => c.notNull().references('text_sources.id'))
    .addColumn('english_source', 'text', (c) => c.notNull().references('text_sources.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('texts_pk', ['book', 'chapter', 'verse'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('texts').execute();
  await db.schema.dropTable('text_sources').execute();
}
