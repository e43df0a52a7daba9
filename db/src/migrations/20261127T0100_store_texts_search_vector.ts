import { type Kysely, sql } from 'kysely';

/**
 * The English of each verse is kept parsed for search (`english_search`, written by Postgres with the
 * verse), and indexed as it is. Before, a search parsed every verse it looked at again, several times
 * each, and read through the index's pending list: a child's question with common words ("day",
 * "eat", "bless") cost up to 100 ms of the database's time with the Torah imported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table texts add column english_search tsvector generated always as (to_tsvector('english', english)) stored`.execute(db);
  // The Torah is written once, by an import, and read by every question: new entries go into the
  // index at once (`fastupdate` off), rather than into a pending list that every search would read
  // through until a vacuum merged it.
  await sql`create index texts_english_search_stored on texts using gin (english_search) with (fastupdate = off)`.execute(db);
  await sql`drop index texts_english_search`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index texts_english_search on texts using gin (to_tsvector('english', english))`.execute(db);
  await sql`drop index texts_english_search_stored`.execute(db);
  await sql`alter table texts drop column english_search`.execute(db);
}
