import { ChildDashboardParams, ChildDashboardQuery, LearnerProgressResponse } from '@morah/contracts';
import { type Database, parentChildDashboard, quizSummary } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';
import { assertCanViewStudent, LEARNER_NOT_FOUND } from '../../policy/access.policy';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * GET /api/learners/{id}/progress?tz=: a learner's real progress (the figures a parent's dashboard
 * shows, and quiz scores by subject) for the learner, their teachers and their linked parents only.
 */
export async function learnerProgressRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/learners/:id/progress', { schema: { params: ChildDashboardParams, querystring: ChildDashboardQuery, response: { 200: LearnerProgressResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const { id } = request.params;
    const { tz } = request.query;
    await assertCanViewStudent(db, viewer, id);
    const [progress, quizzes] = await Promise.all([parentChildDashboard(db, id, { timeZone: tz ?? 'UTC' }), quizSummary(db, id)]);
    if (!progress) throw notFound(LEARNER_NOT_FOUND);
    return { progress, quizzes };
  });
}
