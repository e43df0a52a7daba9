import type { LearnerProgressResponse } from '@morah/contracts';
import type { StudentSummary } from '../data/sample-data';

/** One learner's row on the executive dashboard, from their real progress. */
export function learnerSummary(id: number, name: string, data: LearnerProgressResponse): StudentSummary {
  const { progress, quizzes } = data;
  const xpThisWeek = progress.weeklyMinutes.reduce((sum, d) => sum + d.xp, 0);
  const firstHalf = progress.weeklyMinutes.slice(0, 3).reduce((sum, d) => sum + d.minutes, 0);
  const secondHalf = progress.weeklyMinutes.slice(4).reduce((sum, d) => sum + d.minutes, 0);
  const last = progress.recentActivity[0]?.at;
  return {
    id,
    name,
    currentLevel: progress.level,
    xpThisWeek,
    lessonsCompleted: progress.sessions.totalActivities,
    averageScore: quizzes.averageScore,
    engagementTrend: secondHalf > firstHalf ? 'up' : secondHalf < firstHalf ? 'down' : 'stable',
    lastActive: last ? new Date(last).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : 'Not yet',
    focusAreas: progress.favouriteTopics.flatMap((t) => (t.source === 'activity' ? [t.label] : [])).slice(0, 2),
    strugglingWith: quizzes.subjects.filter((s) => s.averageScore < 60).map((s) => s.category),
    achievements: progress.totalBadges,
  };
}

/** The class (or family) figures from its learners' rows. */
export function groupMetrics(students: readonly StudentSummary[]) {
  const scored = students.filter((s) => s.averageScore !== null);
  return {
    totalStudents: students.length,
    activeThisWeek: students.filter((s) => s.xpThisWeek > 0).length,
    lessonsCompleted: students.reduce((sum, s) => sum + s.lessonsCompleted, 0),
    averageScore: scored.length ? Math.round(scored.reduce((sum, s) => sum + (s.averageScore ?? 0), 0) / scored.length) : null,
    topPerformers: [...students].sort((a, b) => b.xpThisWeek - a.xpThisWeek).filter((s) => s.xpThisWeek > 0).slice(0, 3),
    needsAttention: students.filter((s) => s.xpThisWeek === 0 || s.engagementTrend === 'down' || s.strugglingWith.length > 0),
  };
}
