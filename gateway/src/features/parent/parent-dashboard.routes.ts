import { ChildDashboardParams, ChildDashboardQuery, type ParentChildDashboardResponse } from '@morah/contracts';
import { type Database, parentChildDashboard } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';
import { assertCanViewStudent } from '../../policy/access.policy';
import { parseInput } from '../../validation';

export async function parentDashboardRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  // One linked child's progress, with days counted in the parent's own time zone (`?tz=`, UTC when unknown).
  app.get('/api/parent/children/:id/dashboard', async (request): Promise<ParentChildDashboardResponse> => {
    const parent = await request.requireRole('parent');
    const { id } = parseInput(ChildDashboardParams, request.params);
    const { tz } = parseInput(ChildDashboardQuery, request.query);
    const exists = await db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'student').executeTakeFirst();
    if (!exists) throw notFound('We could not find that child.');
    await assertCanViewStudent(db, parent, id);
    const dashboard = await parentChildDashboard(db, id, { timeZone: tz ?? 'UTC' });
    if (!dashboard) throw notFound('We could not find that child.');
    return { dashboard };
  });
}
