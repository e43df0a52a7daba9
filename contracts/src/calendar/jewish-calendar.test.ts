import { Location } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { CANDLE_CITIES, candleTimes, holidayTypeOf, holidaysInMonth, todayInfo, upcomingHolidays } from './jewish-calendar';

describe('the Jewish calendar from @hebcal', () => {
  it('types holidays as the spec names them', () => {
    expect(holidayTypeOf(['holiday', 'major'])).toBe('major');
    expect(holidayTypeOf(['holiday', 'major', 'fast'])).toBe('major'); // Yom Kippur
    expect(holidayTypeOf(['holiday', 'fast'])).toBe('fast');
    expect(holidayTypeOf(['holiday', 'modern'])).toBe('modern');
    expect(holidayTypeOf(['holiday', 'shabbat'])).toBe('shabbat');
    expect(holidayTypeOf(['parashat'])).toBe('shabbat');
    expect(holidayTypeOf(['roshchodesh'])).toBe('minor');
    expect(holidayTypeOf(['holiday', 'minor'])).toBe('minor');
  });

  it('finds the real holidays of a month, with Hebrew names and types', () => {
    const december = holidaysInMonth(2026, 11);
    const firstNight = december.find((h) => h.name === 'Chanukah: 1 Candle');
    expect(firstNight).toMatchObject({ date: '2026-12-04', type: 'minor', basename: 'Chanukah', candles: true });
    expect(firstNight?.hebrewName).toContain('חֲנוּכָּה');
    expect(december.find((h) => h.basename === "Asara B'Tevet")).toMatchObject({ date: '2026-12-20', type: 'fast' });
    expect(december.filter((h) => h.type === 'shabbat' && h.name.startsWith('Parashat ')).length).toBe(4);
    const september = holidaysInMonth(2026, 8);
    expect(september.find((h) => h.name === 'Yom Kippur')).toMatchObject({ date: '2026-09-21', type: 'major' });
  });

  it('keeps one festival day in Israel where the diaspora keeps two', () => {
    const diaspora = holidaysInMonth(2026, 8, false).filter((h) => h.basename === 'Sukkot' && !h.name.includes('CH'));
    const israel = holidaysInMonth(2026, 8, true).filter((h) => h.basename === 'Sukkot' && !h.name.includes('CH'));
    expect(diaspora.map((h) => h.name)).toContain('Sukkot II');
    expect(israel.map((h) => h.name)).not.toContain('Sukkot II');
  });

  it('lists the next holidays once each, without weekly readings', () => {
    const next = upcomingHolidays('2026-11-22', 3);
    expect(next.map((h) => h.basename)).toEqual(['Chanukah', 'Chag HaBanot', 'Rosh Chodesh Tevet']);
  });

  it("gives today's Hebrew date and the coming Shabbat's parsha", () => {
    const info = todayInfo('2026-11-22');
    expect(info.hebrewDate).toBe('12th of Kislev, 5787');
    expect(info.parsha).toBe('Parashat Vayishlach');
  });

  it('gives candle lighting and havdalah in the city’s own time', () => {
    const jerusalem = candleTimes('Jerusalem', '2026-11-18');
    expect(jerusalem?.candleLighting).toMatchObject({ date: '2026-11-20', label: 'Candle lighting', occasion: 'Shabbat' });
    expect(jerusalem?.candleLighting.time).toBe('15:57');
    expect(jerusalem?.havdalah).toMatchObject({ date: '2026-11-21', time: '17:16' });
    expect(candleTimes('Atlantis', '2026-11-18')).toBeNull();
  });

  it('knows every city it offers', () => {
    for (const city of CANDLE_CITIES) expect(Location.lookup(city), city).toBeDefined();
  });
});
