import {
  AwardBadgeBody,
  AwardBadgeResponse,
  BadgesResponse,
  ChallengeProgressResponse,
  TimeZoneQuery,
  UpdateStreakResponse,
  UserBadgesResponse,
  UserParams,
  ChallengeProgressBody,
  GamificationDashboard,
  isValidTimeZone,
  localDay,
  resolveTimeZone,
  type RoomEmitter,
  UpdateStreakBody,
  criterionMet,
  mayEarn,
} from '@morah/contracts';
import { hasProgressNews, type ProgressNews, progressAudience, sendPushes } from '@morah/contracts/audience';
import {
  awardBadge,
  challengeViews,
  checkIn,
  classmateRanks,
  criterionInWords,
  type Database,
  type JobProducer,
  learnerAudience,
  learnerCounts,
  learnerTimeZone,
  listBadgeViews,
  listStoredBadges,
  listUserBadgeViews,
  streakViews,
  syncChallenges,
} from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors';
import { assertCanViewStudent } from '../../policy/access.policy';

/** The rest-day rule loads the calendar library: only when a child checks in, not at start-up. */
const restDays = () => import('@morah/contracts/rest-day').then((m) => (day: string) => m.isShabbatOrYomTov(day));

/**
 * Badges, streaks, daily challenges and ranks. The server is the only judge: a client may ask for
 * a badge or report progress, and gets only what the ledgers show it earned.
 */
export async function gamificationRoutes(base: FastifyInstance, { db, jobs, emitter }: { db: Kysely<Database>; jobs: JobProducer; emitter: RoomEmitter }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  /** After a commit: tell the learner, their parents and their classes' teachers what they earned. */
  const announce = async (studentId: number, news: ProgressNews) => {
    if (!hasProgressNews(news)) return;
    const audience = await learnerAudience(db, studentId);
    if (audience) sendPushes(emitter, progressAudience(audience, news));
  };

  app.get('/api/badges', { schema: { response: { 200: BadgesResponse } } }, async () => ({ badges: await listBadgeViews(db) }));

  app.get('/api/users/:id/badges', { schema: { params: UserParams, response: { 200: UserBadgesResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const { id } = request.params;
    await assertCanViewStudent(db, viewer, id);
    return { userBadges: await listUserBadgeViews(db, id) };
  });

  app.get('/api/gamification/dashboard', { schema: { querystring: TimeZoneQuery, response: { 200: GamificationDashboard } } }, async (request) => {
    const student = await request.requireRole('student');
    const { tz } = request.query;
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
  app.post('/api/gamification/award-badge', { schema: { body: AwardBadgeBody, response: { 200: AwardBadgeResponse } } }, async (request) => {
    const student = await request.requireRole('student');
    const { badgeId } = request.body;
    const stored = (await listStoredBadges(db)).find((b) => b.id === badgeId);
    if (!stored) throw notFound('There is no badge with that number.');
    const held = await db.selectFrom('user_badges').select('id').where('user_id', '=', student.id).where('badge_id', '=', badgeId).executeTakeFirst();
    if (held) throw new AppError(409, 'conflict', `You already have the ${stored.badge.name} badge.`);
    if (!mayEarn(stored.badge, student.is_premium)) throw new AppError(403, 'forbidden', `${stored.badge.name} is a special badge for Premium members.`, { badgeId });
    if (!criterionMet(stored.badge.criterion, await learnerCounts(db, student.id))) {
      throw new AppError(409, 'conflict', `Not yet! ${criterionInWords(stored.badge.criterion)} to earn ${stored.badge.name}.`, { badgeId });
    }
    const award = await awardBadge(db, student.id, stored);
    if (!award) throw new AppError(409, 'conflict', `You already have the ${stored.badge.name} badge.`);
    await announce(student.id, { awards: [award] }).catch((err) => request.log.error({ err }, 'could not announce a badge'));
    const grant = award.grant;
    return { badge: award.userBadge.badge, xpGained: award.xpGained, newLevel: grant && grant.granted && grant.level > grant.previousLevel ? grant.level : null };
  });

  app.post('/api/gamification/update-streak', { schema: { body: UpdateStreakBody, response: { 200: UpdateStreakResponse } } }, async (request) => {
    const student = await request.requireRole('student');
    const { body } = request;
    // A zone the runtime does not know is no change: the child's stored zone is used.
    const timeZone = isValidTimeZone(body.timeZone) ? body.timeZone : null;
    const now = new Date();
    const result = await checkIn(db, {
      userId: student.id,
      timeZone,
      now,
      isRestDay: await restDays(),
      // A longer streak may earn a streak badge: judged once the check-in is in.
      afterWrite: async (trx, checkedIn) => {
        if (checkedIn.grant) await jobs.enqueue(trx, 'gamification.apply', { userId: student.id, sourceId: `streak-${student.id}-${localDay(now, checkedIn.timeZone)}` });
      },
    });
    await announce(student.id, { checkIn: result }).catch((err) => request.log.error({ err }, 'could not announce a streak'));
    return { bonusXP: result.bonusXP, currentStreak: result.currentStreak, timeZone: result.timeZone };
  });

  /**
   * The client reports progress; the server counts what really happened today. An increment beyond
   * the day's real activity moves nothing, and a challenge pays once.
   */
  app.post('/api/gamification/challenge-progress', { schema: { body: ChallengeProgressBody, response: { 200: ChallengeProgressResponse } } }, async (request) => {
    const student = await request.requireRole('student');
    const { challengeType } = request.body;
    const timeZone = await learnerTimeZone(db, student.id);
    const { challenges, completed } = await syncChallenges(db, { userId: student.id, day: localDay(new Date(), timeZone), timeZone });
    await announce(student.id, { challenges: completed }).catch((err) => request.log.error({ err }, 'could not announce a challenge'));
    const challenge = challenges.find((c) => c.type === challengeType)!;
    return { completed: completed.some((c) => c.challenge.type === challengeType), challenge };
  });
}
