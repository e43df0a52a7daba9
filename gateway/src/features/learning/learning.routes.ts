import { IdempotencyKey, RecordActivityBody, RecordActivityResponse } from '@morah/contracts';
import type { Database, JobProducer } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../errors';
import { recordActivity } from './record-activity';

/** The `Idempotency-Key` header, checked like the body's `idempotencyKey`; every other header passes as it is. */
const IdempotencyHeaders = z.looseObject({ 'idempotency-key': IdempotencyKey.optional() });

/** The key from the `Idempotency-Key` header or the body's `idempotencyKey` (the same one if both). */
function idempotencyKeyOf(fromHeader: string | undefined, fromBody: string | undefined): string | null {
  if (fromHeader === undefined) return fromBody ?? null;
  if (fromBody !== undefined && fromBody !== fromHeader) throw new AppError(400, 'validation_failed', 'The Idempotency-Key header and idempotencyKey differ: send one key.');
  return fromHeader;
}

export async function learningRoutes(base: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  /**
   * Record a learning activity. The client's xpEarned is ignored: the server decides the XP, within
   * the day's cap, and refuses a duration longer than the time since the last activity or sign-in.
   */
  const schema = { headers: IdempotencyHeaders, body: RecordActivityBody, response: { 200: RecordActivityResponse } };
  app.post('/api/learning/record-activity', { schema }, async (request) => {
    const student = await request.requireRole('student');
    const { body } = request;
    const signedInAt = request.session.signedInAt ?? new Date(student.created_at).getTime();
    return recordActivity({ db, jobs, log: request.log }, student, {
      activityType: body.activityType,
      durationSeconds: body.duration,
      idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key'], body.idempotencyKey),
      signedInAt: new Date(signedInAt),
    });
  });
}
