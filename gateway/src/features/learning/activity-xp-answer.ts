import type { JobProducer, UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * After the commit: what the activity's XP job granted and the new totals. If the job is slow, the
 * answer says what it will grant; the job still runs and the socket hears it.
 */
export async function activityXpAnswer(
  deps: { jobs: JobProducer; log: FastifyBaseLogger },
  student: Pick<UserRow, 'xp' | 'level'>,
  xpJob: string | undefined,
  amount: number,
): Promise<{ xpAwarded: number; xp: number; level: number }> {
  if (!xpJob) return { xpAwarded: 0, xp: student.xp, level: student.level };
  try {
    const result = await deps.jobs.result('xp.award', xpJob, 10_000);
    return { xpAwarded: result.xpAwarded, xp: result.xp, level: result.level };
  } catch (error) {
    deps.log.warn({ err: error, jobId: xpJob }, 'xp.award did not finish in time');
    return { xpAwarded: amount, xp: student.xp + amount, level: student.level };
  }
}
