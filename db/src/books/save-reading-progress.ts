import { countedFromActivity, judgeReadingTime, type ReadingProgress, STUDY_XP_PER_MINUTE } from '@morah/contracts';
import type { Kysely } from 'kysely';
import { moveLearnerCounters } from '../learners/learner-counters';
import type { Database } from '../schema';
import { lockReadingDay, toReadingProgress } from './reading-progress.queries';
import type { AfterWrite } from '../outbox/after-write';

export interface SavedReading {
  progress: ReadingProgress;
  /** The study-time activity this save earned (new whole minutes within the daily cap), if any. */
  activity: { id: number; minutes: number; xp: number } | null;
}

/**
 * Save where a reader is in a book and count the reading time the server believes (see
 * judgeReadingTime). For a learner (`countsAsStudy`), whole minutes of the day's reading become one
 * study-time activity in the same transaction, so the XP that follows is paid once.
 */
export async function saveReadingProgress(
  db: Kysely<Database>,
  input: {
    userId: number;
    book: { id: string; title: string };
    currentPage: number;
    timeSpent: number;
    notes: string;
    day: string;
    countsAsStudy: boolean;
    now?: Date;
    /** Runs in the same transaction with the study time kept (if any), to record the jobs that follow. */
    afterWrite?: AfterWrite<SavedReading['activity']>;
  },
): Promise<SavedReading> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // The day's row is the learner's lock: two saves at once (two tabs) are counted one after the other.
    const tally = await lockReadingDay(trx, input.userId, input.day);
    const stored = await trx
      .selectFrom('reading_progress')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('book_id', '=', input.book.id)
      .executeTakeFirst();
    const lastCountedAt = new Date(tally.last_counted_at).getTime() > 0 ? new Date(tally.last_counted_at) : null;
    const judged = judgeReadingTime({
      claimedTotal: input.timeSpent,
      storedTotal: stored?.time_spent_seconds ?? 0,
      lastCountedAt,
      now,
      daySeconds: tally.seconds,
      dayMinutesCounted: tally.minutes_counted,
    });
    const row = await trx
      .insertInto('reading_progress')
      .values({ user_id: input.userId, book_id: input.book.id, current_page: input.currentPage, time_spent_seconds: judged.bookTotal, notes: input.notes, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'book_id']).doUpdateSet({ current_page: input.currentPage, time_spent_seconds: judged.bookTotal, notes: input.notes, updated_at: now }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const newMinutes = input.countsAsStudy ? judged.newMinutes : 0;
    await trx
      .updateTable('reading_days')
      .set({ seconds: judged.daySeconds, minutes_counted: tally.minutes_counted + newMinutes, last_counted_at: now })
      .where('user_id', '=', input.userId)
      .where('day', '=', input.day)
      .execute();
    let activity: SavedReading['activity'] = null;
    if (newMinutes > 0) {
      const xp = newMinutes * STUDY_XP_PER_MINUTE;
      const inserted = await trx
        .insertInto('activities')
        .values({
          user_id: input.userId,
          activity_type: 'study_time',
          duration_seconds: newMinutes * 60,
          xp_awarded: xp,
          detail: JSON.stringify({ kind: 'reading', bookId: input.book.id, title: input.book.title }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveLearnerCounters(trx, input.userId, countedFromActivity({ activityType: 'study_time', xpAwarded: xp, durationSeconds: newMinutes * 60 }));
      activity = { id: inserted.id, minutes: newMinutes, xp };
    }
    await input.afterWrite?.(trx, activity);
    return { progress: toReadingProgress(row), activity };
  });
}
