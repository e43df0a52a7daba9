import {
  dailyActivityXpCap,
  decideParshaProgress,
  describePay,
  localDay,
  type ParshaProgressAnswer,
  type ParshaProgressBody,
} from '@morah/contracts';
import { jewishYearStart, versesBetween } from '@morah/contracts/parsha-calendar';
import { type Database, type JobProducer, keepActivityIn, keepVerseReads, learnerTimeZone, lockLearner, type UserRow, versesReadThisYear } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { parshaByName } from './parsha-by-name';

export interface ProgressDeps {
  db: Kysely<Database>;
  jobs: JobProducer;
  log: FastifyBaseLogger;
}

/** The answer of an XP job recorded with the step; if it is slow, the job still grants it. */
async function grant(deps: ProgressDeps, jobId: string): Promise<{ xp: number; level: number } | null> {
  try {
    const result = await deps.jobs.result('xp.award', jobId, 10_000);
    return { xp: result.xp, level: result.level };
  } catch (error) {
    deps.log.warn({ err: error, jobId }, 'xp.award did not finish in time');
    return null;
  }
}

/**
 * One step forward in the reader. The step marks the verse just left and the verse reached as read
 * (never more, whatever number is sent), keeps where the child is for resuming, pays the reading
 * XP once per parsha per day, within the day's cap that every parsha reading shares (however many
 * parshiyot are opened), and the completion bonus once per parsha per Jewish year, when every verse
 * has really been read.
 */
export async function recordParshaProgress(deps: ProgressDeps, student: UserRow, body: ParshaProgressBody, now = new Date()): Promise<ParshaProgressAnswer> {
  const details = parshaByName(body.parshaName);
  if (body.verseProgress > details.totalVerses) {
    throw new AppError(400, 'validation_failed', `Parashat ${details.name} has ${details.totalVerses} verses, so verseProgress can be at most ${details.totalVerses}.`, [
      { path: ['verseProgress'], message: `At most ${details.totalVerses}.` },
    ]);
  }
  const points = versesBetween(details.range);
  const read = points.slice(Math.max(0, body.verseProgress - 2), body.verseProgress);
  const timeZone = await learnerTimeZone(deps.db, student.id);
  const day = localDay(now, timeZone);
  const yearStart = jewishYearStart(day);

  const step = await deps.db.transaction().execute(async (trx) => {
    // The learner's lock, which every daily cap takes first: the child's steps (in any parsha) and
    // their other activities are counted against the day's cap one after the other.
    await lockLearner(trx, student.id);
    const row = await trx
      .insertInto('parsha_progress')
      .values({ user_id: student.id, parsha: details.name, verse_reached: body.verseProgress, paid_day: null, bonus_year: null, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'parsha']).doUpdateSet({ verse_reached: body.verseProgress, updated_at: now }))
      .returning(['paid_day', 'bonus_year', 'completed', 'updated_at'])
      .executeTakeFirstOrThrow();
    await keepVerseReads(trx, { userId: student.id, book: details.book, day, verses: read });
    const versesRead = await versesReadThisYear(trx, student.id, details.range, yearStart);
    const decision = decideParshaProgress({ totalVerses: details.totalVerses, paidToday: row.paid_day === day, versesRead, bonusPaid: row.bonus_year === yearStart });
    await trx
      .updateTable('parsha_progress')
      .set({
        ...(decision.readingXp > 0 ? { paid_day: day } : {}),
        ...(decision.completionBonus > 0 ? { bonus_year: yearStart } : {}),
        completed: row.completed || decision.completed,
      })
      .where('user_id', '=', student.id)
      .where('parsha', '=', details.name)
      .execute();
    // The day's reading is one activity (the parent dashboard counts its minutes and topic). It pays
    // what is left of the day's parsha cap, as every parsha activity does (POST /api/learning/record-activity too).
    const kept =
      decision.readingXp > 0
        ? await keepActivityIn(trx, { userId: student.id, activityType: 'parsha', durationSeconds: 0, timeZone }, { amount: decision.readingXp, dailyCap: dailyActivityXpCap('parsha') })
        : undefined;
    const reading = kept?.ok ? kept.activity : undefined;
    // The jobs that follow the step are recorded with it: the XP (each grant asks for badges and
    // challenges once it is in), and the judging of verse badges and the day's verse challenge.
    const xpJobs: string[] = [];
    if (reading && reading.xp > 0) {
      xpJobs.push((await deps.jobs.enqueue(trx, 'xp.award', { userId: student.id, sourceId: `activity-${reading.id}`, amount: reading.xp, reason: 'parsha' })).jobId);
    }
    if (decision.completionBonus > 0) {
      const sourceId = `parsha-complete-${student.id}-${details.name}-${yearStart}`;
      xpJobs.push((await deps.jobs.enqueue(trx, 'xp.award', { userId: student.id, sourceId, amount: decision.completionBonus, reason: 'parsha_complete' })).jobId);
    }
    const last = read[read.length - 1]!;
    await deps.jobs.enqueue(trx, 'gamification.apply', { userId: student.id, sourceId: `parsha-${student.id}-${details.book}-${last.chapter}-${last.verse}-${day}` });
    return { decision, readingXp: reading?.xp ?? 0, versesRead, xpJobs, completed: row.completed || decision.completed, updatedAt: row.updated_at };
  });

  let totals: { xp: number; level: number } | null = { xp: student.xp, level: student.level };
  // The reading's XP is what its activity was kept with (0 past the day's cap).
  const xpAwarded = step.readingXp + step.decision.completionBonus;
  // When the cap took the reading's XP, the child reads why.
  const pay = step.decision.readingXp > 0 ? describePay('parsha', 0, step.readingXp) : { dailyCapReached: false, message: null };
  for (const jobId of step.xpJobs) totals = await grant(deps, jobId);
  const fallback = { xp: student.xp + xpAwarded, level: student.level };
  return {
    parshaName: details.name,
    verseProgress: body.verseProgress,
    totalVerses: details.totalVerses,
    versesRead: step.versesRead,
    completed: step.completed,
    updatedAt: new Date(step.updatedAt).toISOString(),
    xpAwarded,
    completionBonus: step.decision.completionBonus,
    dailyCapReached: pay.dailyCapReached,
    message: pay.message,
    ...(totals ?? fallback),
  };
}
