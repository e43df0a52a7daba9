/**
 * GET /api/parent/children/{id}/dashboard: one child's progress as their parent sees it (spec content 2,
 * 'Parent dashboard'), from the child's real activities, conversations, badges and streak. The rules that
 * turn activities into minutes and words live here too, so the server and the screens read them alike.
 */
import { z } from 'zod';
import { addDays, localDay, resolveTimeZone, weekdayOf } from './gamification/calendar-day';
import { COLORING_LETTERS } from './coloring/coloring';
import { ActivityType } from './learning';
import { AVATAR_ACCESSORIES, AVATAR_COLORS, AVATAR_EXPRESSIONS, AVATAR_STYLES } from './rules/avatar';

/** Spec content 9: the weekly chart is scaled so that 60 minutes fills a bar; it is also the default daily goal. */
export const DAILY_MINUTES_GOAL = 60;
/** Questions for Morah a week that count as a good week. */
export const WEEKLY_QUESTIONS_GOAL = 10;
/** Spec content 9: the sample level bar (shown before a child has any activity) is fixed at 67%. */
export const SAMPLE_LEVEL_PROGRESS = 67;
/** How far back 'sessions' looks: distinct days with any activity in the last 30 days. */
export const SESSION_WINDOW_DAYS = 30;
export const DASHBOARD_WEEK_DAYS = 7;
export const RECENT_ACTIVITY_LIMIT = 8;
export const RECENT_ACHIEVEMENTS_LIMIT = 4;
export const FAVOURITE_TOPICS_LIMIT = 3;
export const RECENT_QUESTIONS_LIMIT = 3;

/**
 * The learning time an activity stands for. Study time counts its own duration; the other activities are
 * not timed, so each counts a fixed time: a chat message 1 minute, a colored page 2, a parsha reading 3.
 * Games and quizzes count the time they took. A day's minutes are the sum over its activities, games and
 * quizzes, rounded to the nearest whole minute.
 */
export const MINUTES_PER_ACTIVITY = { chat: 1, coloring: 2, parsha: 3 } as const;

export function learningSeconds(kind: ActivityType, durationSeconds: number): number {
  if (kind === 'study_time') return Math.max(0, durationSeconds);
  return MINUTES_PER_ACTIVITY[kind] * 60;
}

/** What each kind of activity is called as a favourite topic. */
export const ACTIVITY_TOPIC_LABELS: Record<ActivityType, string> = {
  chat: 'Chatting with Morah',
  parsha: 'Torah reading',
  coloring: 'Coloring',
  study_time: 'Study time',
};

/**
 * What an activity was about, kept with it: the letter of a colored page, the book of reading time.
 * Anything else (or nothing) reads as the plain kind of activity.
 */
export const ActivityDetail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('coloring'), letter: z.string() }),
  z.object({ kind: z.literal('reading'), bookId: z.string(), title: z.string() }),
]);
export type ActivityDetail = z.infer<typeof ActivityDetail>;

const detailOf = (detail: unknown): ActivityDetail | null => {
  const parsed = ActivityDetail.safeParse(detail);
  return parsed.success ? parsed.data : null;
};

/** Reading books is study time, shown to parents as a topic of its own. */
export const READING_TOPIC_LABEL = 'Reading books';

/** A kind of activity as a favourite topic, with reading told apart from other study time. */
export function topicLabel(kind: ActivityType, detailKind: string | null = null): string {
  return kind === 'study_time' && detailKind === 'reading' ? READING_TOPIC_LABEL : ACTIVITY_TOPIC_LABELS[kind];
}

const minutesIn = (durationSeconds: number) => {
  const minutes = Math.max(1, Math.round(durationSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

const letterName = (id: string) => COLORING_LETTERS.find((l) => l.id === id)?.name ?? id;

/** One activity in the recent-activity list, in words (naming the letter or the book when it is known). */
export function activityLabel(kind: ActivityType, durationSeconds: number, detail?: unknown): string {
  const about = detailOf(detail);
  switch (kind) {
    case 'chat':
      return 'Asked Morah a question';
    case 'coloring':
      return about?.kind === 'coloring' ? `Colored the letter ${letterName(about.letter)}` : 'Colored a Hebrew letter page';
    case 'parsha':
      return 'Read the Torah portion';
    case 'study_time':
      return about?.kind === 'reading' ? `Read \u201c${about.title}\u201d for ${minutesIn(durationSeconds)}` : `Studied for ${minutesIn(durationSeconds)}`;
  }
}

export const askedAboutLabel = (title: string) => `Asked about: ${title}`;

const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The last `count` days on the wall calendar of `timeZone`, oldest first and ending today, with short weekday names. */
export function recentLocalDays(now: Date, timeZone: string, count: number): { day: string; label: string }[] {
  const today = localDay(now, resolveTimeZone(timeZone));
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(today, i - (count - 1));
    return { day, label: WEEKDAY_LABELS[weekdayOf(day)] as string };
  });
}

export const ChildDashboardParams = z.object({ id: z.coerce.number().int('That is not a child id.').positive('That is not a child id.') });

/** `?tz=`: an IANA time zone (e.g. 'America/New_York') the days are counted in. */
export const TimeZoneQuery = z.object({ tz: z.string().max(64).optional() });
/** `tz` is the parent's own zone; a missing or unknown zone reads as UTC. */
export const ChildDashboardQuery = TimeZoneQuery;
export type ChildDashboardQuery = z.input<typeof ChildDashboardQuery>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DashboardChild = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarStyle: z.enum(AVATAR_STYLES),
  avatarColor: z.enum(AVATAR_COLORS),
  avatarAccessory: z.enum(AVATAR_ACCESSORIES),
  avatarExpression: z.enum(AVATAR_EXPRESSIONS),
});

export const FavouriteTopic = z.discriminatedUnion('source', [
  /** A kind of activity the child spends the most time on. */
  z.object({ source: z.literal('activity'), kind: ActivityType, label: z.string(), count: z.number().int(), minutes: z.number().int() }),
  /** A recent conversation with Morah, by its title (a thread's title is its first question). */
  z.object({ source: z.literal('conversation'), threadId: z.number().int(), label: z.string(), at: z.string() }),
]);
export type FavouriteTopic = z.infer<typeof FavouriteTopic>;

export const WeeklyMinutesDay = z.object({ day: Day, label: z.string(), minutes: z.number().int(), xp: z.number().int() });
export type WeeklyMinutesDay = z.infer<typeof WeeklyMinutesDay>;

/**
 * Everything that pays XP shows in the parent's figures: the recorded activities, and a game played,
 * a quiz taken, a streak bonus for checking in day after day, a daily challenge completed.
 */
export const DashboardActivityKind = z.enum([...ActivityType.options, 'game', 'quiz', 'check_in', 'challenge']);
export type DashboardActivityKind = z.infer<typeof DashboardActivityKind>;

/** The XP ledger's reasons that are not an activity, a game or a quiz of their own, in words. */
export const LEDGER_ACTIVITY_LABELS = {
  streak: { kind: 'check_in', label: 'Learning streak bonus for checking in' },
  challenge: { kind: 'challenge', label: 'Completed a daily challenge' },
} as const satisfies Record<string, { kind: DashboardActivityKind; label: string }>;

export const gameActivityLabel = (title: string, score: number) => `Played ${title} (score ${score})`;
export const quizActivityLabel = (title: string, correct: number, total: number) => `Took the quiz \u201c${title}\u201d (${correct} of ${total} right)`;

/** `id` is unique within its kind: a list keys each item by both. */
export const RecentActivityItem = z.object({ id: z.number().int(), kind: DashboardActivityKind, label: z.string(), xp: z.number().int(), at: z.string() });
export type RecentActivityItem = z.infer<typeof RecentActivityItem>;

export const LearningGoal = z.object({
  key: z.enum(['weekly_minutes', 'weekly_questions', 'next_badge']),
  label: z.string(),
  detail: z.string(),
  current: z.number().int(),
  target: z.number().int(),
});
export type LearningGoal = z.infer<typeof LearningGoal>;

export const RecentAchievement = z.object({
  id: z.number().int(),
  badgeId: z.number().int(),
  name: z.string(),
  /** One of the 14 badge icon types; an unknown one is drawn as a plain star. */
  iconType: z.string(),
  tagline: z.string(),
  earnedAt: z.string(),
});
export type RecentAchievement = z.infer<typeof RecentAchievement>;

export const ParentChildDashboard = z.object({
  child: DashboardChild,
  /** The zone the days below were counted in, and today's date there. */
  timeZone: z.string(),
  today: Day,
  level: z.number().int(),
  xp: z.number().int(),
  /** Whole percent of the way from this level's threshold to the next one's. */
  levelProgress: z.number().int().min(0).max(100),
  nextLevelXp: z.number().int(),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  sessions: z.object({
    /** Distinct days with any activity among the last SESSION_WINDOW_DAYS days (today included). */
    activeDays: z.number().int(),
    windowDays: z.number().int(),
    /** Every activity, game and quiz ever recorded. */
    totalActivities: z.number().int(),
  }),
  favouriteTopics: z.array(FavouriteTopic),
  /**
   * The last 7 days, oldest first, ending today in `timeZone`: minutes of every activity, game and quiz,
   * and the XP of the day as the XP ledger holds it (badges, streak bonuses and challenges too).
   */
  weeklyMinutes: z.array(WeeklyMinutesDay),
  recentActivity: z.array(RecentActivityItem),
  learningGoals: z.array(LearningGoal),
  recentAchievements: z.array(RecentAchievement),
  /** Every badge earned in the 7 days of `weeklyMinutes`, newest first (the Weekly Progress Report lists them all). */
  badgesThisWeek: z.array(RecentAchievement),
  totalBadges: z.number().int(),
  /** False until the child records any activity; the page then shows sample figures, marked as such. */
  hasData: z.boolean(),
});
export type ParentChildDashboard = z.infer<typeof ParentChildDashboard>;

export const ParentChildDashboardResponse = z.object({ dashboard: ParentChildDashboard });
export type ParentChildDashboardResponse = z.infer<typeof ParentChildDashboardResponse>;
