import { notify, type NotifyOptions } from '@/components/toaster/notify';
import { firstName } from './first-name';

/** Spec core 8: how long each progress toast stays. */
export const STREAK_BONUS_TOAST_MS = 3000;
export const CHALLENGE_TOAST_MS = 4000;
export const LEVEL_UP_TOAST_MS = 5000;

/** The same news can arrive twice (a REST answer and its live notice); within this window it is told once. */
const REPEAT_WINDOW_MS = 10_000;
const lastShown = new Map<string, number>();

function notifyOnce(key: string, options: NotifyOptions): void {
  const now = Date.now();
  const last = lastShown.get(key);
  if (last !== undefined && now - last < REPEAT_WINDOW_MS) return;
  lastShown.set(key, now);
  notify(options);
}

/** Forget what was told (when the session ends). */
export function forgetProgressNotices(): void {
  lastShown.clear();
}

export function notifyStreakBonus(bonusXP: number, streakDays: number): void {
  notifyOnce(`streak:${streakDays}:${bonusXP}`, {
    title: 'Streak Bonus!',
    description: `+${bonusXP} XP for your ${streakDays} day streak!`,
    duration: STREAK_BONUS_TOAST_MS,
  });
}

export function notifyChallengeComplete(challenge: { title: string; rewardXP: number }): void {
  notifyOnce(`challenge:${challenge.title}`, {
    title: 'Challenge Complete!',
    description: `You did it: ${challenge.title}! +${challenge.rewardXP} XP`,
    duration: CHALLENGE_TOAST_MS,
  });
}

export function notifyLevelUp(level: number): void {
  notifyOnce(`level:${level}`, { title: 'Level Up!', description: `You reached level ${level}!`, duration: LEVEL_UP_TOAST_MS });
}

/** For a parent: their child earned a badge. */
export function notifyChildBadge(studentId: number, studentName: string, badge: { id: number; name: string; tagline: string }): void {
  notifyOnce(`child-badge:${studentId}:${badge.id}`, {
    title: `${firstName(studentName)} earned a badge: ${badge.name}!`,
    description: badge.tagline,
  });
}

/** For a parent: their child reached a new level. */
export function notifyChildLevel(studentId: number, studentName: string, level: number): void {
  notifyOnce(`child-level:${studentId}:${level}`, {
    title: `${firstName(studentName)} reached level ${level}!`,
    description: 'Every bit of learning adds up.',
  });
}
