import { describe, expect, it } from 'vitest';
import { judgeReadingTime, MAX_READING_SECONDS_PER_SAVE, READING_DAILY_MINUTES_CAP } from './reading-time';

const now = new Date('2026-11-23T10:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe('judgeReadingTime', () => {
  it('counts what the reader claims when that much time really passed', () => {
    const j = judgeReadingTime({ claimedTotal: 130, storedTotal: 10, lastCountedAt: secondsAgo(120), now, daySeconds: 10, dayMinutesCounted: 0 });
    expect(j).toEqual({ creditSeconds: 120, bookTotal: 130, daySeconds: 130, newMinutes: 2 });
  });

  it('never counts more than the wall clock allows since the last counted save', () => {
    const j = judgeReadingTime({ claimedTotal: 5000, storedTotal: 0, lastCountedAt: secondsAgo(30), now, daySeconds: 0, dayMinutesCounted: 0 });
    expect(j.creditSeconds).toBe(35);
    expect(j.bookTotal).toBe(35);
  });

  it('counts at most a few minutes for one page, even after a long pause', () => {
    const j = judgeReadingTime({ claimedTotal: 7200, storedTotal: 0, lastCountedAt: secondsAgo(7200), now, daySeconds: 0, dayMinutesCounted: 0 });
    expect(j.creditSeconds).toBe(MAX_READING_SECONDS_PER_SAVE);
  });

  it('counts nothing for a clock that goes backwards', () => {
    const j = judgeReadingTime({ claimedTotal: 40, storedTotal: 100, lastCountedAt: secondsAgo(60), now, daySeconds: 100, dayMinutesCounted: 1 });
    expect(j).toEqual({ creditSeconds: 0, bookTotal: 100, daySeconds: 100, newMinutes: 0 });
  });

  it('turns whole minutes into study time once, carrying the seconds over', () => {
    const first = judgeReadingTime({ claimedTotal: 50, storedTotal: 0, lastCountedAt: null, now, daySeconds: 0, dayMinutesCounted: 0 });
    expect(first.newMinutes).toBe(0);
    const second = judgeReadingTime({ claimedTotal: 100, storedTotal: 50, lastCountedAt: secondsAgo(50), now, daySeconds: first.daySeconds, dayMinutesCounted: 0 });
    expect(second).toMatchObject({ daySeconds: 100, newMinutes: 1 });
  });

  it('stops adding study time at the daily cap', () => {
    const j = judgeReadingTime({
      claimedTotal: 600,
      storedTotal: 0,
      lastCountedAt: secondsAgo(600),
      now,
      daySeconds: READING_DAILY_MINUTES_CAP * 60 - 60,
      dayMinutesCounted: READING_DAILY_MINUTES_CAP - 1,
    });
    expect(j.newMinutes).toBe(1);
    const after = judgeReadingTime({ claimedTotal: 1200, storedTotal: 600, lastCountedAt: secondsAgo(600), now, daySeconds: j.daySeconds, dayMinutesCounted: READING_DAILY_MINUTES_CAP });
    expect(after.newMinutes).toBe(0);
    expect(after.creditSeconds).toBe(600);
  });
});
