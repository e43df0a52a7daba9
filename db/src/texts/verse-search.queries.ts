import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface VerseMatch {
  book: string;
  chapter: number;
  verse: number;
  english: string;
  hebrew: string;
  /** How many of the searched words the verse has. */
  matched: number;
}

/**
 * The verses whose English has the most of these words (Postgres full-text search, English stemming,
 * so "loved" finds "love"), best first. Each item may list spellings of one word ("neighbor",
 * "neighbour"); a verse counts it once.
 */
export async function searchVerses(db: Db, words: ReadonlyArray<readonly string[]>, limit = 3): Promise<VerseMatch[]> {
  const groups = words.map((spellings) => spellings.filter((w) => /^[a-z]+$/i.test(w))).filter((g) => g.length > 0);
  if (groups.length === 0) return [];
  const vector = sql`to_tsvector('english', english)`;
  const query = (spellings: readonly string[]) => sql`to_tsquery('english', ${spellings.join(' | ')})`;
  const count = sql.join(groups.map((g) => sql`(${vector} @@ ${query(g)})::int`), sql` + `);
  const rows = await db
    .selectFrom('texts')
    .select(['book', 'chapter', 'verse', 'english', 'hebrew', sql<number>`${count}`.as('matched')])
    .where(sql<boolean>`${vector} @@ (${sql.join(groups.map(query), sql` || `)})`)
    .orderBy('matched', 'desc')
    .orderBy(sql`ts_rank(${vector}, ${sql.join(groups.map(query), sql` || `)})`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, matched: Number(r.matched) }));
}
