import { type Kysely, sql } from 'kysely';

/**
 * Full-text search over the English of the Torah (JPS 1917), so the tutor can find the verse a child
 * quotes or describes ("love your neighbour as yourself" is Leviticus 19:18) and name it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index texts_english_search on texts using gin (to_tsvector('english', english))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index texts_english_search`.execute(db);
}
