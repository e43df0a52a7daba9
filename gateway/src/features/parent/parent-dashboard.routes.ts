import { ChildDashboardParams, ChildDashboardQuery, ParentChildDashboardResponse } from '@morah/contracts';
import { type Database, parentChildDashboard } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';
import { assertCanViewStudent, LEARNER_NOT_FOUND } from '../../policy/access.policy';

export async function parentDashboardRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // One linked child's progress, with days counted in the parent's own time zone (`?tz=`, UTC when unknown).
  const schema = { params: ChildDashboardParams, querystring: ChildDashboardQuery, response: { 200: ParentChildDashboardResponse } };
  app.get('/api/parent/children/:id/dashboard', { schema }, async (request) => {
    const parent = await request.requireRole('parent');
    const { id } = request.params;
    const { tz } = request.query;
    // Another family's child and a missing id answer alike (see access.policy).
    await assertCanViewStudent(db, parent, id);
    const dashboard = await parentChildDashboard(db, id, { timeZone: tz ?? 'UTC' });
    if (!dashboard) throw notFound(LEARNER_NOT_FOUND);
    return { dashboard };
  });
}
