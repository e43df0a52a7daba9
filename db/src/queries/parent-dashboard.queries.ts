import {
  type ActivityType,
  activityLabel,
  askedAboutLabel,
  BADGE_CATALOGUE,
  DAILY_MINUTES_GOAL,
  DASHBOARD_WEEK_DAYS,
  FAVOURITE_TOPICS_LIMIT,
  type FavouriteTopic,
  GAME_CATALOGUE,
  gameActivityLabel,
  LEDGER_ACTIVITY_LABELS,
  quizActivityLabel,
  type RecentActivityItem,
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
import { learnerCounts } from '../gamification/badges.queries';
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

/** A quarter hour's sum of one table: games' or quizzes' time, or the XP ledger's amounts. */
interface DayAmount {
  day: string;
  count: number;
  amount: number;
}

const quarterHour = sql<number>`floor(extract(epoch from created_at) / ${sql.lit(BUCKET_SECONDS)})::int`;
const LEDGER_REASONS = Object.keys(LEDGER_ACTIVITY_LABELS) as (keyof typeof LEDGER_ACTIVITY_LABELS)[];
const gameTitle = (id: string) => GAME_CATALOGUE.find((g) => g.id === id)?.title ?? id;

/** Per quarter hour since `since`, the count and the sum of `column` of one child's rows in `table`. */
function amountsSince(db: Kysely<Database>, table: 'game_results' | 'quiz_attempts' | 'xp_events', column: 'time_spent' | 'amount', childId: number, since: Date, now: Date) {
  return db
    .selectFrom(table)
    .select((eb) => [quarterHour.as('bucket'), eb.fn.countAll<string>().as('count'), sql<string>`coalesce(sum(${sql.ref(column)}), 0)`.as('amount')])
    .where('user_id', '=', childId)
    .where('created_at', '>=', since)
    .where('created_at', '<=', now)
    .groupBy('bucket')
    .execute();
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

  const [bucketRows, totalRows, recentRows, threadRows, badgeRows, streak, counted, gameRows, quizRows, xpRows, playedRows, recentGames, recentQuizzes, recentLedger] = await Promise.all([
    db
      .selectFrom('activities')
      .select((eb) => [
        'activity_type',
        quarterHour.as('bucket'),
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
        sql<string>`coalesce(sum(duration_seconds), 0)`.as('seconds'),
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
    learnerCounts(db, childId),
    amountsSince(db, 'game_results', 'time_spent', childId, since, now),
    amountsSince(db, 'quiz_attempts', 'time_spent', childId, since, now),
    amountsSince(db, 'xp_events', 'amount', childId, since, now),
    db
      .selectNoFrom((eb) => [
        eb.selectFrom('game_results').select(eb.fn.countAll<string>().as('n')).where('user_id', '=', childId).as('games'),
        eb.selectFrom('quiz_attempts').select(eb.fn.countAll<string>().as('n')).where('user_id', '=', childId).as('quizzes'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('game_results').select(['id', 'game_id', 'score', 'xp_awarded', 'created_at']).where('user_id', '=', childId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_ACTIVITY_LIMIT).execute(),
    db
      .selectFrom('quiz_attempts as qa')
      .innerJoin('quizzes as q', 'q.id', 'qa.quiz_id')
      .select(['qa.id', 'q.title', 'qa.correct_answers', 'qa.total_questions', 'qa.xp_awarded', 'qa.created_at'])
      .where('qa.user_id', '=', childId)
      .orderBy('qa.created_at', 'desc')
      .orderBy('qa.id', 'desc')
      .limit(RECENT_ACTIVITY_LIMIT)
      .execute(),
    db.selectFrom('xp_events').select(['id', 'reason', 'amount', 'created_at']).where('user_id', '=', childId).where('reason', 'in', LEDGER_REASONS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_ACTIVITY_LIMIT).execute(),
  ]);
  const dayAmounts = (rows: { bucket: number; count: string; amount: string }[]): DayAmount[] =>
    rows.map((r) => ({ day: localDay(new Date(Number(r.bucket) * BUCKET_SECONDS * 1000), zone), count: Number(r.count), amount: Number(r.amount) }));
  const timed = [...dayAmounts(gameRows), ...dayAmounts(quizRows)];
  const ledger = dayAmounts(xpRows);
  const sumOn = (rows: DayAmount[], day: string) => rows.filter((r) => r.day === day).reduce((sum, r) => sum + r.amount, 0);

  const buckets: Bucket[] = bucketRows.flatMap((r) =>
    isActivityType(r.activity_type)
      ? [{ kind: r.activity_type, day: localDay(new Date(Number(r.bucket) * BUCKET_SECONDS * 1000), zone), count: Number(r.count), seconds: Number(r.seconds), xp: Number(r.xp) }]
      : [],
  );
  const topicRows = totalRows.flatMap((r) =>
    isActivityType(r.activity_type)
      ? [{ kind: r.activity_type, label: topicLabel(r.activity_type, r.detail_kind), count: Number(r.count), seconds: Number(r.seconds) }]
      : [],
  );
  const totalActivities = totalRows.reduce((sum, r) => sum + Number(r.count), 0) + Number(playedRows.games) + Number(playedRows.quizzes);

  // The last 7 local days: minutes by the rule in contracts (games and quizzes by their time), and the
  // day's XP as the ledger holds it.
  const week = recentLocalDays(now, zone, DASHBOARD_WEEK_DAYS);
  const weeklyMinutes = week.map(({ day, label }) => {
    const ofDay = buckets.filter((b) => b.day === day);
    const seconds = ofDay.reduce((sum, b) => sum + (b.kind === 'study_time' ? b.seconds : learningSeconds(b.kind, 0) * b.count), 0) + sumOn(timed, day);
    return { day, label, minutes: Math.round(seconds / 60), xp: sumOn(ledger, day) };
  });
  const weekDays = new Set(week.map((d) => d.day));
  const questionsThisWeek = buckets.filter((b) => b.kind === 'chat' && weekDays.has(b.day)).reduce((sum, b) => sum + b.count, 0);

  const windowDays = new Set(recentLocalDays(now, zone, SESSION_WINDOW_DAYS).map((d) => d.day));
  const activeDays = new Set([...buckets, ...timed].filter((b) => windowDays.has(b.day)).map((b) => b.day)).size;

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
    nextBadgeGoal(counted, new Set(badgeRows.map((b) => b.key))),
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
    recentActivity: [
      ...recentRows.flatMap((r): RecentActivityItem[] =>
        isActivityType(r.activity_type)
          ? [{ id: r.id, kind: r.activity_type, label: activityLabel(r.activity_type, r.duration_seconds, r.detail), xp: r.xp_awarded, at: iso(r.created_at) }]
          : [],
      ),
      ...recentGames.map((g): RecentActivityItem => ({ id: g.id, kind: 'game', label: gameActivityLabel(gameTitle(g.game_id), g.score), xp: g.xp_awarded, at: iso(g.created_at) })),
      ...recentQuizzes.map((q): RecentActivityItem => ({ id: q.id, kind: 'quiz', label: quizActivityLabel(q.title, q.correct_answers, q.total_questions), xp: q.xp_awarded, at: iso(q.created_at) })),
      ...recentLedger.map((x): RecentActivityItem => {
        const { kind, label } = LEDGER_ACTIVITY_LABELS[x.reason as keyof typeof LEDGER_ACTIVITY_LABELS];
        return { id: x.id, kind, label, xp: x.amount, at: iso(x.created_at) };
      }),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, RECENT_ACTIVITY_LIMIT),
    learningGoals,
    recentAchievements: badgeRows.slice(0, RECENT_ACHIEVEMENTS_LIMIT).map(achievementOf),
    badgesThisWeek: badgeRows.filter((b) => weekDays.has(localDay(new Date(b.earned_at), zone))).map(achievementOf),
    totalBadges: badgeRows.length,
    hasData: totalActivities > 0,
  };
}

function achievementOf(b: { id: number; badge_id: number; name: string; icon_type: string; tagline: string; earned_at: Date | string }): ParentChildDashboard['recentAchievements'][number] {
  return { id: b.id, badgeId: b.badge_id, name: b.name, iconType: b.icon_type, tagline: b.tagline, earnedAt: iso(b.earned_at) };
}

function childView(row: Selectable<UsersTable>): ParentChildDashboard['child'] {
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, ...avatarFieldsOf(row) };
}

/**
 * The badge the child is closest to, judged on the same running totals the badges are awarded on
 * (the learner's counters, with their XP and level).
 */
function nextBadgeGoal(counts: LearnerCounts, earnedKeys: ReadonlySet<string>): LearningGoal {
  const candidates = BADGE_CATALOGUE.filter((b) => !earnedKeys.has(b.key)).map((badge) => {
    const { current, target } = progressToward(badge.criterion, counts);
    return { badge, current, target, fraction: target > 0 ? current / target : 0 };
  });
  const best = candidates.reduce<(typeof candidates)[number] | undefined>((top, c) => (!top || c.fraction > top.fraction ? c : top), undefined);
  if (!best) return { key: 'next_badge', label: 'Every badge in reach is earned', detail: `${earnedKeys.size} badges earned so far`, current: 1, target: 1 };
  return { key: 'next_badge', label: `Next badge: ${best.badge.name}`, detail: best.badge.description, current: Math.floor(best.current), target: best.target };
}
