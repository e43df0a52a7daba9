import { type ActivityType, type JobProducer, xpForActivity } from '@morah/contracts';
import type { Database, UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

/**
 * Keep one learning activity and grant its XP through the XP job, which writes the ledger once and
 * tells the student's room. The server decides the amount. If the job is slow, answer with what
 * we know: the job stays queued and still grants the XP.
 */
export async function recordActivity(
  deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger },
  student: UserRow,
  activityType: ActivityType,
  durationSeconds = 0,
): Promise<{ xpAwarded: number; xp: number; level: number }> {
  const amount = xpForActivity(activityType, durationSeconds);
  const activity = await deps.db
    .insertInto('activities')
    .values({ user_id: student.id, activity_type: activityType, duration_seconds: durationSeconds, xp_awarded: amount })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payload = { userId: student.id, sourceId: `activity-${activity.id}`, amount, reason: activityType };
  let answer = { xpAwarded: 0, xp: student.xp, level: student.level };
  if (amount > 0) {
    try {
      const result = await deps.jobs.run('xp.award', payload, 10_000);
      answer = { xpAwarded: result.xpAwarded, xp: result.xp, level: result.level };
    } catch (error) {
      deps.log.warn({ err: error, jobPayload: payload }, 'xp.award did not finish in time');
      answer = { xpAwarded: amount, xp: student.xp + amount, level: student.level };
    }
  }
  // Badges and challenges are judged after the XP is in; their news reaches the sockets.
  await deps.jobs
    .enqueue('gamification.apply', { userId: student.id, sourceId: payload.sourceId })
    .catch((err) => deps.log.error({ err }, 'could not enqueue gamification.apply'));
  return answer;
}
