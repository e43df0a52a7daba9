import type { VerseRange } from '@morah/contracts';
import type { Database } from '../schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import { onLocalDay } from '../queries/local-day';

/** Distinct verses of a range the child has read since the Jewish year began. */
export async function versesReadThisYear(db: Kysely<Database> | Transaction<Database>, userId: number, range: VerseRange, yearStart: string): Promise<number> {
  const row = await db
    .selectFrom('parsha_verse_reads')
    .select(sql<string>`count(distinct (chapter, verse))`.as('n'))
    .where('user_id', '=', userId)
    .where('book', '=', range.book)
    .where(sql<boolean>`(chapter, verse) between (${range.begin.chapter}, ${range.begin.verse}) and (${range.end.chapter}, ${range.end.verse})`)
    .where('day', '>=', yearStart)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every parsha a child has opened a step in, newest first. */
export async function listParshaProgress(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('parsha_progress')
    .select(['parsha', 'verse_reached', 'completed', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Distinct verses of the Torah a child has ever read in the reader: what the verse badges count. */
export async function parshaVersesRead(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('parsha_verse_reads')
    .select(sql<string>`count(distinct (book, chapter, verse))`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Distinct verses a child read on one local day (in their time zone): what the verse challenge counts. */
export async function parshaVersesReadOn(db: Kysely<Database>, userId: number, day: string, timeZone: string): Promise<number> {
  const row = await db
    .selectFrom('parsha_verse_reads')
    .select(sql<string>`count(distinct (book, chapter, verse))`.as('n'))
    .where('user_id', '=', userId)
    .where(onLocalDay('created_at', day, timeZone))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
