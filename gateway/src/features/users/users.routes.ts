import { type Database, findUserById } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../errors';
import { assertCanViewStudent } from '../../policy/access.policy';
import { parseInput } from '../../validation';
import { toStudentSummary, toUser } from '../auth/user-view';

const UserParams = z.object({ id: z.coerce.number().int().positive('That is not a user id.') });

export async function usersRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  // One learner's summary, for themself, their teachers and their parents only.
  app.get('/api/users/:id', async (request) => {
    const viewer = await request.requireUser();
    const { id } = parseInput(UserParams, request.params);
    await assertCanViewStudent(db, viewer, id);
    const user = await findUserById(db, id);
    if (!user) throw notFound('We could not find that learner.');
    return viewer.id === id ? { user: toUser(user) } : { user: toStudentSummary(user) };
  });
}
