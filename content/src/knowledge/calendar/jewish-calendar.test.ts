import { HDate, getSedra, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS } from '../holidays';
import { hebrewDateText, holidayInProgress, nextOccurrence, upcomingHoliday, weeklyReading } from './jewish-calendar';

const NOV_22_2026 = new Date(2026, 10, 22, 12);
const sameDay = (a: Date, b: HDate) => expect(a.toDateString()).toBe(b.greg().toDateString());
const holiday = (id: string) => {
  const found = HOLIDAYS.find((h) => h.id === id);
  if (!found) throw new Error(`no holiday ${id}`);
  return found;
};

describe('weeklyReading', () => {
  it('gives the coming Shabbat’s parsha (outside Israel)', () => {
    const reading = weeklyReading(NOV_22_2026);
    const shabbat = new HDate(NOV_22_2026).onOrAfter(6);
    expect(reading.parsha).toEqual(getSedra(shabbat.getFullYear(), false).lookup(shabbat).parsha);
    expect(reading.parsha).toEqual(['Vayishlach']);
    expect(reading.range).toBe('Genesis 32:4-36:43');
    expect(reading.hebrewName).toBe('וַיִּשְׁלַח');
    expect(reading.shabbat.toDateString()).toBe('Sat Nov 28 2026');
  });

  it('is today’s reading on Shabbat itself', () => {
    expect(weeklyReading(new Date(2026, 10, 28, 10)).parsha).toEqual(['Vayishlach']);
    expect(weeklyReading(new Date(2026, 10, 29, 10)).parsha).toEqual(['Vayeshev']);
  });

  it('keeps the parsha’s own verses on a Shabbat with an extra Chanukah reading', () => {
    const reading = weeklyReading(new Date(2026, 11, 5, 10));
    expect(reading.parsha).toEqual(['Vayeshev']);
    expect(reading.range).toBe('Genesis 37:1-40:23');
  });

  it('reports a holiday reading when a festival falls on Shabbat', () => {
    const reading = weeklyReading(new Date(2027, 3, 20, 10));
    expect(reading.holiday).toBe(true);
    expect(reading.parsha).toEqual([]);
    expect(reading.name).toMatch(/Pesach/);
  });

  it('names both halves of a doubled parsha', () => {
    expect(weeklyReading(new Date(2027, 6, 26, 10)).parsha).toEqual(['Matot', 'Masei']);
  });
});

describe('holidays from hebcal', () => {
  // Each holiday's first full day as a Hebrew date, 5787 (2026-27) and 5788 (autumn 2027).
  const firstDays: Array<[string, HDate]> = [
    ['chanukah', new HDate(25, months.KISLEV, 5787)],
    ['tu-bishvat', new HDate(15, months.SHVAT, 5787)],
    ['purim', new HDate(14, months.ADAR_II, 5787)], // 5787 is a leap year: Purim is in Adar II
    ['pesach', new HDate(15, months.NISAN, 5787)],
    ['lag-baomer', new HDate(18, months.IYYAR, 5787)],
    ['shavuot', new HDate(6, months.SIVAN, 5787)],
    ['tisha-bav', new HDate(9, months.AV, 5787)],
    ['tu-bav', new HDate(15, months.AV, 5787)],
    ['rosh-hashana', new HDate(1, months.TISHREI, 5788)],
    ['yom-kippur', new HDate(10, months.TISHREI, 5788)],
    ['sukkot', new HDate(15, months.TISHREI, 5788)],
    ['shemini-atzeret', new HDate(22, months.TISHREI, 5788)],
    ['simchat-torah', new HDate(23, months.TISHREI, 5788)],
  ];

  it.each(firstDays)('finds %s on its Hebrew date, beginning the evening before', (id, first) => {
    const o = nextOccurrence(holiday(id), NOV_22_2026);
    sameDay(o.firstDay, first);
    sameDay(o.beginsEvening, first.prev());
    expect(o.inProgress).toBe(false);
  });

  it('finds the dawn fasts on their day: Asara B’Tevet, Ta’anit Esther (moved to Thursday when Purim is on Sunday)', () => {
    sameDay(nextOccurrence(holiday('asara-btevet'), NOV_22_2026).firstDay, new HDate(10, months.TEVET, 5787));
    const esther = nextOccurrence(holiday('taanit-esther'), NOV_22_2026).firstDay;
    expect(new HDate(esther).getMonth()).toBe(months.ADAR_II);
  });

  it('moves Tish’a B’Av to Sunday when 9 Av is Shabbat', () => {
    const ninthOfAv = new HDate(9, months.AV, 5789);
    expect(ninthOfAv.getDay()).toBe(6);
    sameDay(nextOccurrence(holiday('tisha-bav'), new Date(2029, 5, 1)).firstDay, ninthOfAv.next());
  });

  it('knows a holiday in progress and the next one to begin, skipping fasts and Rosh Chodesh', () => {
    const chanukahDay3 = new HDate(27, months.KISLEV, 5787).greg();
    expect(holidayInProgress(chanukahDay3)?.holiday.id).toBe('chanukah');
    expect(upcomingHoliday(chanukahDay3).holiday.id).toBe('tu-bishvat');
    expect(holidayInProgress(NOV_22_2026)).toBeUndefined();
    expect(upcomingHoliday(NOV_22_2026).holiday.id).toBe('chanukah');
  });

  it('counts Pesach as eight days outside Israel', () => {
    const o = nextOccurrence(holiday('pesach'), new HDate(22, months.NISAN, 5787).greg());
    expect(o.inProgress).toBe(true);
    sameDay(o.lastDay, new HDate(22, months.NISAN, 5787));
  });
});

describe('hebrewDateText', () => {
  it('gives the Hebrew date of the calendar day', () => {
    expect(hebrewDateText(NOV_22_2026)).toEqual({ english: '12 Kislev 5787', hebrew: new HDate(NOV_22_2026).renderGematriya() });
  });
});
