import { DAILY_MINUTES_GOAL, type ParentChildDashboard, SAMPLE_LEVEL_PROGRESS, WEEKLY_QUESTIONS_GOAL } from '@morah/contracts';

/** Sample minutes for the 7 days of the chart, oldest first. */
export const SAMPLE_WEEKLY_MINUTES = [35, 50, 20, 45, 60, 15, 40] as const;

/**
 * The figures shown before a child has learned anything (spec content 2 and 9: all figures are
 * samples, the level bar is fixed at 67%). The child, their days and the time zone stay real, so the
 * page looks like it will; the page marks everything here as a sample.
 */
export function sampleDashboard(real: ParentChildDashboard, now = new Date()): ParentChildDashboard {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const weeklyMinutes = real.weeklyMinutes.map((d, i) => {
    const minutes = SAMPLE_WEEKLY_MINUTES[i] ?? 0;
    return { ...d, minutes, xp: minutes * 2 };
  });
  const weekMinutes = weeklyMinutes.reduce((sum, d) => sum + d.minutes, 0);
  const sample: ParentChildDashboard = {
    ...real,
    level: 3,
    xp: 1370,
    levelProgress: SAMPLE_LEVEL_PROGRESS,
    nextLevelXp: 1600,
    streak: { current: 5, longest: 12 },
    sessions: { activeDays: 18, windowDays: real.sessions.windowDays, totalActivities: 96 },
    favouriteTopics: [
      { source: 'activity', kind: 'chat', label: 'Chatting with Morah', count: 42, minutes: 42 },
      { source: 'activity', kind: 'parsha', label: 'Torah reading', count: 12, minutes: 36 },
      { source: 'activity', kind: 'coloring', label: 'Coloring', count: 9, minutes: 18 },
      { source: 'conversation', threadId: 0, label: 'Asked about: Why do we light Shabbat candles?', at: ago(20) },
      { source: 'conversation', threadId: 0, label: 'Asked about: What sound does the letter bet make?', at: ago(50) },
    ],
    weeklyMinutes,
    recentActivity: [
      { id: -1, kind: 'chat', label: 'Asked Morah a question', xp: 5, at: ago(2) },
      { id: -2, kind: 'parsha', label: 'Read the Torah portion', xp: 15, at: ago(5) },
      { id: -3, kind: 'coloring', label: 'Colored a Hebrew letter page', xp: 10, at: ago(26) },
      { id: -4, kind: 'study_time', label: 'Studied for 20 minutes', xp: 40, at: ago(30) },
    ],
    learningGoals: [
      { key: 'weekly_minutes', label: 'Learning minutes this week', detail: `A goal of ${DAILY_MINUTES_GOAL} minutes a day`, current: weekMinutes, target: DAILY_MINUTES_GOAL * 7 },
      { key: 'weekly_questions', label: 'Questions for Morah this week', detail: `A goal of ${WEEKLY_QUESTIONS_GOAL} questions a week`, current: 7, target: WEEKLY_QUESTIONS_GOAL },
      { key: 'next_badge', label: 'Next badge: Thinking Kippah', detail: 'Asked Morah 10 questions.', current: 7, target: 10 },
    ],
    recentAchievements: [
      { id: -1, badgeId: 0, name: 'Candle Keeper', iconType: 'candles', tagline: 'Three days of light, and still glowing!', earnedAt: ago(24) },
      { id: -2, badgeId: 0, name: 'Chai Reader', iconType: 'chai', tagline: 'L\u2019chaim to learning!', earnedAt: ago(72) },
      { id: -3, badgeId: 0, name: 'Challah Chef', iconType: 'challah', tagline: 'Fresh from the oven, and full of color!', earnedAt: ago(120) },
      { id: -4, badgeId: 0, name: 'Shalom Friend', iconType: 'shalom', tagline: 'Every great journey starts with Shalom!', earnedAt: ago(160) },
    ],
    totalBadges: 4,
  };
  // The sample week's badges: those of the samples above earned in the last 7 days.
  return { ...sample, badgesThisWeek: sample.recentAchievements.filter((b) => now.getTime() - Date.parse(b.earnedAt) < 7 * 86_400_000) };
}
