import { localDay } from '@morah/contracts';
import { awardEarnedBadges, profile, publishProgress, roleAndTimeZone, syncChallenges } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';

/**
 * After something a learner did: bring today's challenges up to what they really did (paying each
 * finished one once), then award every badge their totals now earn (each at most once), and tell
 * them and their parents. Everything here is idempotent, so a retry or a duplicate job is harmless.
 */
export function gamificationApplyProcessor({ db, emitter }: WorkerDeps): Processor<'gamification.apply'> {
  return async ({ userId }) => {
    const user = await roleAndTimeZone(db, userId);
    if (user?.role !== 'student') return { badgesAwarded: 0, challengesCompleted: 0 };
    const { timeZone } = user;
    const { completed } = await profile.time('gamification.challenges', () => syncChallenges(db, { userId, day: localDay(new Date(), timeZone), timeZone }));
    const awards = await profile.time('gamification.badges', () => awardEarnedBadges(db, userId));
    await publishProgress(db, emitter, userId, { awards, challenges: completed });
    return { badgesAwarded: awards.length, challengesCompleted: completed.length };
  };
}
