/**
 * What a learning activity may pay, and which claims are believed. The server is the only judge:
 * each kind of activity pays XP up to a daily cap (an activity past the cap is kept, and pays 0), and
 * a duration longer than the time that really passed is refused.
 */
import { COLORING_XP_PAGES_PER_DAY } from '../coloring/coloring';
import type { ActivityType } from '../learning';
import { ACTIVITY_XP, xpForActivity } from './xp';

/** Study time pays XP for at most 8 hours a learner's day. */
export const MAX_PAID_STUDY_SECONDS_PER_DAY = 8 * 60 * 60;

/**
 * Every other kind pays for at most this many activities a learner's day: 20 chat messages, 20
 * parsha readings, and the coloring book's 10 pages (the rule it already had: a page saved in the
 * book and a page reported here are the same kind, under one cap).
 */
export const MAX_PAID_ACTIVITIES_PER_DAY: Readonly<Record<Exclude<ActivityType, 'study_time'>, number>> = {
  chat: 20,
  coloring: COLORING_XP_PAGES_PER_DAY,
  parsha: 20,
};

/** Clocks and networks jitter: a duration up to this much longer than the time that passed is believed. */
export const ACTIVITY_CLOCK_SLACK_SECONDS = 60;

/**
 * The one daily-cap rule (games use it too): an award pays what is left of today's cap, never more
 * than it earns, never less than 0.
 */
export function withinDailyCap(amount: number, cap: number, paidToday: number): number {
  return Math.max(0, Math.min(Math.max(0, amount), cap - Math.max(0, paidToday)));
}

/** The most XP one kind of activity pays in a learner's day. */
export function dailyActivityXpCap(activityType: ActivityType): number {
  if (activityType === 'study_time') return xpForActivity('study_time', MAX_PAID_STUDY_SECONDS_PER_DAY);
  return MAX_PAID_ACTIVITIES_PER_DAY[activityType] * ACTIVITY_XP[activityType];
}

export interface ActivityPay {
  /** The XP this activity pays. */
  xp: number;
  /** True when today's cap for this kind took some or all of what it would have earned. */
  dailyCapReached: boolean;
  /** What the child reads when the cap was reached; null otherwise. */
  message: string | null;
}

const CAP_WORDS: Record<ActivityType, string> = {
  chat: 'You asked Morah lots of questions today! Chatting earns XP again tomorrow.',
  coloring: 'You colored so much today! Coloring earns XP again tomorrow.',
  parsha: 'You read so much Torah today! Reading earns XP again tomorrow.',
  study_time: 'You studied 8 hours today, the most that earns XP in one day. Study time earns XP again tomorrow.',
};

/** What an activity pays, given what its kind has already paid on the learner's day. */
export function activityPay(activityType: ActivityType, durationSeconds: number, paidToday: number): ActivityPay {
  return describePay(activityType, durationSeconds, withinDailyCap(xpForActivity(activityType, durationSeconds), dailyActivityXpCap(activityType), paidToday));
}

/** The answer for an activity that paid `xp`: whether the cap took some of it, in words. */
export function describePay(activityType: ActivityType, durationSeconds: number, xp: number): ActivityPay {
  if (xp >= xpForActivity(activityType, durationSeconds)) return { xp, dailyCapReached: false, message: null };
  const saved = 'It is saved.';
  return { xp, dailyCapReached: true, message: xp > 0 ? `${saved} You earned ${xp} XP for the part before the limit. ${CAP_WORDS[activityType]}` : `${saved} ${CAP_WORDS[activityType]}` };
}

/** A refusal says, in a child's words, how much time can be saved now (`loggableMinutes`, whole minutes). */
export type DurationJudgement = { ok: true } | { ok: false; message: string; loggableMinutes: number };

function spanInWords(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/**
 * The duration rule: an activity may last at most the time since the learner's last activity or,
 * when later, since they signed in, plus ACTIVITY_CLOCK_SLACK_SECONDS. With neither known there is
 * nothing to measure against (the schema's 4-hour limit still holds).
 */
export function judgeActivityDuration(input: { durationSeconds: number; now: Date; lastActivityAt: Date | null; signedInAt: Date | null }): DurationJudgement {
  const { lastActivityAt, signedInAt } = input;
  if (!lastActivityAt && !signedInAt) return { ok: true };
  const sinceSignIn = !lastActivityAt || (signedInAt !== null && signedInAt.getTime() > lastActivityAt.getTime());
  const since = (sinceSignIn ? signedInAt : lastActivityAt)!;
  const elapsed = Math.max(0, (input.now.getTime() - since.getTime()) / 1000);
  if (input.durationSeconds <= elapsed + ACTIVITY_CLOCK_SLACK_SECONDS) return { ok: true };
  const loggableMinutes = Math.floor(elapsed / 60);
  const when = sinceSignIn ? `You signed in ${spanInWords(elapsed)} ago` : `You last saved your learning ${spanInWords(elapsed)} ago`;
  return {
    ok: false,
    loggableMinutes,
    message:
      loggableMinutes < 1
        ? `Not so fast! ${when}. Keep learning, and save your time a little later.`
        : `Not so fast! ${when}, so you can save up to ${loggableMinutes === 1 ? '1 minute' : `${loggableMinutes} minutes`} now.`,
  };
}
