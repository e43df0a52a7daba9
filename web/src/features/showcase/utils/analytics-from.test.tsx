import type { LearnerProgressResponse } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsFrom, proficiencyColor } from './analytics-from';

const progress = (hasData: boolean) =>
  ({
    progress: {
      hasData,
      xp: 340,
      level: 1,
      streak: { current: 3, longest: 4 },
      sessions: { activeDays: 4, windowDays: 30, totalActivities: 12 },
      weeklyMinutes: [
        { day: '2026-11-16', label: 'Mon', minutes: 10, xp: 20 },
        { day: '2026-11-17', label: 'Tue', minutes: 0, xp: 0 },
      ],
      favouriteTopics: [
        { source: 'activity', kind: 'chat', label: 'Chatting with Morah', count: 8, minutes: 30 },
        { source: 'activity', kind: 'coloring', label: 'Coloring', count: 4, minutes: 10 },
        { source: 'conversation', threadId: 1, label: 'What is Shabbat?', at: '2026-11-16T10:00:00Z' },
      ],
    },
    quizzes: { attempts: 2, averageScore: 65, subjects: [{ category: 'torah', averageScore: 65, attempts: 2, trend: 'up' }] },
  }) as unknown as LearnerProgressResponse;

describe('analyticsFrom', () => {
  it("turns a learner's real progress into the analytics view", () => {
    expect(analyticsFrom(progress(true))).toEqual({
      weeklyProgress: [
        { day: 'Mon', minutes: 10, xp: 20 },
        { day: 'Tue', minutes: 0, xp: 0 },
      ],
      activityBreakdown: [
        { activity: 'Chatting with Morah', percentage: 75, color: '#1f5fad' },
        { activity: 'Coloring', percentage: 25, color: '#1f7a6f' },
      ],
      streakDays: 3,
      totalXP: 340,
      lessonsCompleted: 12,
      averageScore: 65,
      focusAreas: [{ subject: 'Torah', proficiency: 65, trend: 'up' }],
    });
  });

  it('has nothing to show before any learning (the sample shows instead)', () => {
    expect(analyticsFrom(progress(false))).toBeNull();
  });

  it('colours proficiency green from 80, amber from 60, red below', () => {
    expect([80, 79, 60, 59].map(proficiencyColor)).toEqual(['green', 'amber', 'amber', 'red']);
  });
});
