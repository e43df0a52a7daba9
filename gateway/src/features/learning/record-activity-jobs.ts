import { type Database, type FollowUpJob, followUpRows, type JobRecorder, jobTakingActivity } from '@morah/db';
import type { Transaction } from 'kysely';

/**
 * The jobs a kept activity asks for: its XP job (`xp.award`, which asks for badges and challenges to
 * be judged once the XP is in), or, for an activity that earns no XP, that judging at once. Both take
 * the activity's id as their source (`activity-<id>`); the XP job takes its pay.
 */
export function activityFollowUps(student: { id: number }, reason: string): FollowUpJob[] {
  return [
    jobTakingActivity('xp.award', { userId: student.id, reason }, { field: 'sourceId', prefix: 'activity-', payField: 'amount', paid: true }),
    jobTakingActivity('gamification.apply', { userId: student.id }, { field: 'sourceId', prefix: 'activity-', paid: false }),
  ];
}

/**
 * In the transaction that keeps an activity: the jobs it asks for (`activityFollowUps`). Returns the
 * XP job's id, to await its answer after the commit.
 */
export async function recordActivityJobs(
  jobs: JobRecorder,
  trx: Transaction<Database>,
  student: { id: number },
  activity: { id: number; amount: number; reason: string },
): Promise<string | undefined> {
  let xpJob: string | undefined;
  for (const row of followUpRows(activityFollowUps(student, activity.reason), { positionOf: () => undefined, activity: { id: activity.id, xp: activity.amount } })) {
    const { jobId } = await jobs.enqueue(trx, row.name, JSON.parse(row.payload) as never);
    if (row.name === 'xp.award') xpJob = jobId;
  }
  return xpJob;
}
