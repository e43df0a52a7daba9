import { localDay } from '@morah/contracts';
import { awardEarnedBadges, DEFAULT_TIME_ZONE, judgingStanding, learnerJudgingStanding, profile, publishProgress, syncChallenges, type XpGrant } from '@morah/db';
import type { WorkerDeps } from '../../processor';

export interface ProgressJudged {
  badgesAwarded: number;
  challengesCompleted: number;
}

/**
 * After something a learner did: bring today's challenges up to what they really did (paying each
 * finished one once), then award every badge their totals now earn (each at most once), and tell
 * them and their parents. Everything here is idempotent, so running it again is harmless. Run by
 * `gamification.apply` and, after its grant, by `xp.award` (one job, not two, for an activity that pays).
 */
export async function judgeProgress(
  { db, emitter }: Pick<WorkerDeps, 'db' | 'emitter'>,
  userId: number,
  /** The learner's role and time zone when the caller has just read them (an XP grant does). */
  known?: XpGrant['learner'],
): Promise<ProgressJudged> {
  return profile.time('gamification.judge', async () => {
    // One read for both, the day's totals and the badge standing: with the role and the zone the
    // grant read, or with the learner's role, zone and day read by the same query.
    const judged = await profile.time('gamification.standing', async () => {
      if (!known) return learnerJudgingStanding(db, userId);
      if (known.role !== 'student') return undefined;
      const timeZone = known.timeZone ?? DEFAULT_TIME_ZONE;
      const day = localDay(new Date(), timeZone);
      return { role: known.role, timeZone, day, standing: await judgingStanding(db, userId, day, timeZone) };
    });
    if (judged?.role !== 'student') return { badgesAwarded: 0, challengesCompleted: 0 };
    const { timeZone, day, standing } = judged;
    const { completed } = await profile.time('gamification.challenges', () => syncChallenges(db, { userId, day, timeZone }, standing.day));
    // A paid challenge moved the XP and the challenge count: then the badges read the standing again.
    const awards = await profile.time('gamification.badges', () => awardEarnedBadges(db, userId, completed.length ? undefined : standing.badges));
    await publishProgress(db, emitter, userId, { awards, challenges: completed });
    return { badgesAwarded: awards.length, challengesCompleted: completed.length };
  });
}
