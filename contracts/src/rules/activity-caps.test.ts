import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CLOCK_SLACK_SECONDS,
  activityPay,
  dailyActivityXpCap,
  describePay,
  judgeActivityDuration,
  MAX_PAID_ACTIVITIES_PER_DAY,
  MAX_PAID_STUDY_SECONDS_PER_DAY,
  withinDailyCap,
} from './activity-caps';

const now = new Date('2026-11-24T15:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('daily caps', () => {
  it('pays at most 8 hours of study time a day: 960 XP', () => {
    expect(MAX_PAID_STUDY_SECONDS_PER_DAY).toBe(8 * 3600);
    expect(dailyActivityXpCap('study_time')).toBe(960);
  });

  it('pays at most the listed number of each other kind a day', () => {
    expect(dailyActivityXpCap('chat')).toBe(MAX_PAID_ACTIVITIES_PER_DAY.chat * 5);
    expect(dailyActivityXpCap('coloring')).toBe(MAX_PAID_ACTIVITIES_PER_DAY.coloring * 10);
    expect(dailyActivityXpCap('parsha')).toBe(MAX_PAID_ACTIVITIES_PER_DAY.parsha * 15);
    for (const n of Object.values(MAX_PAID_ACTIVITIES_PER_DAY)) expect(n).toBeLessThanOrEqual(20);
  });

  it('given what was paid today, when an award comes, then it pays only what is left of the cap', () => {
    expect(withinDailyCap(10, 100, 0)).toBe(10);
    expect(withinDailyCap(10, 100, 95)).toBe(5);
    expect(withinDailyCap(10, 100, 100)).toBe(0);
    expect(withinDailyCap(10, 100, 250)).toBe(0);
    expect(withinDailyCap(-3, 100, 0)).toBe(0);
  });

  it('given 7.5 hours of study paid, when 4 more hours come, then half an hour is paid and the child is told', () => {
    const pay = activityPay('study_time', 4 * 3600, 900);
    expect(pay.xp).toBe(60);
    expect(pay.dailyCapReached).toBe(true);
    expect(pay.message).toContain('You earned 60 XP for the part before the limit.');
    expect(pay.message).toContain('Study time earns XP again tomorrow.');
  });

  it('given the coloring cap reached, when one more page comes, then it is kept for 0 XP with words a child reads', () => {
    const pay = activityPay('coloring', 0, dailyActivityXpCap('coloring'));
    expect(pay).toEqual({ xp: 0, dailyCapReached: true, message: 'It is saved. You colored so much today! Coloring earns XP again tomorrow.' });
  });

  it('under the cap, says nothing extra', () => {
    expect(activityPay('parsha', 0, 0)).toEqual({ xp: 15, dailyCapReached: false, message: null });
    expect(describePay('study_time', 59, 0)).toEqual({ xp: 0, dailyCapReached: false, message: null });
  });
});

describe('judgeActivityDuration', () => {
  it('believes a duration up to the time since sign-in, plus the slack', () => {
    expect(judgeActivityDuration({ durationSeconds: 600, now, lastActivityAt: null, signedInAt: ago(600) })).toEqual({ ok: true });
    expect(judgeActivityDuration({ durationSeconds: 600 + ACTIVITY_CLOCK_SLACK_SECONDS, now, lastActivityAt: null, signedInAt: ago(600) })).toEqual({ ok: true });
    const refused = judgeActivityDuration({ durationSeconds: 601 + ACTIVITY_CLOCK_SLACK_SECONDS, now, lastActivityAt: null, signedInAt: ago(600) });
    expect(refused).toEqual({ ok: false, loggableMinutes: 10, message: 'Not so fast! You signed in 10 minutes ago, so you can save up to 10 minutes now.' });
  });

  it('measures from the later of the last activity and the sign-in', () => {
    const sinceActivity = judgeActivityDuration({ durationSeconds: 4 * 3600, now, lastActivityAt: ago(90 * 60), signedInAt: ago(10 * 3600) });
    expect(sinceActivity).toEqual({ ok: false, loggableMinutes: 90, message: 'Not so fast! You last saved your learning 1 hour 30 minutes ago, so you can save up to 90 minutes now.' });
    const sinceSignIn = judgeActivityDuration({ durationSeconds: 3600, now, lastActivityAt: ago(10 * 3600), signedInAt: ago(20) });
    expect(sinceSignIn).toEqual({ ok: false, loggableMinutes: 0, message: 'Not so fast! You signed in less than a minute ago. Keep learning, and save your time a little later.' });
    // One minute after the last save: the child's words and the one minute that can be saved.
    const oneMinute = judgeActivityDuration({ durationSeconds: 300, now, lastActivityAt: ago(70), signedInAt: ago(3600) });
    expect(oneMinute).toEqual({ ok: false, loggableMinutes: 1, message: 'Not so fast! You last saved your learning 1 minute ago, so you can save up to 1 minute now.' });
    expect(judgeActivityDuration({ durationSeconds: 60, now, lastActivityAt: ago(70), signedInAt: ago(3600) })).toEqual({ ok: true });
  });

  it('lets an activity without a duration through at any time', () => {
    expect(judgeActivityDuration({ durationSeconds: 0, now, lastActivityAt: now, signedInAt: now })).toEqual({ ok: true });
    // A clock a little behind (the last activity seems later than now) is not held against the child.
    expect(judgeActivityDuration({ durationSeconds: 0, now, lastActivityAt: ago(-5), signedInAt: null })).toEqual({ ok: true });
  });

  it('with nothing to measure against, leaves it to the 4-hour limit of one record', () => {
    expect(judgeActivityDuration({ durationSeconds: 4 * 3600, now, lastActivityAt: null, signedInAt: null })).toEqual({ ok: true });
  });
});
