/**
 * The answers that are computed when a child asks: dates from @hebcal, Shabbat times for a named city,
 * this week's parsha, and the gematria of a word. Each phrases a fact; none of them stores one.
 */
import { HOLIDAYS } from '../holidays';
import { PARSHIYOT } from '../parshiyot';
import { gematriaOf, letterByGlyph, stripNiqqud } from '../letters';
import { formatGregorian, hebrewDateOf, hebrewDateText, nextOccurrence, upcomingFast, upcomingHoliday, weeklyReading } from '../calendar/jewish-calendar';
import { cityNamedIn, shabbatTimes } from '../calendar/shabbat-times';
import type { Holiday } from '../types';

export function holidayDateAnswer(holiday: Holiday, now: Date): string {
  const o = nextOccurrence(holiday, now);
  const evening = formatGregorian(o.beginsEvening);
  const first = formatGregorian(o.firstDay);
  const candle = holiday.id === 'chanukah' ? ', when we light the first candle' : '';
  if (holiday.dawnFast) {
    return o.inProgress
      ? `${holiday.name} is today: a fast from dawn until nightfall.`
      : `${holiday.name} is on ${first} (${o.hebrewDate}). It is a fast from dawn until nightfall.`;
  }
  // Plain wording without exclamation marks: Tish'a B'Av and Yom Kippur are not parties.
  if (o.inProgress) return `${holiday.name} is happening now. It began at sundown on ${evening}${holiday.days > 1 ? ` and ends at nightfall on ${formatGregorian(o.lastDay)}` : ''}.`;
  if (o.beginsTonight) return `${holiday.name} begins tonight, at sundown on ${evening}${candle}.`;
  const length = holiday.days > 1 ? ` It lasts ${holiday.days} days outside Israel, until nightfall on ${formatGregorian(o.lastDay)}.` : '';
  return `${holiday.name} begins on the evening of ${evening}, at sundown${candle}. The first full day is ${first} (${o.hebrewDate}).${length} Jewish days begin in the evening, so it starts the night before.`;
}

export function nextHolidayAnswer(now: Date): { text: string; holiday: Holiday } {
  const o = upcomingHoliday(now);
  const when = o.beginsTonight ? 'tonight,' : 'on the evening of';
  return { text: `The next holiday is ${o.holiday.name}. It begins ${when} ${formatGregorian(o.beginsEvening)}, at sundown. ${o.holiday.what}`, holiday: o.holiday };
}

export function nextFastAnswer(now: Date): { text: string; holiday: Holiday } {
  const o = upcomingFast(now);
  const when = o.holiday.dawnFast ? `on ${formatGregorian(o.firstDay)}, from dawn until nightfall` : `on the evening of ${formatGregorian(o.beginsEvening)}, at sunset, until nightfall the next day`;
  return { text: `The next fast day is ${o.holiday.name}. It is ${when}. ${o.holiday.why}`, holiday: o.holiday };
}

export function weeklyParshaAnswer(now: Date): string {
  const reading = weeklyReading(now);
  const when = `Shabbat, ${formatGregorian(reading.shabbat)}`;
  if (reading.holiday) {
    return `This Shabbat (${when}) is a holiday, so instead of the weekly parsha we read a special holiday portion: ${reading.name} (${reading.hebrewName}), ${reading.range}.`;
  }
  const stories = reading.parsha.map((name) => PARSHIYOT.find((p) => p.id === name)?.summary).filter(Boolean);
  return `This week's parsha is ${reading.name} (${reading.hebrewName}), read on ${when}. It is in ${reading.range}.${stories.length ? ` ${stories.join(' ')}` : ''}`;
}

export function hebrewDateAnswer(now: Date): string {
  const today = hebrewDateText(now);
  const tonight = hebrewDateText(hebrewDateOf(now).next().greg());
  return `Today, ${formatGregorian(now)}, is ${today.english} (${today.hebrew}). A Jewish day begins at sundown, so this evening it becomes ${tonight.english}.`;
}

/** Times for a city named in the question; undefined when no city we know is named. */
export function shabbatTimesAnswer(question: string, now: Date): string | undefined {
  const city = cityNamedIn(question);
  if (!city) return undefined;
  const t = shabbatTimes(city, now);
  const parsha = t.parsha ? ` That Shabbat we read parashat ${t.parsha}.` : '';
  return `In ${t.city}, Shabbat candles are lit on ${formatGregorian(t.friday)} at ${t.candleLighting}, and Shabbat ends with Havdalah at ${t.havdalah} on Saturday night.${parsha} Times change every week, so check again next Friday.`;
}

export function gematriaAnswer(word: string): string {
  const letters = [...stripNiqqud(word)].filter((ch) => letterByGlyph(ch));
  const parts = letters.map((ch) => `${ch} (${letterByGlyph(ch)?.value})`);
  const total = gematriaOf(word);
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${total}` : parts.join('');
  return `The gematria of ${word} is ${total}: ${sum}. Gematria adds up the number value of each letter.`;
}

export function holidayById(id: string): Holiday | undefined {
  return HOLIDAYS.find((h) => h.id === id);
}
