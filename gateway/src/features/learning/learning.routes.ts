import { type JobProducer, RecordActivityBody, xpForActivity } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { parseInput } from '../../validation';

export async function learningRoutes(app: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  /**
   * Record a learning activity. The server decides the XP (the client's xpEarned is ignored),
   * keeps the activity, and hands the grant to the XP job, which writes the ledger once and
   * tells the student's room.
   */
  app.post('/api/learning/record-activity', async (request) => {
    const student = await request.requireRole('student');
    const body = parseInput(RecordActivityBody, request.body);
    const amount = xpForActivity(body.activityType, body.duration);
    const activity = await db
      .insertInto('activities')
      .values({ user_id: student.id, activity_type: body.activityType, duration_seconds: body.duration, xp_awarded: amount })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (amount === 0) return { xpAwarded: 0, xp: student.xp, level: student.level };
    const payload = { userId: student.id, sourceId: `activity-${activity.id}`, amount, reason: body.activityType };
    try {
      const result = await jobs.run('xp.award', payload, 10_000);
      return { xpAwarded: result.xpAwarded, xp: result.xp, level: result.level };
    } catch (error) {
      // The job stays queued and will still grant the XP (and tell the socket); answer with what we know.
      request.log.warn({ err: error, jobPayload: payload }, 'xp.award did not finish in time');
      return { xpAwarded: amount, xp: student.xp + amount, level: student.level };
    }
  });
}
