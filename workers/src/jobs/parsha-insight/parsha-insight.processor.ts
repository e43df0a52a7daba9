import { FALLBACK_VERSES, parsePoint, parseVerseRef, pointInRange } from '@morah/contracts';
import { parshaDetails } from '@morah/contracts/parsha-calendar';
import { findVerse } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';
import type { VerseFocus } from '../../tutor/tutor-model';

/**
 * Morah AI's insight on one verse, through the tutor's own interface (the configured model, or the
 * offline tutor) grounded in the verse, the parsha's story and its aliyah. The answer is kept per
 * verse, so the next child who asks is answered at once.
 */
export function parshaInsightProcessor({ db, tutor }: WorkerDeps): Processor<'parsha.insight'> {
  return async ({ parsha, ref }) => {
    // The knowledge base loads with the first insight, not at start-up.
    const { parshaSummary } = await import('@morah/content');
    const details = parshaDetails(parsha);
    const point = parseVerseRef(ref);
    if (!details || !point) throw new Error(`parsha.insight for an unknown place: ${parsha} ${ref}`);
    const stored = await findVerse(db, point.book, point);
    const local = FALLBACK_VERSES.find((v) => v.ref === ref);
    const aliyah = details.aliyot.find((a) => pointInRange(point, { begin: parsePoint(a.begin), end: parsePoint(a.end) }));
    const verse: VerseFocus = {
      ref,
      parsha: details.name,
      parts: details.parts,
      parshaHebrew: details.hebrewName,
      hebrew: stored?.hebrew ?? local?.hebrew ?? null,
      english: stored?.english ?? local?.english ?? null,
      aliyah: aliyah ? { n: aliyah.n, range: aliyah.range } : null,
      summary: parshaSummary(details.parts) ?? null,
    };
    let insight = '';
    for await (const piece of tutor.model.stream({
      turns: [{ role: 'student', content: `Can you help me understand ${ref}?` }],
      studentFirstName: 'friend',
      now: new Date(),
      flagged: false,
      verse,
    })) {
      insight += piece;
    }
    insight = insight.trim();
    if (!insight) throw new Error(`the tutor gave no insight for ${ref}`);
    await db
      .insertInto('parsha_insights')
      .values({ parsha: details.name, ref, insight, model: tutor.model.name })
      .onConflict((oc) => oc.columns(['parsha', 'ref']).doUpdateSet({ insight, model: tutor.model.name, created_at: new Date() }))
      .execute();
    return { insight, model: tutor.model.name };
  };
}

