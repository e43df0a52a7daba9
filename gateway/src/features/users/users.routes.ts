import { LearnerResponse, UserParams } from '@morah/contracts';
import { type Database, findUserById } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';
import { assertCanViewStudent, LEARNER_NOT_FOUND } from '../../policy/access.policy';
import { toStudentSummary, toUser } from '../auth/user-view';

export async function usersRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // One learner's summary, for themself, their teachers and their parents only.
  app.get('/api/users/:id', { schema: { params: UserParams, response: { 200: LearnerResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const { id } = request.params;
    await assertCanViewStudent(db, viewer, id);
    const user = await findUserById(db, id);
    if (!user) throw notFound(LEARNER_NOT_FOUND);
    return viewer.id === id ? { user: toUser(user) } : { user: toStudentSummary(user) };
  });
}
