import type { DailyChallengeView, UserBadgeView } from '../gamification/api';
import { rooms } from '../realtime';
import { push, type Push } from './push';

/** An XP grant as the ledger answered it: whether it was new, and the learner's totals after it. */
export interface GrantNews {
  /** False when the source was already in the ledger: nothing was granted again. */
  granted: boolean;
  amount: number;
  xp: number;
  level: number;
  previousLevel: number;
}

/** What a learner just earned, after its commit. */
export interface ProgressNews {
  awards?: readonly { userBadge: UserBadgeView; xpGained: number; grant: GrantNews | null }[];
  checkIn?: { bonusXP: number; currentStreak: number; grant: GrantNews | null };
  challenges?: readonly { challenge: DailyChallengeView; grant: GrantNews }[];
  /** Other XP grants to announce (the ones above are announced with them). */
  grants?: readonly (GrantNews | null)[];
}

/** Who hears of a learner's progress: the learner, their linked parents, and the teachers of their classes. */
export interface LearnerAudience {
  studentId: number;
  studentName: string;
  parentIds: readonly number[];
  classIds: readonly number[];
}

const leveledUp = (g: GrantNews | null | undefined): g is GrantNews => Boolean(g?.granted && g.level > g.previousLevel);

/** Every grant the news holds that really paid, in the order they were made. */
function grantsOf(news: ProgressNews): GrantNews[] {
  const all = [...(news.awards ?? []).map((a) => a.grant), news.checkIn?.grant ?? null, ...(news.challenges ?? []).map((c) => c.grant), ...(news.grants ?? [])];
  return all.filter((g): g is GrantNews => Boolean(g?.granted));
}

/** Whether the news holds anything to tell anyone (so the audience need not be read for nothing). */
export function hasProgressNews(news: ProgressNews): boolean {
  return Boolean(news.awards?.length || news.challenges?.length || (news.checkIn?.bonusXP ?? 0) > 0 || grantsOf(news).length > 0);
}

/**
 * Who hears what a learner just earned. The learner and their parents hear badges, a streak bonus
 * and finished challenges, with the child's name (a parent of several knows whose it is); the
 * learner hears their XP and each new level once; the parents hear the new totals after every grant
 * (their page's figures follow them) and each new level; the teachers of the learner's classes hear
 * the new totals for their roster, and nothing else. Never another child.
 */
export function progressAudience(learner: LearnerAudience, news: ProgressNews): Push[] {
  const about = { studentId: learner.studentId, studentName: learner.studentName };
  const own = [rooms.user(learner.studentId)];
  const parents = learner.parentIds.map(rooms.user);
  const family = [...own, ...parents];
  const teachers = learner.classIds.map(rooms.classTeachers);
  const pushes: Push[] = [];

  for (const award of news.awards ?? []) {
    pushes.push(push(family, 'badge:awarded', { ...about, userBadge: award.userBadge, xpGained: award.xpGained, newLevel: leveledUp(award.grant) ? award.grant.level : null }));
  }
  if (news.checkIn && news.checkIn.bonusXP > 0) pushes.push(push(family, 'streak:bonus', { ...about, bonusXP: news.checkIn.bonusXP, currentStreak: news.checkIn.currentStreak }));
  for (const completion of news.challenges ?? []) pushes.push(push(family, 'challenge:completed', { ...about, challenge: completion.challenge }));

  // The last grant holds the newest totals; each level reached is announced once.
  const grants = grantsOf(news);
  const last = grants.at(-1);
  if (last) {
    pushes.push(push(own, 'xp:gained', { amount: grants.reduce((sum, g) => sum + g.amount, 0), xp: last.xp, level: last.level }));
    const totals = { studentId: learner.studentId, xp: last.xp, level: last.level };
    pushes.push(push(teachers, 'class:learner-progress', totals));
    pushes.push(push(parents, 'progress:xp', totals));
  }
  const levels = [...new Set(grants.filter(leveledUp).map((g) => g.level))].sort((a, b) => a - b);
  for (const level of levels) {
    pushes.push(push(own, 'level:up', { level }));
    pushes.push(push(parents, 'progress:level-up', { ...about, level }));
  }
  return pushes.filter((p) => p.rooms.length > 0);
}
