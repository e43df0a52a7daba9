import {
  AwardBadgeBody,
  ChallengeProgressBody,
  type GamificationDashboard,
  type JobProducer,
  localDay,
  resolveTimeZone,
  type RoomEmitter,
  UpdateStreakBody,
  criterionMet,
} from '@morah/contracts';
import {
  awardBadge,
  challengeViews,
  checkIn,
  classmateRanks,
  criterionInWords,
  type Database,
  learnerCounts,
  learnerTimeZone,
  listBadgeViews,
  listStoredBadges,
  listUserBadgeViews,
  publishProgress,
  streakViews,
  syncChallenges,
} from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError, notFound } from '../../errors';
import { assertCanViewStudent } from '../../policy/access.policy';
import { parseInput } from '../../validation';

const UserParams = z.object({ id: z.coerce.number().int().positive('That is not a user id.') });
const DashboardQuery = z.object({ tz: z.string().max(64).optional() });

/** The rest-day rule loads the calendar library: only when a child checks in, not at start-up. */
const restDays = () => import('@morah/contracts/rest-day').then((m) => (day: string) => m.isShabbatOrYomTov(day));

/**
 * Badges, streaks, daily challenges and ranks. The server is the only judge: a client may ask for
 * a badge or report progress, and gets only what the ledgers show it earned.
 */
export async function gamificationRoutes(app: FastifyInstance, { db, jobs, emitter }: { db: Kysely<Database>; jobs: JobProducer; emitter: RoomEmitter }): Promise<void> {
  app.get('/api/badges', async () => ({ badges: await listBadgeViews(db) }));

  app.get('/api/users/:id/badges', async (request) => {
    const viewer = await request.requireUser();
    const { id } = parseInput(UserParams, request.params);
    await assertCanViewStudent(db, viewer, id);
    return { userBadges: await listUserBadgeViews(db, id) };
  });

  app.get('/api/gamification/dashboard', async (request): Promise<GamificationDashboard> => {
    const student = await request.requireRole('student');
    const { tz } = parseInput(DashboardQuery, request.query);
    const timeZone = tz ? resolveTimeZone(tz) : await learnerTimeZone(db, student.id);
    const [userBadges, streaks, dailyChallenges, ranks, fresh] = await Promise.all([
      listUserBadgeViews(db, student.id),
      streakViews(db, student.id),
      challengeViews(db, { userId: student.id, day: localDay(new Date(), timeZone), timeZone }),
      classmateRanks(db, student.id),
      // The totals as they are now (a badge or challenge may have paid since the session read them).
      db.selectFrom('users').select(['xp', 'level']).where('id', '=', student.id).executeTakeFirstOrThrow(),
    ]);
    return {
      xp: fresh.xp,
      level: fresh.level,
      totalBadges: userBadges.length,
      weeklyXP: ranks.myWeeklyXP,
      loginStreak: streaks.find((s) => s.streakType === 'daily_login')?.currentStreak ?? 0,
      currentStreaks: streaks,
      userBadges,
      dailyChallenges,
      leaderboardRank: { weeklyXP: ranks.weeklyXP, badgeCount: ranks.badgeCount },
    };
  });

  /** A badge the client asks for is given only if its criterion holds now; otherwise nothing changes. */
  app.post('/api/gamification/award-badge', async (request) => {
    const student = await request.requireRole('student');
    const { badgeId } = parseInput(AwardBadgeBody, request.body);
    const stored = (await listStoredBadges(db)).find((b) => b.id === badgeId);
    if (!stored) throw notFound('There is no badge with that number.');
    const held = await db.selectFrom('user_badges').select('id').where('user_id', '=', student.id).where('badge_id', '=', badgeId).executeTakeFirst();
    if (held) throw new AppError(409, 'conflict', `You already have the ${stored.badge.name} badge.`);
    if (!criterionMet(stored.badge.criterion, await learnerCounts(db, student.id))) {
      throw new AppError(409, 'conflict', `Not yet! ${criterionInWords(stored.badge.criterion)} to earn ${stored.badge.name}.`, { badgeId });
    }
    const award = await awardBadge(db, student.id, stored);
    if (!award) throw new AppError(409, 'conflict', `You already have the ${stored.badge.name} badge.`);
    await publishProgress(db, emitter, student.id, { awards: [award] }).catch((err) => request.log.error({ err }, 'could not announce a badge'));
    const grant = award.grant;
    return { badge: award.userBadge.badge, xpGained: award.xpGained, newLevel: grant && grant.granted && grant.level > grant.previousLevel ? grant.level : null };
  });

  app.post('/api/gamification/update-streak', async (request) => {
    const student = await request.requireRole('student');
    const body = parseInput(UpdateStreakBody, request.body ?? {});
    const timeZone = resolveTimeZone(body.timeZone);
    const result = await checkIn(db, { userId: student.id, timeZone, now: new Date(), isRestDay: await restDays() });
    await publishProgress(db, emitter, student.id, { checkIn: result }).catch((err) => request.log.error({ err }, 'could not announce a streak'));
    // A longer streak may earn a streak badge.
    if (result.grant) await jobs.enqueue('gamification.apply', { userId: student.id, sourceId: `streak-${student.id}-${localDay(new Date(), timeZone)}` });
    return { bonusXP: result.bonusXP, currentStreak: result.currentStreak };
  });

  /**
   * The client reports progress; the server counts what really happened today. An increment beyond
   * the day's real activity moves nothing, and a challenge pays once.
   */
  app.post('/api/gamification/challenge-progress', async (request) => {
    const student = await request.requireRole('student');
    const { challengeType } = parseInput(ChallengeProgressBody, request.body);
    const timeZone = await learnerTimeZone(db, student.id);
    const { challenges, completed } = await syncChallenges(db, { userId: student.id, day: localDay(new Date(), timeZone), timeZone });
    await publishProgress(db, emitter, student.id, { challenges: completed }).catch((err) => request.log.error({ err }, 'could not announce a challenge'));
    const challenge = challenges.find((c) => c.type === challengeType)!;
    return { completed: completed.some((c) => c.challenge.type === challengeType), challenge };
  });
}
