import type { Artwork, ColoringLetterId } from '@morah/contracts';
import type { Kysely } from 'kysely';
import { type ActivityFacts, type KeptActivity, keepActivityIn } from '../activities/keep-activity';
import { lockLearner } from '../activities/lock-learner';
import type { AfterWrite } from '../outbox/after-write';
import type { Database } from '../schema';
import { insertArtwork } from './artworks.queries';

/**
 * Keep a drawing and, for a learner, the coloring activity it stands for, in one transaction, under the
 * learner's lock and the daily cap every activity shares: a child can save as often as they like, but
 * tapping Save again and again is not a way to farm XP (pages past the cap are kept and pay 0).
 */
export async function saveArtwork(
  db: Kysely<Database>,
  input: {
    userId: number;
    letter: ColoringLetterId;
    svgData: string;
    colors: Record<string, string>;
    isLearner: boolean;
    timeZone: string;
    /** The XP this page pays, given what coloring already paid on the learner's day. */
    payFor: (facts: ActivityFacts) => number;
    /** Runs in the same transaction with the activity kept (if any), to record the jobs that follow. */
    afterWrite?: AfterWrite<KeptActivity | null>;
  },
): Promise<{ artwork: Artwork; activity: KeptActivity | null }> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, input.userId);
    const artwork = await insertArtwork(trx, input);
    if (!input.isLearner) return { artwork, activity: null };
    const kept = await keepActivityIn(
      trx,
      { userId: input.userId, activityType: 'coloring', durationSeconds: 0, timeZone: input.timeZone, detail: { kind: 'coloring', letter: input.letter, artworkId: artwork.id } },
      (facts) => ({ ok: true, xp: input.payFor(facts) }),
    );
    const activity = kept.ok ? kept.activity : null;
    await input.afterWrite?.(trx, activity);
    return { artwork, activity };
  });
}
