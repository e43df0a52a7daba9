import { type JobProducer, RecordActivityBody } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { parseInput } from '../../validation';
import { recordActivity } from './record-activity';

export async function learningRoutes(app: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  /** Record a learning activity. The client's xpEarned is ignored: the server decides the XP. */
  app.post('/api/learning/record-activity', async (request) => {
    const student = await request.requireRole('student');
    const body = parseInput(RecordActivityBody, request.body);
    return recordActivity({ db, jobs, log: request.log }, student, body.activityType, body.duration);
  });
}
