import { activityPay, ArtworkList, ArtworkListParams, ArtworkListQuery, SaveArtworkBody, SaveArtworkResponse } from '@morah/contracts';
import { type Database, type JobProducer, learnerTimeZone, listArtwork, saveArtwork } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertCanViewStudent } from '../../policy/access.policy';
import { activityXpAnswer } from '../learning/activity-xp-answer';
import { recordActivityJobs } from '../learning/record-activity-jobs';
import { sanitizeSvg } from './sanitize-svg';

/** Spec content 7: the coloring book saves drawings and lists a learner's gallery. */
export async function coloringRoutes(base: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /**
   * Save a drawing: a known letter, at most 200 KB of SVG, sanitized here before it is kept, so it can
   * never run code in a teacher's or parent's browser. A learner earns the coloring XP (10) through the
   * ledger for their first pages of the day (the daily cap every coloring activity shares).
   */
  app.post('/api/coloring', { bodyLimit: 512 * 1024, schema: { body: SaveArtworkBody, response: { 201: SaveArtworkResponse } } }, async (request, reply) => {
    const user = await request.requireUser();
    const { letter, svgData, colors } = request.body;
    const clean = await sanitizeSvg(svgData);
    if (!clean) throw new AppError(400, 'validation_failed', 'That drawing could not be read. Please try saving it again.', [{ path: ['svgData'], message: 'Send one SVG picture.' }]);
    const isLearner = user.role === 'student';
    const timeZone = await learnerTimeZone(db, user.id);
    let xpJob: string | undefined;
    const saved = await saveArtwork(db, {
      userId: user.id,
      letter,
      svgData: clean,
      colors,
      isLearner,
      timeZone,
      payFor: (facts) => activityPay('coloring', 0, facts.paidToday).xp,
      afterWrite: async (trx, activity) => {
        if (activity) xpJob = await recordActivityJobs(jobs, trx, user, { id: activity.id, amount: activity.xp, reason: 'coloring' });
      },
    });
    const award = await activityXpAnswer({ jobs, log: request.log }, user, xpJob, saved.activity?.xp ?? 0);
    return reply.status(201).send({ artwork: saved.artwork, ...award });
  });

  /** A learner's newest drawings: for the learner, their teachers and their linked parents only. */
  app.get('/api/coloring/:userId', { schema: { params: ArtworkListParams, querystring: ArtworkListQuery, response: { 200: ArtworkList } } }, async (request) => {
    const viewer = await request.requireUser();
    await assertCanViewStudent(db, viewer, request.params.userId);
    return { artwork: await listArtwork(db, request.params.userId, request.query.limit) };
  });
}
