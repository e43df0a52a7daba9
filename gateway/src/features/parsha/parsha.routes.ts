import {
  CurrentParshaQuery,
  ErrorBody,
  localDay,
  ParshaInsightAnswer,
  ParshaInsightQuery,
  ParshaList,
  ParshaNameParams,
  ParshaProgressAnswer,
  ParshaProgressBody,
  ParshaProgressList,
  ParshaReading,
} from '@morah/contracts';
import { jewishYearStart, PARSHA_NAMES, parshaDetails, parshaForDate } from '@morah/contracts/parsha-calendar';
import { type Database, type JobProducer, learnerTimeZone, listParshaProgress, versesReadThisYear } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { assertCanViewStudent } from '../../policy/access.policy';
import type { InsightRateLimit } from './insight-rate-limit';
import { loadParshaReading } from './load-parsha-reading';
import { parshaByName } from './parsha-by-name';
import { parshaInsight } from './parsha-insight';
import { recordParshaProgress } from './record-parsha-progress';

export interface ParshaRouteDeps {
  db: Kysely<Database>;
  jobs: JobProducer;
  sefariaUrl: string | null;
  sefariaTimeoutMs: number;
  insightLimit: InsightRateLimit;
}

const UserIdParams = z.object({ userId: z.coerce.number().int().positive('That is not a user id.') });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The parsha reader's API (learning spec 7): this week's parsha by @hebcal, any parsha by name with
 * its verses and their sources, progress with XP through the ledger, and Morah AI's verse insight.
 */
export async function parshaRoutes(fastify: FastifyInstance, deps: ParshaRouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get('/api/parsha', { schema: { response: { 200: ParshaList } } }, async () => ({
    parshiyot: PARSHA_NAMES.map((name) => {
      const d = parshaByName(name);
      return { name: d.name, hebrewName: d.hebrewName, book: d.book, range: d.rangeText };
    }),
  }));

  app.get('/api/parsha/current', { schema: { querystring: CurrentParshaQuery, response: { 200: ParshaReading, ...errors } } }, async (request) => {
    const user = await request.currentUser();
    const israel = request.query.israel ?? user?.reading_schedule === 'israel';
    const timeZone = user ? await learnerTimeZone(db, user.id) : 'UTC';
    const week = parshaForDate(request.query.date ?? localDay(new Date(), timeZone), israel);
    const reading = await loadParshaReading({ ...deps, log: request.log }, parshaByName(week.name));
    return { ...reading, shabbatDate: week.shabbatDate, israel, ...(week.holiday ? { holiday: week.holiday } : {}) };
  });

  app.get('/api/parsha/progress/:userId', { schema: { params: UserIdParams, response: { 200: ParshaProgressList, ...errors } } }, async (request) => {
    const viewer = await request.requireUser();
    const { userId } = request.params;
    await assertCanViewStudent(db, viewer, userId);
    const yearStart = jewishYearStart(localDay(new Date(), await learnerTimeZone(db, userId)));
    const rows = await listParshaProgress(db, userId);
    const progress = await Promise.all(
      rows.flatMap((row) => {
        const details = parshaDetails(row.parsha);
        if (!details) return [];
        return [
          versesReadThisYear(db, userId, details.range, yearStart).then((versesRead) => ({
            parshaName: details.name,
            verseProgress: row.verse_reached,
            totalVerses: details.totalVerses,
            versesRead,
            completed: row.completed,
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        ];
      }),
    );
    return { progress };
  });

  app.post('/api/parsha/progress', { schema: { body: ParshaProgressBody, response: { 200: ParshaProgressAnswer, ...errors } } }, async (request) => {
    const student = await request.requireRole('student');
    return recordParshaProgress({ db, jobs: deps.jobs, log: request.log }, student, request.body);
  });

  app.get('/api/parsha/:name', { schema: { params: ParshaNameParams, response: { 200: ParshaReading, ...errors } } }, async (request) => {
    return loadParshaReading({ ...deps, log: request.log }, parshaByName(request.params.name));
  });

  app.get('/api/parsha/:name/insight', { schema: { params: ParshaNameParams, querystring: ParshaInsightQuery, response: { 200: ParshaInsightAnswer, ...errors, 429: ErrorBody, 503: ErrorBody } } }, async (request) => {
    const user = await request.requireUser();
    return parshaInsight({ db, jobs: deps.jobs, log: request.log, limit: () => deps.insightLimit.consume(user.id) }, parshaByName(request.params.name), request.query.ref);
  });
}
