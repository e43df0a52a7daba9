import { parseVerseRef, type ParshaInsightAnswer, pointInRange } from '@morah/contracts';
import type { ParshaDetails } from '@morah/contracts/parsha-calendar';
import type { Database, JobProducer } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../errors';

/** How long a kept insight is served before the tutor is asked again (its answers improve). */
const FRESH_DAYS = 30;

/**
 * Morah AI's insight on one verse: from the cache when it was answered lately, otherwise asked of
 * the tutor through the workers (the configured model, or the offline tutor), which keep the answer.
 */
export async function parshaInsight(
  deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger; /** Counts one new question to the tutor; throws a 429 past the limit. */ limit: () => Promise<void> },
  details: ParshaDetails, ref: string): Promise<ParshaInsightAnswer> {
  const point = parseVerseRef(ref);
  if (!point) throw new AppError(400, 'validation_failed', `"${ref}" is not a verse. Send ref like Genesis 1:1.`, [{ path: ['ref'], message: 'Like Genesis 1:1.' }]);
  if (point.book !== details.book || !pointInRange(point, details.range)) {
    throw new AppError(400, 'validation_failed', `${ref} is not in Parashat ${details.name} (${details.rangeText}).`, [{ path: ['ref'], message: `Inside ${details.rangeText}.` }]);
  }
  const canonical = `${point.book} ${point.chapter}:${point.verse}`;
  const cached = await deps.db
    .selectFrom('parsha_insights')
    .select('insight')
    .where('parsha', '=', details.name)
    .where('ref', '=', canonical)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${FRESH_DAYS})`)
    .executeTakeFirst();
  if (cached) return { ref: canonical, insight: cached.insight, cached: true };
  await deps.limit();
  try {
    const result = await deps.jobs.ask('parsha.insight', { parsha: details.name, ref: canonical }, 45_000);
    return { ref: canonical, insight: result.insight, cached: false };
  } catch (error) {
    deps.log.warn({ err: error, parsha: details.name, ref: canonical }, 'parsha insight failed');
    throw new AppError(503, 'tutor_unavailable', "Morah AI couldn't think about this verse just now. Please try again in a moment!");
  }
}
