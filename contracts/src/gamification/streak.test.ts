import { HDate } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { isShabbatOrYomTov } from './rest-day';
import { streakBonusXP, updateStreak, type StreakState } from './streak';

const fresh: StreakState = { current: 0, longest: 0, lastDay: null };
const at = (iso: string) => new Date(iso);
const noRest = () => false;
/** A Hebrew date's daytime as 'YYYY-MM-DD' (hebcal gives a Date at local midnight of that day). */
const dayOf = (hd: HDate) => {
  const g = hd.greg();
  return `${g.getFullYear()}-${String(g.getMonth() + 1).padStart(2, '0')}-${String(g.getDate()).padStart(2, '0')}`;
};
const noonUtc = (day: string) => at(`${day}T12:00:00Z`);
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('updateStreak', () => {
  it('given no check-in yet, when the child checks in, then the streak starts at 1 with a bonus', () => {
    const result = updateStreak(fresh, at('2026-11-19T15:00:00Z'), 'UTC', noRest);
    expect(result).toEqual({ state: { current: 1, longest: 1, lastDay: '2026-11-19' }, outcome: 'first', bonusXP: 5 });
  });

  it('given a check-in today, when the child checks in again today, then nothing changes and no bonus is paid', () => {
    const state: StreakState = { current: 4, longest: 9, lastDay: '2026-11-19' };
    const result = updateStreak(state, at('2026-11-19T23:59:00Z'), 'UTC', noRest);
    expect(result).toEqual({ state, outcome: 'same-day', bonusXP: 0 });
  });

  it('given a check-in yesterday, when the child checks in, then the streak continues and longest follows', () => {
    const result = updateStreak({ current: 4, longest: 4, lastDay: '2026-11-18' }, at('2026-11-19T08:00:00Z'), 'UTC', noRest);
    expect(result).toEqual({ state: { current: 5, longest: 5, lastDay: '2026-11-19' }, outcome: 'continued', bonusXP: 25 });
  });

  it('given two missed weekdays, when the child checks in, then the streak resets to 1 and longest is kept', () => {
    // Monday, then Thursday: Tuesday and Wednesday are ordinary days.
    const result = updateStreak({ current: 6, longest: 6, lastDay: '2026-11-16' }, noonUtc('2026-11-19'), 'UTC', isShabbatOrYomTov);
    expect(result).toEqual({ state: { current: 1, longest: 6, lastDay: '2026-11-19' }, outcome: 'reset', bonusXP: 5 });
  });

  it('given a Friday check-in, when the child comes back on Sunday, then Shabbat did not break the streak', () => {
    const result = updateStreak({ current: 3, longest: 3, lastDay: '2026-11-20' }, noonUtc('2026-11-22'), 'UTC', isShabbatOrYomTov);
    expect(result.outcome).toBe('continued');
    expect(result.state.current).toBe(4);
  });

  it('given a Friday check-in, when the child comes back on Monday, then the missed Sunday resets it', () => {
    const result = updateStreak({ current: 3, longest: 3, lastDay: '2026-11-20' }, noonUtc('2026-11-23'), 'UTC', isShabbatOrYomTov);
    expect(result.outcome).toBe('reset');
  });

  it('given a check-in before Rosh Hashana 5787, when the child comes back the day after both days, then it continues', () => {
    const roshHashana = new HDate(1, 'Tishrei', 5787);
    const before = dayOf(roshHashana.prev());
    const after = dayOf(roshHashana.add(2, 'd'));
    const result = updateStreak({ current: 2, longest: 5, lastDay: before }, noonUtc(after), 'UTC', isShabbatOrYomTov);
    expect(result.outcome).toBe('continued');
    expect(result.state).toEqual({ current: 3, longest: 5, lastDay: after });
  });

  it('given a check-in before Yom Kippur, when the child comes back after it, then it continues', () => {
    const yomKippur = new HDate(10, 'Tishrei', 5787);
    const result = updateStreak(
      { current: 2, longest: 2, lastDay: dayOf(yomKippur.prev()) },
      noonUtc(dayOf(yomKippur.next())),
      'UTC',
      isShabbatOrYomTov,
    );
    expect(result.outcome).toBe('continued');
  });

  it('given the second day of Pesach, then it is a rest day abroad but not in Israel', () => {
    // Pesach 5787 begins on a Thursday: Thursday and Friday are Yom Tov abroad, then Shabbat.
    const pesach = new HDate(15, 'Nisan', 5787);
    const last = dayOf(pesach.prev());
    const back = dayOf(pesach.add(3, 'd'));
    const state: StreakState = { current: 2, longest: 2, lastDay: last };
    expect(updateStreak(state, noonUtc(back), 'UTC', (d) => isShabbatOrYomTov(d, false)).outcome).toBe('continued');
    expect(updateStreak(state, noonUtc(back), 'UTC', (d) => isShabbatOrYomTov(d, true)).outcome).toBe('reset');
  });

  describe('counts days on the child\u2019s own calendar', () => {
    it('in Los Angeles, 23:45 on the 10th is still the 10th though it is already the 11th in UTC', () => {
      const state: StreakState = { current: 2, longest: 2, lastDay: '2026-03-10' };
      expect(updateStreak(state, at('2026-03-11T06:45:00Z'), 'America/Los_Angeles', noRest).outcome).toBe('same-day');
      expect(updateStreak(state, at('2026-03-11T06:45:00Z'), 'UTC', noRest).outcome).toBe('continued');
    });

    it('in Los Angeles, a check-in just after local midnight is the next day', () => {
      const result = updateStreak({ current: 2, longest: 2, lastDay: '2026-03-10' }, at('2026-03-11T07:15:00Z'), 'America/Los_Angeles', noRest);
      expect(result.outcome).toBe('continued');
      expect(result.state.lastDay).toBe('2026-03-11');
    });

    it('in Auckland, 00:30 on the 16th counts as the 16th while UTC still says the 15th', () => {
      const result = updateStreak({ current: 1, longest: 1, lastDay: '2026-06-15' }, at('2026-06-15T12:30:00Z'), 'Pacific/Auckland', noRest);
      expect(result.outcome).toBe('continued');
      expect(result.state.lastDay).toBe('2026-06-16');
    });

    it('in Jerusalem, Saturday night after midnight is Sunday, so a Friday check-in continues', () => {
      // 22:30 UTC on Saturday 21 November is 00:30 on Sunday in Jerusalem (UTC+2 in winter).
      const result = updateStreak({ current: 1, longest: 1, lastDay: '2026-11-20' }, at('2026-11-21T22:30:00Z'), 'Asia/Jerusalem', isShabbatOrYomTov);
      expect(result.outcome).toBe('continued');
      expect(result.state.lastDay).toBe('2026-11-22');
    });

    it('on the day clocks spring forward (a 23-hour day), the next evening is the next day', () => {
      // Los Angeles moves to summer time on Sunday 8 March 2026.
      const result = updateStreak({ current: 1, longest: 1, lastDay: '2026-03-07' }, at('2026-03-09T06:30:00Z'), 'America/Los_Angeles', noRest);
      expect(result.outcome).toBe('continued');
      expect(result.state.lastDay).toBe('2026-03-08');
    });

    it('on the day clocks fall back (a 25-hour day), check-ins 25 hours apart are still one day', () => {
      // Sunday 1 November 2026: 00:10 PDT is 07:10 UTC; 23:50 PST is 07:50 UTC the next day.
      const first = updateStreak({ current: 1, longest: 1, lastDay: '2026-10-31' }, at('2026-11-01T07:10:00Z'), 'America/Los_Angeles', noRest);
      expect(first.state.lastDay).toBe('2026-11-01');
      const second = updateStreak(first.state, at('2026-11-02T07:50:00Z'), 'America/Los_Angeles', noRest);
      expect(second).toEqual({ state: first.state, outcome: 'same-day', bonusXP: 0 });
    });

    it('given an unknown time zone, then the day is read in UTC', () => {
      const result = updateStreak(fresh, at('2026-03-11T06:45:00Z'), 'Mars/Olympus_Mons', noRest);
      expect(result.state.lastDay).toBe('2026-03-11');
      expect(updateStreak(fresh, at('2026-03-11T06:45:00Z'), '', noRest).state.lastDay).toBe('2026-03-11');
    });

    it('given a child who flew west and is back on yesterday\u2019s date, then it is treated as the same day', () => {
      const state: StreakState = { current: 3, longest: 3, lastDay: '2026-06-16' };
      const result = updateStreak(state, at('2026-06-15T20:00:00Z'), 'America/Los_Angeles', noRest);
      expect(result).toEqual({ state, outcome: 'same-day', bonusXP: 0 });
    });
  });

  it('given a damaged last day, then it starts afresh and keeps the longest streak', () => {
    const result = updateStreak({ current: 5, longest: 12, lastDay: '2026-13-40' }, noonUtc('2026-11-19'), 'UTC', noRest);
    expect(result).toEqual({ state: { current: 1, longest: 12, lastDay: '2026-11-19' }, outcome: 'first', bonusXP: 5 });
  });

  it('asks about each day in the gap only once and stops at the first working day', () => {
    const asked: string[] = [];
    updateStreak({ current: 1, longest: 1, lastDay: '2026-11-16' }, noonUtc('2026-11-30'), 'UTC', (d) => {
      asked.push(d);
      return d === dayAfter('2026-11-16', 1);
    });
    expect(asked).toEqual(['2026-11-17', '2026-11-18']);
  });
});

describe('streakBonusXP', () => {
  it('pays 5 XP per streak day, up to 35 from the seventh day on', () => {
    expect([1, 2, 3, 6, 7, 8, 30].map(streakBonusXP)).toEqual([5, 10, 15, 30, 35, 35, 35]);
  });
  it('pays nothing for a streak of 0', () => {
    expect(streakBonusXP(0)).toBe(0);
  });
});
