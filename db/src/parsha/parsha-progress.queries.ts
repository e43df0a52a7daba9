import { countedFromVerseReads, type VerseRange } from '@morah/contracts';
import { moveLearnerCounters } from '../learners/learner-counters';
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

/**
 * Mark a day's verses as read by the learner (a verse already read that day stays as it was) and
 * count the verses never read before on any day toward their verse total (the rule in contracts).
 * The learner's row is taken first (lockLearner), so two steps of one child count one after the other.
 */
export async function keepVerseReads(trx: Transaction<Database>, input: { userId: number; book: string; day: string; verses: readonly { chapter: number; verse: number }[] }): Promise<void> {
  if (input.verses.length === 0) return;
  const readBefore = await trx
    .selectFrom('parsha_verse_reads')
    .select(['chapter', 'verse'])
    .distinct()
    .where('user_id', '=', input.userId)
    .where('book', '=', input.book)
    .where((eb) => eb.or(input.verses.map((v) => eb.and([eb('chapter', '=', v.chapter), eb('verse', '=', v.verse)]))))
    .execute();
  await trx
    .insertInto('parsha_verse_reads')
    .values(input.verses.map((v) => ({ user_id: input.userId, book: input.book, chapter: v.chapter, verse: v.verse, day: input.day })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await moveLearnerCounters(trx, input.userId, countedFromVerseReads(input.verses, readBefore));
}
