import {
  type ActivityType,
  activityLabel,
  askedAboutLabel,
  BADGE_CATALOGUE,
  DAILY_MINUTES_GOAL,
  DASHBOARD_WEEK_DAYS,
  FAVOURITE_TOPICS_LIMIT,
  type FavouriteTopic,
  type LearnerCounts,
  type LearningGoal,
  learningSeconds,
  levelProgress,
  localDay,
  type ParentChildDashboard,
  progressToward,
  RECENT_ACHIEVEMENTS_LIMIT,
  RECENT_ACTIVITY_LIMIT,
  RECENT_QUESTIONS_LIMIT,
  recentLocalDays,
  resolveTimeZone,
  SESSION_WINDOW_DAYS,
  topicLabel,
  WEEKLY_QUESTIONS_GOAL,
} from '@morah/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, UsersTable } from '../schema';
import { parshaVersesRead } from '../parsha/parsha-progress.queries';
import { avatarFieldsOf } from './users.queries';

const ACTIVITY_KINDS: readonly ActivityType[] = ['chat', 'coloring', 'parsha', 'study_time'];
const isActivityType = (value: string): value is ActivityType => (ACTIVITY_KINDS as readonly string[]).includes(value);

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Activities are summed per quarter hour. Every time zone's offset is a whole number of quarter hours,
 * so a quarter hour never straddles midnight anywhere, and each one can be given its local day exactly,
 * whatever zone the parent reads in (Postgres and the runtime need not agree on zone names).
 */
const BUCKET_SECONDS = 900;

interface Bucket {
  kind: ActivityType;
  day: string;
  count: number;
  seconds: number;
  xp: number;
}

/**
 * One child's progress for their parent: level, streak, sessions, favourite topics, the last 7 days'
 * minutes, recent activity and badges, and goals derived from them. Undefined when there is no such
 * student. Days are counted on the wall calendar of `timeZone`.
 */
export async function parentChildDashboard(
  db: Kysely<Database>,
  childId: number,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<ParentChildDashboard | undefined> {
  const child = await db.selectFrom('users').selectAll().where('id', '=', childId).where('role', '=', 'student').executeTakeFirst();
  if (!child) return undefined;
  const zone = resolveTimeZone(timeZone);
  // A day more than the window, so the oldest local day is whole in every zone.
  const since = new Date(now.getTime() - (SESSION_WINDOW_DAYS + 1) * 86_400_000);

  const [bucketRows, totalRows, recentRows, threadRows, badgeRows, streak, versesRead] = await Promise.all([
    db
      .selectFrom('activities')
      .select((eb) => [
        'activity_type',
        sql<number>`floor(extract(epoch from created_at) / ${sql.lit(BUCKET_SECONDS)})::int`.as('bucket'),
        eb.fn.countAll<string>().as('count'),
        sql<string>`coalesce(sum(duration_seconds), 0)`.as('seconds'),
        sql<string>`coalesce(sum(xp_awarded), 0)`.as('xp'),
      ])
      .where('user_id', '=', childId)
      .where('created_at', '>=', since)
      .where('created_at', '<=', now)
      .groupBy(['activity_type', 'bucket'])
      .execute(),
    db
      .selectFrom('activities')
      .select((eb) => [
        'activity_type',
        // What the activity was about (reading a book is study time of its own for parents).
        sql<string | null>`detail->>'kind'`.as('detail_kind'),
        eb.fn.countAll<string>().as('count'),
        // Those that paid XP, as the coloring badges count pages (pages past the day's cap do not).
        sql<string>`count(*) filter (where xp_awarded > 0)`.as('paid_count'),
        sql<string>`coalesce(sum(duration_seconds), 0)`.as('seconds'),
        // Whole minutes per record, as the study-time badges count them.
        sql<string>`coalesce(sum(duration_seconds / 60), 0)`.as('whole_minutes'),
      ])
      .where('user_id', '=', childId)
      .groupBy(['activity_type', sql`detail->>'kind'`])
      .execute(),
    db
      .selectFrom('activities')
      .select(['id', 'activity_type', 'duration_seconds', 'xp_awarded', 'detail', 'created_at'])
      .where('user_id', '=', childId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ACTIVITY_LIMIT)
      .execute(),
    db
      .selectFrom('chat_threads')
      .select(['id', 'title', 'last_message_at', 'updated_at'])
      .where('student_id', '=', childId)
      .where('message_count', '>', 0)
      .orderBy(sql`coalesce(last_message_at, updated_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_QUESTIONS_LIMIT)
      .execute(),
    db
      .selectFrom('user_badges as ub')
      .innerJoin('badges as b', 'b.id', 'ub.badge_id')
      .select(['ub.id', 'ub.badge_id', 'ub.earned_at', 'b.key', 'b.name', 'b.icon_type', 'b.tagline'])
      .where('ub.user_id', '=', childId)
      .orderBy('ub.earned_at', 'desc')
      .orderBy('ub.id', 'desc')
      .execute(),
    db.selectFrom('streaks').select(['current', 'longest']).where('user_id', '=', childId).where('streak_type', '=', 'daily_login').executeTakeFirst(),
    parshaVersesRead(db, childId),
  ]);

  const buckets: Bucket[] = bucketRows.flatMap((r) =>
    isActivityType(r.activity_type)
      ? [{ kind: r.activity_type, day: localDay(new Date(Number(r.bucket) * BUCKET_SECONDS * 1000), zone), count: Number(r.count), seconds: Number(r.seconds), xp: Number(r.xp) }]
      : [],
  );
  const topicRows = totalRows.flatMap((r) =>
    isActivityType(r.activity_type)
      ? [{ kind: r.activity_type, label: topicLabel(r.activity_type, r.detail_kind), count: Number(r.count), paidCount: Number(r.paid_count), seconds: Number(r.seconds), wholeMinutes: Number(r.whole_minutes) }]
      : [],
  );
  const totals = new Map<ActivityType, { count: number; paidCount: number; seconds: number; wholeMinutes: number }>();
  for (const r of topicRows) {
    const sum = totals.get(r.kind) ?? { count: 0, paidCount: 0, seconds: 0, wholeMinutes: 0 };
    totals.set(r.kind, { count: sum.count + r.count, paidCount: sum.paidCount + r.paidCount, seconds: sum.seconds + r.seconds, wholeMinutes: sum.wholeMinutes + r.wholeMinutes });
  }
  const totalActivities = totalRows.reduce((sum, r) => sum + Number(r.count), 0);

  // The last 7 local days: minutes by the rule in contracts, and the XP of those activities.
  const week = recentLocalDays(now, zone, DASHBOARD_WEEK_DAYS);
  const weeklyMinutes = week.map(({ day, label }) => {
    const ofDay = buckets.filter((b) => b.day === day);
    const seconds = ofDay.reduce((sum, b) => sum + (b.kind === 'study_time' ? b.seconds : learningSeconds(b.kind, 0) * b.count), 0);
    return { day, label, minutes: Math.round(seconds / 60), xp: ofDay.reduce((sum, b) => sum + b.xp, 0) };
  });
  const weekDays = new Set(week.map((d) => d.day));
  const questionsThisWeek = buckets.filter((b) => b.kind === 'chat' && weekDays.has(b.day)).reduce((sum, b) => sum + b.count, 0);

  const windowDays = new Set(recentLocalDays(now, zone, SESSION_WINDOW_DAYS).map((d) => d.day));
  const activeDays = new Set(buckets.filter((b) => windowDays.has(b.day)).map((b) => b.day)).size;

  // One topic per label: reading books apart from other study time.
  const byLabel = new Map<string, { kind: ActivityType; count: number; seconds: number }>();
  for (const r of topicRows) {
    const seconds = r.kind === 'study_time' ? r.seconds : learningSeconds(r.kind, 0) * r.count;
    const sum = byLabel.get(r.label) ?? { kind: r.kind, count: 0, seconds: 0 };
    byLabel.set(r.label, { kind: r.kind, count: sum.count + r.count, seconds: sum.seconds + seconds });
  }
  const topicActivities: FavouriteTopic[] = [...byLabel.entries()]
    .filter(([, t]) => t.count > 0)
    .map(([label, t]) => ({ source: 'activity' as const, kind: t.kind, label, count: t.count, minutes: Math.round(t.seconds / 60) }))
    .sort((a, b) => b.minutes - a.minutes || b.count - a.count || ACTIVITY_KINDS.indexOf(a.kind) - ACTIVITY_KINDS.indexOf(b.kind))
    .slice(0, FAVOURITE_TOPICS_LIMIT);
  const topicQuestions: FavouriteTopic[] = threadRows.map((t) => ({
    source: 'conversation',
    threadId: t.id,
    label: askedAboutLabel(t.title),
    at: iso(t.last_message_at ?? t.updated_at),
  }));

  const progress = levelProgress(child.xp);
  const streakNow = { current: streak?.current ?? 0, longest: streak?.longest ?? 0 };
  const weekMinutes = weeklyMinutes.reduce((sum, d) => sum + d.minutes, 0);
  const learningGoals: LearningGoal[] = [
    {
      key: 'weekly_minutes',
      label: 'Learning minutes this week',
      detail: `A goal of ${DAILY_MINUTES_GOAL} minutes a day`,
      current: weekMinutes,
      target: DAILY_MINUTES_GOAL * DASHBOARD_WEEK_DAYS,
    },
    {
      key: 'weekly_questions',
      label: 'Questions for Morah this week',
      detail: `A goal of ${WEEKLY_QUESTIONS_GOAL} questions a week`,
      current: questionsThisWeek,
      target: WEEKLY_QUESTIONS_GOAL,
    },
    nextBadgeGoal(child, totals, versesRead, streakNow.longest, new Set(badgeRows.map((b) => b.key))),
  ];

  return {
    child: childView(child),
    timeZone: zone,
    today: localDay(now, zone),
    level: child.level,
    xp: child.xp,
    levelProgress: Math.floor(progress.fraction * 100),
    nextLevelXp: progress.to,
    streak: streakNow,
    sessions: { activeDays, windowDays: SESSION_WINDOW_DAYS, totalActivities },
    favouriteTopics: [...topicActivities, ...topicQuestions],
    weeklyMinutes,
    recentActivity: recentRows.flatMap((r) =>
      isActivityType(r.activity_type)
        ? [{ id: r.id, kind: r.activity_type, label: activityLabel(r.activity_type, r.duration_seconds, r.detail), xp: r.xp_awarded, at: iso(r.created_at) }]
        : [],
    ),
    learningGoals,
    recentAchievements: badgeRows.slice(0, RECENT_ACHIEVEMENTS_LIMIT).map((b) => ({
      id: b.id,
      badgeId: b.badge_id,
      name: b.name,
      iconType: b.icon_type,
      tagline: b.tagline,
      earnedAt: iso(b.earned_at),
    })),
    totalBadges: badgeRows.length,
    hasData: totalActivities > 0,
  };
}

function childView(row: Selectable<UsersTable>): ParentChildDashboard['child'] {
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, ...avatarFieldsOf(row) };
}

/**
 * The badge the child is closest to, among those whose criteria this dashboard can count from activities,
 * XP and streaks (games, quizzes and daily challenges are counted elsewhere and left out here).
 */
function nextBadgeGoal(
  child: Selectable<UsersTable>,
  totals: ReadonlyMap<ActivityType, { count: number; paidCount: number; wholeMinutes: number }>,
  parshaVerses: number,
  longestStreak: number,
  earnedKeys: ReadonlySet<string>,
): LearningGoal {
  const counts: LearnerCounts = {
    chatMessages: totals.get('chat')?.count ?? 0,
    parshaVerses,
    coloringPages: totals.get('coloring')?.paidCount ?? 0,
    studyMinutes: totals.get('study_time')?.wholeMinutes ?? 0,
    gamesCompleted: 0,
    quizzesCompleted: 0,
    challengesCompleted: 0,
    longestStreak,
    xp: child.xp,
    level: child.level,
  };
  const countable = new Set(['chat_messages', 'parsha_verses', 'coloring_pages', 'study_minutes', 'streak_days', 'xp', 'level']);
  const candidates = BADGE_CATALOGUE.filter((b) => !earnedKeys.has(b.key) && countable.has(b.criterion.kind)).map((badge) => {
    const { current, target } = progressToward(badge.criterion, counts);
    return { badge, current, target, fraction: target > 0 ? current / target : 0 };
  });
  const best = candidates.reduce<(typeof candidates)[number] | undefined>((top, c) => (!top || c.fraction > top.fraction ? c : top), undefined);
  if (!best) return { key: 'next_badge', label: 'Every badge in reach is earned', detail: `${earnedKeys.size} badges earned so far`, current: 1, target: 1 };
  return { key: 'next_badge', label: `Next badge: ${best.badge.name}`, detail: best.badge.description, current: Math.floor(best.current), target: best.target };
}
