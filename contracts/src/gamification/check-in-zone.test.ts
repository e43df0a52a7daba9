import { describe, expect, it } from 'vitest';
import { checkInAcrossZones, decideCheckInZone, TIME_ZONE_CHANGE_DAYS } from './check-in-zone';

const noRest = () => false;
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;
// Etc/GMT+12 is UTC-12 (the day's last zone); Pacific/Kiritimati is UTC+14 (its first).
const WEST = 'Etc/GMT+12';
const EAST = 'Pacific/Kiritimati';

describe('decideCheckInZone', () => {
  const stored = { timeZone: WEST, previousTimeZone: null, changedAt: null, hasCheckedIn: true };

  it('given no check-in yet, takes the zone the child sends', () => {
    expect(decideCheckInZone({ ...stored, timeZone: 'UTC', hasCheckedIn: false }, EAST, at('2026-11-24T12:00:00Z'))).toMatchObject({ timeZone: EAST, outcome: 'first', changedAt: null, judgeIn: [EAST] });
  });

  it('given no zone sent, keeps the stored one', () => {
    expect(decideCheckInZone(stored, null, at('2026-11-24T12:00:00Z'))).toMatchObject({ timeZone: WEST, outcome: 'same', judgeIn: [WEST] });
  });

  it('accepts a change, judged in the new zone and the old one', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(decideCheckInZone(stored, EAST, now)).toEqual({ timeZone: EAST, previousTimeZone: WEST, changedAt: now, outcome: 'changed', judgeIn: [EAST, WEST] });
  });

  it(`refuses a second change within ${TIME_ZONE_CHANGE_DAYS} days, and still judges in both zones until then`, () => {
    const changedAt = at('2026-11-24T12:00:00Z');
    const after = { timeZone: EAST, previousTimeZone: WEST, changedAt, hasCheckedIn: true };
    const soon = new Date(changedAt.getTime() + TIME_ZONE_CHANGE_DAYS * DAY - 1000);
    expect(decideCheckInZone(after, 'Asia/Jerusalem', soon)).toMatchObject({ timeZone: EAST, outcome: 'asked-too-soon', changedAt, judgeIn: [EAST, WEST] });
    const later = new Date(changedAt.getTime() + TIME_ZONE_CHANGE_DAYS * DAY);
    expect(decideCheckInZone(after, null, later)).toMatchObject({ timeZone: EAST, judgeIn: [EAST] });
    expect(decideCheckInZone(after, 'Asia/Jerusalem', later)).toMatchObject({ timeZone: 'Asia/Jerusalem', previousTimeZone: EAST, outcome: 'changed' });
  });
});

describe('checkInAcrossZones', () => {
  it('given a check-in in the last zone, when the first zone checks in a second later, then no day is gained', () => {
    const first = at('2026-11-24T20:00:00Z'); // 08:00 on the 24th in Etc/GMT+12, 10:00 on the 25th in Kiritimati
    const state = { current: 1, longest: 1, lastDay: '2026-11-24', lastCheckInAt: first };
    const result = checkInAcrossZones(state, new Date(first.getTime() + 1000), [EAST, WEST], noRest);
    expect(result.outcome).toBe('same-day');
    expect(result.bonusXP).toBe(0);
  });

  it('takes the earlier day: a new day in the new zone only is not a new day', () => {
    // Last check-in at 09:00 UTC: 21:00 on the 23rd in Etc/GMT+12, 23:00 on the 24th in Kiritimati.
    const last = at('2026-11-24T09:00:00Z');
    // 11:00 UTC: Kiritimati has reached the 25th, Etc/GMT+12 is still on the 23rd.
    const result = checkInAcrossZones({ current: 3, longest: 3, lastDay: '2026-11-24', lastCheckInAt: last }, at('2026-11-24T11:00:00Z'), [EAST, WEST], noRest);
    expect(result.outcome).toBe('same-day');
  });

  it('counts a real new day in both zones', () => {
    const last = at('2026-11-24T09:00:00Z');
    // 14:00 UTC: 02:00 on the 24th in Etc/GMT+12, 04:00 on the 25th in Kiritimati: the next day in both.
    const result = checkInAcrossZones({ current: 3, longest: 3, lastDay: '2026-11-24', lastCheckInAt: last }, at('2026-11-24T14:00:00Z'), [EAST, WEST], noRest);
    expect(result).toMatchObject({ outcome: 'continued', state: { current: 4, lastDay: '2026-11-25' }, timeZone: EAST });
  });

  it('reads a streak kept without an instant by its stored day', () => {
    const result = checkInAcrossZones({ current: 2, longest: 2, lastDay: '2026-11-23', lastCheckInAt: null }, at('2026-11-24T12:00:00Z'), ['UTC'], noRest);
    expect(result).toMatchObject({ outcome: 'continued', state: { current: 3, lastDay: '2026-11-24' }, timeZone: 'UTC' });
  });
});
