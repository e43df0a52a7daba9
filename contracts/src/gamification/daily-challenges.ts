/**
 * Daily challenges: one of each kind every day, with the size of each rotating from day to day. The set
 * is a pure function of the date, so every server, worker and screen agrees on today's challenges
 * without storing them, and a child's progress only needs the day and the type as its key.
 */
import { z } from 'zod';
import { dayNumber } from './calendar-day';

export const CHALLENGE_TYPES = ['chat_messages', 'coloring_pages', 'torah_verses', 'study_time', 'games_and_quizzes'] as const;
export const ChallengeType = z.enum(CHALLENGE_TYPES, { error: 'Pick one of today\u2019s challenges.' });
export type ChallengeType = z.infer<typeof ChallengeType>;

/** targetValue counts messages, pages, verses or (for study_time) whole minutes. */
export interface DailyChallenge {
  type: ChallengeType;
  title: string;
  description: string;
  targetValue: number;
  rewardXP: number;
}

type Variant = Omit<DailyChallenge, 'type'>;

/** A few sizes per kind; every one is small enough for a young child to finish in one sitting. */
const VARIANTS: Record<ChallengeType, readonly Variant[]> = {
  chat_messages: [
    { title: 'Ask Morah 3 questions', description: 'Wonder about something? Ask Morah three questions today.', targetValue: 3, rewardXP: 15 },
    { title: 'Ask Morah 5 questions', description: 'Be a curious explorer: ask Morah five questions today.', targetValue: 5, rewardXP: 25 },
  ],
  coloring_pages: [
    { title: 'Color a Hebrew letter', description: 'Bring one Hebrew letter page to life with your favorite colors.', targetValue: 1, rewardXP: 10 },
    { title: 'Color 2 letter pages', description: 'Color two Hebrew letter pages today.', targetValue: 2, rewardXP: 20 },
  ],
  torah_verses: [
    { title: 'Read 3 verses of the parsha', description: 'Open this week\u2019s parsha and read three verses.', targetValue: 3, rewardXP: 10 },
    { title: 'Read 5 verses of the parsha', description: 'Read five verses of this week\u2019s parsha.', targetValue: 5, rewardXP: 15 },
    { title: 'Read 10 verses of the parsha', description: 'A big reading day: ten verses of this week\u2019s parsha!', targetValue: 10, rewardXP: 25 },
  ],
  study_time: [
    { title: 'Learn for 10 minutes', description: 'Spend ten minutes learning with Morah today.', targetValue: 10, rewardXP: 15 },
    { title: 'Learn for 15 minutes', description: 'Spend fifteen minutes learning today.', targetValue: 15, rewardXP: 20 },
    { title: 'Learn for 20 minutes', description: 'Twenty minutes of learning: you can do it!', targetValue: 20, rewardXP: 25 },
  ],
  games_and_quizzes: [
    { title: 'Play a learning game', description: 'Finish a learning game or a quiz today.', targetValue: 1, rewardXP: 10 },
    { title: 'Play and quiz twice', description: 'Finish two learning games or quizzes today.', targetValue: 2, rewardXP: 20 },
  ],
};

/**
 * Today's challenges, always in CHALLENGE_TYPES order. Each kind steps through its sizes with the day
 * number, offset by the kind's position so easy and hard days are mixed rather than all at once.
 */
export function dailyChallengesFor(day: string): DailyChallenge[] {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return CHALLENGE_TYPES.map((type, i) => {
    const variants = VARIANTS[type];
    const variant = variants[(n + i) % variants.length] as Variant;
    return { type, ...variant };
  });
}

export interface ChallengeProgress {
  currentProgress: number;
  isCompleted: boolean;
}

/**
 * Add progress toward a target. Completion happens exactly once: a completed challenge is returned
 * unchanged, and progress stops at the target so an overshoot never shows as "7 / 5". The bad inputs
 * the request schema already refuses are refused here too, so no caller can count backwards.
 */
export function applyProgress(
  progress: ChallengeProgress,
  increment: number,
  target: number,
): { progress: ChallengeProgress; justCompleted: boolean } {
  if (!Number.isInteger(increment) || increment < 1) throw new RangeError(`increment must be a positive whole number: ${increment}`);
  if (!Number.isInteger(target) || target < 1) throw new RangeError(`target must be a positive whole number: ${target}`);
  if (progress.isCompleted) return { progress, justCompleted: false };
  const currentProgress = Math.min(target, Math.max(0, progress.currentProgress) + increment);
  const isCompleted = currentProgress >= target;
  return { progress: { currentProgress, isCompleted }, justCompleted: isCompleted };
}
