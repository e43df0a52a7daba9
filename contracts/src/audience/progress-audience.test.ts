import { describe, expect, it } from 'vitest';
import type { DailyChallengeView, UserBadgeView } from '../gamification/api';
import { type GrantNews, hasProgressNews, type LearnerAudience, progressAudience } from './progress-audience';

const dina: LearnerAudience = { studentId: 7, studentName: 'Dina Katz', parentIds: [21], classIds: [3, 4] };
const about = { studentId: 7, studentName: 'Dina Katz' };
const grant = (amount: number, xp: number, level: number, previousLevel = level): GrantNews => ({ granted: true, amount, xp, level, previousLevel });
const already: GrantNews = { granted: false, amount: 0, xp: 115, level: 1, previousLevel: 1 };
const badge = { id: 1, badgeId: 2, earnedAt: '2026-11-27T10:00:00.000Z', badge: { id: 2, name: 'First Letters' } } as unknown as UserBadgeView;
const challenge: DailyChallengeView = { type: 'chat_messages', title: 'Ask Morah', description: 'Ask three questions', targetValue: 3, rewardXP: 25, userProgress: { currentProgress: 3, isCompleted: true } };

describe('who hears what a learner just earned', () => {
  it('given an XP grant, when it is announced, then the child hears their XP and only the teachers of their classes and the linked parents hear the new totals', () => {
    expect(progressAudience(dina, { grants: [grant(15, 115, 1)] })).toEqual([
      { rooms: ['user:7'], event: 'xp:gained', payload: { amount: 15, xp: 115, level: 1 } },
      { rooms: ['class:3:teachers', 'class:4:teachers'], event: 'class:learner-progress', payload: { studentId: 7, xp: 115, level: 1 } },
      { rooms: ['user:21'], event: 'progress:xp', payload: { studentId: 7, xp: 115, level: 1 } },
    ]);
  });

  it('given a child with two linked parents, then each parent’s room hears the totals of that child alone', () => {
    const twoParents = { ...dina, parentIds: [21, 22] };
    const told = progressAudience(twoParents, { grants: [grant(10, 40, 1)] }).filter((p) => p.event === 'progress:xp');
    expect(told).toEqual([{ rooms: ['user:21', 'user:22'], event: 'progress:xp', payload: { studentId: 7, xp: 40, level: 1 } }]);
  });

  it('given a grant that raised the level, then the child hears the level and the parents hear it with the child’s name', () => {
    const pushes = progressAudience(dina, { grants: [grant(30, 410, 2, 1)] });
    expect(pushes.map((p) => [p.event, p.rooms])).toEqual([
      ['xp:gained', ['user:7']],
      ['class:learner-progress', ['class:3:teachers', 'class:4:teachers']],
      ['progress:xp', ['user:21']],
      ['level:up', ['user:7']],
      ['progress:level-up', ['user:21']],
    ]);
    expect(pushes[4]!.payload).toEqual({ ...about, level: 2 });
  });

  it('given a badge and a finished challenge that paid, then the family hears each and the XP is told once with the newest totals', () => {
    const pushes = progressAudience(dina, {
      awards: [{ userBadge: badge, xpGained: 50, grant: grant(50, 165, 1) }],
      challenges: [{ challenge, grant: grant(25, 190, 1) }],
    });
    expect(pushes).toEqual([
      { rooms: ['user:7', 'user:21'], event: 'badge:awarded', payload: { ...about, userBadge: badge, xpGained: 50, newLevel: null } },
      { rooms: ['user:7', 'user:21'], event: 'challenge:completed', payload: { ...about, challenge } },
      { rooms: ['user:7'], event: 'xp:gained', payload: { amount: 75, xp: 190, level: 1 } },
      { rooms: ['class:3:teachers', 'class:4:teachers'], event: 'class:learner-progress', payload: { studentId: 7, xp: 190, level: 1 } },
      { rooms: ['user:21'], event: 'progress:xp', payload: { studentId: 7, xp: 190, level: 1 } },
    ]);
  });

  it('given a check-in with a streak bonus, then the family hears the bonus and the teachers the totals it paid', () => {
    const pushes = progressAudience(dina, { checkIn: { bonusXP: 10, currentStreak: 5, grant: grant(10, 125, 1) } });
    expect(pushes.map((p) => p.event)).toEqual(['streak:bonus', 'xp:gained', 'class:learner-progress', 'progress:xp']);
    expect(pushes[0]).toEqual({ rooms: ['user:7', 'user:21'], event: 'streak:bonus', payload: { ...about, bonusXP: 10, currentStreak: 5 } });
  });

  it('given two grants reaching levels 2 and 3, then each level is told once, in order', () => {
    const levels = progressAudience(dina, { grants: [grant(300, 400, 2, 1), grant(500, 900, 3, 2)] }).filter((p) => p.event === 'level:up');
    expect(levels.map((p) => p.payload)).toEqual([{ level: 2 }, { level: 3 }]);
  });

  it('given a learner in no class and with no parent, then nobody but the child hears anything', () => {
    const alone = { ...dina, parentIds: [], classIds: [] };
    const pushes = progressAudience(alone, { awards: [{ userBadge: badge, xpGained: 0, grant: null }], grants: [grant(30, 410, 2, 1)] });
    expect(pushes.flatMap((p) => p.rooms).every((room) => room === 'user:7')).toBe(true);
    expect(pushes.map((p) => p.event)).toEqual(['badge:awarded', 'xp:gained', 'level:up']);
  });

  it('given a grant the ledger already held (a retried job), then there is nothing to tell', () => {
    expect(hasProgressNews({ grants: [already] })).toBe(false);
    expect(progressAudience(dina, { grants: [already], checkIn: { bonusXP: 0, currentStreak: 3, grant: null } })).toEqual([]);
    expect(hasProgressNews({ grants: [grant(5, 120, 1)] })).toBe(true);
    expect(hasProgressNews({ checkIn: { bonusXP: 10, currentStreak: 5, grant: null } })).toBe(true);
  });
});
