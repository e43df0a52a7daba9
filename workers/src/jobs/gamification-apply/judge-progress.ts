import { hasProgressNews, type ProgressNews, progressAudience, sendPushes } from '@morah/contracts/audience';
import { awardEarnedBadges, learnerAudience, learnerJudgingStanding, type LearnerJudgingStanding, syncChallenges } from '@morah/db';
import type { WorkerDeps } from '../../processor';

export interface ProgressJudged {
  badgesAwarded: number;
  challengesCompleted: number;
}

/**
 * After something a learner did: bring today's challenges up to what they really did (paying each
 * finished one once), then award every badge their totals now earn (each at most once), and tell
 * them, their parents and their classes' teachers. Everything here is idempotent, so running it again is harmless. Run by
 * `gamification.apply` and, after its grant, by `xp.award` (one job, not two, for an activity that pays).
 */
export async function judgeProgress(
  { db, emitter, prepared }: Pick<WorkerDeps, 'db' | 'emitter' | 'prepared'>,
  userId: number,
  /** What the judging reads, when the caller has just read it (an XP grant reads it with the grant). */
  read?: LearnerJudgingStanding,
): Promise<ProgressJudged> {
  // One read: the learner's role, zone and today in it, with that day's totals and the badge standing.
  const judged = read ?? (await learnerJudgingStanding(db, userId, prepared));
  if (judged?.role !== 'student') return { badgesAwarded: 0, challengesCompleted: 0 };
  const { timeZone, day, standing } = judged;
  const { completed } = await syncChallenges(db, { userId, day, timeZone }, standing.day);
  // A paid challenge moved the XP and the challenge count: then the badges read the standing again.
  const awards = await awardEarnedBadges(db, userId, completed.length ? undefined : standing.badges);
  // After their commits: the learner, their parents and their classes' teachers hear what was earned.
  const news: ProgressNews = { awards, challenges: completed };
  const audience = hasProgressNews(news) ? await learnerAudience(db, userId) : undefined;
  if (audience) sendPushes(emitter, progressAudience(audience, news));
  return { badgesAwarded: awards.length, challengesCompleted: completed.length };
}
