import type { LearnerProgressResponse } from '@morah/contracts';
import type { AnalyticsData } from '../data/sample-data';

const COLORS = ['#1f5fad', '#1f7a6f', '#c2502f', '#b7791f', '#6b4fa1'];
const SUBJECT_NAMES: Record<string, string> = { torah: 'Torah', holidays: 'Holidays', traditions: 'Traditions', hebrew: 'Hebrew', history: 'History' };

/**
 * The analytics view from a learner's real progress: the last 7 days, the share of time per kind of
 * learning, and quiz scores by subject. Null when the learner has not learned anything yet.
 */
export function analyticsFrom({ progress, quizzes }: LearnerProgressResponse): AnalyticsData | null {
  if (!progress.hasData) return null;
  const kinds = progress.favouriteTopics.flatMap((t) => (t.source === 'activity' ? [t] : []));
  const total = kinds.reduce((sum, k) => sum + Math.max(k.minutes, 0), 0);
  const shares = total > 0 ? kinds.map((k) => Math.round((k.minutes / total) * 100)) : kinds.map(() => Math.round(100 / Math.max(kinds.length, 1)));
  return {
    weeklyProgress: progress.weeklyMinutes.map((d) => ({ day: d.label, minutes: d.minutes, xp: d.xp })),
    activityBreakdown: kinds.map((k, i) => ({ activity: k.label, percentage: shares[i]!, color: COLORS[i % COLORS.length]! })),
    streakDays: progress.streak.current,
    totalXP: progress.xp,
    lessonsCompleted: progress.sessions.totalActivities,
    averageScore: quizzes.averageScore,
    focusAreas: quizzes.subjects.map((s) => ({ subject: SUBJECT_NAMES[s.category] ?? s.category, proficiency: s.averageScore, trend: s.trend })),
  };
}

/** Spec learning-content 5: 80 and up green, 60 and up amber, else red. */
export function proficiencyColor(proficiency: number): 'green' | 'amber' | 'red' {
  if (proficiency >= 80) return 'green';
  if (proficiency >= 60) return 'amber';
  return 'red';
}
