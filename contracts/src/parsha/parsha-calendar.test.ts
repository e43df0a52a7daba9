import { HDate, getSedra } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { jewishYearStart, PARSHA_NAMES, parshaDetails, parshaForDate, resolveParshaName } from './parsha-calendar';

describe('parsha calendar', () => {
  it('knows the 54 parshiyot and finds them however they are typed', () => {
    expect(PARSHA_NAMES).toHaveLength(54);
    expect(resolveParshaName('bereshit')).toBe('Bereshit');
    expect(resolveParshaName('Behaalotcha')).toBe("Beha'alotcha");
    expect(resolveParshaName('vayakhel pekudei')).toBe('Vayakhel-Pekudei');
    expect(resolveParshaName('Narnia')).toBeUndefined();
  });

  it('gives a parsha its range, seven aliyot and verse count', () => {
    const b = parshaDetails('Bereshit')!;
    expect(b.rangeText).toBe('Genesis 1:1-6:8');
    expect(b.aliyot.map((a) => a.range)).toEqual(['Genesis 1:1-2:3', 'Genesis 2:4-19', 'Genesis 2:20-3:21', 'Genesis 3:22-4:18', 'Genesis 4:19-22', 'Genesis 4:23-5:24', 'Genesis 5:25-6:8']);
    expect(b.totalVerses).toBe(146);
    expect(b.aliyot.reduce((n, a) => n + a.verses, 0)).toBe(146);
    const vp = parshaDetails('Vayakhel-Pekudei')!;
    expect(vp.rangeText).toBe('Exodus 35:1-40:38');
    expect(vp.parts).toEqual(['Vayakhel', 'Pekudei']);
    expect(parshaDetails('Achrei Mot-Kedoshim')!.rangeText).toBe('Leviticus 16:1-20:27');
  });

  it('names the Shabbat on or after a day and its parsha', () => {
    expect(parshaForDate('2026-11-22', false)).toEqual({ name: 'Vayishlach', shabbatDate: '2026-11-28' });
    expect(parshaForDate('2026-11-28', false).name).toBe('Vayishlach');
  });

  it('says which holiday reading replaces the parsha and gives the next one', () => {
    const w = parshaForDate('2026-04-01', false);
    expect(w.holiday?.name).toBe('Pesach Shabbat Chol ha-Moed');
    expect(w.holiday?.shabbatDate).toBe('2026-04-04');
    expect(w.shabbatDate).toBe('2026-04-11');
    const il = getSedra(5786, true).lookup(new HDate(new Date(2026, 3, 11)));
    expect(parshaForDate('2026-04-05', true).name).toBe(il.parsha.join('-'));
  });

  it('starts the Jewish year at Rosh Hashana', () => {
    expect(jewishYearStart('2026-11-22')).toBe('2026-09-12');
    expect(jewishYearStart('2026-09-11')).toBe('2025-09-23');
  });
});
