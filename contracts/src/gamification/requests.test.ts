import { describe, expect, it } from 'vitest';
import { AwardBadgeBody, ChallengeProgressBody, UpdateStreakBody } from './requests';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('ChallengeProgressBody', () => {
  it('counts one step when no increment is sent', () => {
    expect(ChallengeProgressBody.parse({ challengeType: 'chat_messages' })).toEqual({ challengeType: 'chat_messages', incrementValue: 1 });
  });
  it('accepts 1 to 1000 whole steps', () => {
    expect(ChallengeProgressBody.safeParse({ challengeType: 'study_time', incrementValue: 1000 }).success).toBe(true);
  });
  it('refuses zero, negative, fractional and oversized steps, in words a child can read', () => {
    expect(firstMessage(ChallengeProgressBody.safeParse({ challengeType: 'torah_verses', incrementValue: 0 }))).toBe('Progress goes up by at least 1.');
    expect(ChallengeProgressBody.safeParse({ challengeType: 'torah_verses', incrementValue: -1 }).success).toBe(false);
    expect(firstMessage(ChallengeProgressBody.safeParse({ challengeType: 'torah_verses', incrementValue: 1.5 }))).toBe('Progress is counted in whole steps.');
    expect(ChallengeProgressBody.safeParse({ challengeType: 'torah_verses', incrementValue: 1001 }).success).toBe(false);
  });
  it('refuses a challenge type that does not exist', () => {
    expect(firstMessage(ChallengeProgressBody.safeParse({ challengeType: 'push_ups' }))).toBe('Pick one of today\u2019s challenges.');
  });
});

describe('AwardBadgeBody', () => {
  it('accepts a badge number and what the child did', () => {
    expect(AwardBadgeBody.parse({ badgeId: 3, activityType: 'chat' })).toEqual({ badgeId: 3, activityType: 'chat' });
  });
  it('refuses a badge number that is zero, negative, fractional or missing', () => {
    for (const badgeId of [0, -1, 2.5, undefined, '3']) {
      expect(AwardBadgeBody.safeParse({ badgeId, activityType: 'chat' }).success, String(badgeId)).toBe(false);
    }
  });
  it('refuses an activity name longer than 50 characters', () => {
    expect(AwardBadgeBody.safeParse({ badgeId: 1, activityType: 'a'.repeat(50) }).success).toBe(true);
    expect(AwardBadgeBody.safeParse({ badgeId: 1, activityType: 'a'.repeat(51) }).success).toBe(false);
  });
});

describe('UpdateStreakBody', () => {
  it('is the daily check-in when nothing is sent', () => {
    expect(UpdateStreakBody.parse({})).toEqual({ streakType: 'daily_login' });
  });
  it('carries the child\u2019s time zone, even one the server does not know (the streak falls back to UTC)', () => {
    expect(UpdateStreakBody.parse({ timeZone: 'Asia/Jerusalem' })).toEqual({ streakType: 'daily_login', timeZone: 'Asia/Jerusalem' });
    expect(UpdateStreakBody.safeParse({ timeZone: 'Not/AZone' }).success).toBe(true);
  });
  it('refuses any other streak type', () => {
    expect(firstMessage(UpdateStreakBody.safeParse({ streakType: 'weekly' }))).toBe('Only the daily check-in streak can be updated.');
  });
});
