import type { Database, JobRecorder } from '@morah/db';
import type { Transaction } from 'kysely';

/**
 * In the transaction that keeps an activity: its XP job (`xp.award`, which asks for badges and
 * challenges to be judged once the XP is in), or, for an activity that earns no XP, that judging at
 * once. Returns the XP job's id, to await its answer after the commit.
 */
export async function recordActivityJobs(
  jobs: JobRecorder,
  trx: Transaction<Database>,
  student: { id: number },
  activity: { id: number; amount: number; reason: string },
): Promise<string | undefined> {
  const sourceId = `activity-${activity.id}`;
  if (activity.amount > 0) return (await jobs.enqueue(trx, 'xp.award', { userId: student.id, sourceId, amount: activity.amount, reason: activity.reason })).jobId;
  await jobs.enqueue(trx, 'gamification.apply', { userId: student.id, sourceId });
  return undefined;
}
