import { HDate, HebrewCalendar, Location } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { cityNamedIn, shabbatTimes } from './shabbat-times';

const NOV_22_2026 = new Date(2026, 10, 22, 12);

describe('cityNamedIn', () => {
  it.each([
    ['When do we light candles in London?', 'London'],
    ['shabbat times for new york city', 'New York'],
    ['what time is havdalah in Brooklyn', 'New York'],
    ['candle lighting in Yerushalayim', 'Jerusalem'],
    ['When does Shabbat start in Tel Aviv?', 'Tel Aviv'],
    ['When does Shabbat start?', undefined],
  ])('%j → %s', (question, city) => {
    expect(cityNamedIn(question)).toBe(city);
  });
});

describe('shabbatTimes', () => {
  it('gives this Friday\'s candle lighting and Saturday night\'s Havdalah in the city\'s own time, from hebcal', () => {
    const london = Location.lookup('London')!;
    const friday = new HDate(new Date(2026, 10, 27));
    const events = HebrewCalendar.calendar({ start: friday, end: friday.next(), candlelighting: true, location: london });
    const at = (desc: string) => (events.find((e) => e.getDesc() === desc) as unknown as { eventTime: Date }).eventTime;
    const clock = (d: Date) => d.toLocaleTimeString('en-US', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit' });
    const times = shabbatTimes('London', NOV_22_2026);
    expect(times.friday.toDateString()).toBe('Fri Nov 27 2026');
    expect(times.candleLighting).toBe(clock(at('Candle lighting')));
    expect(times.havdalah).toBe(clock(at('Havdalah')));
    expect(times.parsha).toBe('Vayishlach');
  });

  it('on Shabbat itself, gives that Shabbat\'s times', () => {
    expect(shabbatTimes('Jerusalem', new Date(2026, 10, 28, 10)).friday.toDateString()).toBe('Fri Nov 27 2026');
  });

  it('lights earlier in Jerusalem than 18 minutes before sunset, as the custom there is', () => {
    const jerusalem = shabbatTimes('Jerusalem', NOV_22_2026);
    const telAviv = shabbatTimes('Tel Aviv', NOV_22_2026);
    const minutes = (t: string) => { const [h, m] = t.replace(/ [AP]M/, '').split(':').map(Number); return h! * 60 + m!; };
    expect(minutes(jerusalem.candleLighting)).toBeLessThan(minutes(telAviv.candleLighting));
  });
});
