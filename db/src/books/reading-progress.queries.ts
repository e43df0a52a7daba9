import type { ReadingProgress } from '@morah/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ReadingProgressTable } from '../schema';

export function toReadingProgress(row: Selectable<ReadingProgressTable>): ReadingProgress {
  return {
    bookId: row.book_id,
    currentPage: row.current_page,
    timeSpent: row.time_spent_seconds,
    notes: row.notes,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findReadingProgress(db: Kysely<Database> | Transaction<Database>, userId: number, bookId: string): Promise<ReadingProgress | null> {
  const row = await db.selectFrom('reading_progress').selectAll().where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst();
  return row ? toReadingProgress(row) : null;
}

/** The learner's row of the day's reading tally, locked for this transaction (created empty if new). */
export async function lockReadingDay(trx: Transaction<Database>, userId: number, day: string) {
  await trx
    .insertInto('reading_days')
    .values({ user_id: userId, day, seconds: 0, minutes_counted: 0, last_counted_at: new Date(0) })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  return trx.selectFrom('reading_days').selectAll().where('user_id', '=', userId).where('day', '=', day).forUpdate().executeTakeFirstOrThrow();
}
