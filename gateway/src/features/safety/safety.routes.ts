import { FlagParams, HandleFlagBody, HandleFlagResponse, SafetyFlagsQuery, SafetyFlagsResponse } from '@morah/contracts';
import { type Database, listSafetyFlags } from '@morah/db';
import type { RoomEmitter } from '@morah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { fullName } from '../chat/post-message';
import { handleFlag } from './handle-flag';

export interface SafetyRouteDeps {
  db: Kysely<Database>;
  emitter: RoomEmitter;
}

/**
 * Safety flags for the grown-ups: a teacher's "Needs care" panel lists the open flags of the students
 * in their classes and marks them handled; a parent reads their own children's. A child never reads
 * flags (what was flagged, and who looked after it, is for the grown-ups).
 */
export async function safetyRoutes(base: FastifyInstance, { db, emitter }: SafetyRouteDeps): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/safety/flags', { schema: { querystring: SafetyFlagsQuery, response: { 200: SafetyFlagsResponse } } }, async (request) => {
    const viewer = await request.requireRole('teacher', 'parent');
    return { flags: await listSafetyFlags(db, { id: viewer.id, role: viewer.role as 'teacher' | 'parent' }, request.query.status) };
  });

  app.post(
    '/api/safety/flags/:messageId/handle',
    { schema: { params: FlagParams, body: HandleFlagBody, response: { 200: HandleFlagResponse } } },
    async (request) => {
      const teacher = await request.requireRole('teacher');
      const flag = await handleFlag({ db, emitter }, request.log, {
        teacher: { id: teacher.id, name: fullName(teacher) },
        messageId: request.params.messageId,
        note: request.body.note,
        correlationId: request.id,
      });
      return { flag };
    },
  );
}
