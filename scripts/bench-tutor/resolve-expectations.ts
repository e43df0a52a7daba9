/**
 * Turns the question set's computed items into text for the day the benchmark runs, straight from
 * @hebcal (independently of the tutor's own calendar code): a holiday's evening or day, this week's
 * parsha, a city's candle lighting.
 */
import { HDate, HebrewCalendar, Location, getSedra } from '@hebcal/core';

const longDate = (d: Date) => d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

function today(now: Date): HDate {
  return new HDate(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
}

function matcher(spec: string): (desc: string) => boolean {
  const regex = /^\/(.*)\/$/.exec(spec);
  return regex ? (desc) => new RegExp(regex[1]!).test(desc) : (desc) => desc === spec;
}

/** The next occurrence (today or later) of the hebcal event that `spec` names. */
function nextEvent(spec: string, now: Date, evening: boolean): HDate {
  const start = today(now);
  const test = matcher(spec);
  const events = HebrewCalendar.calendar({ start, end: new HDate(start.abs() + 400), il: false });
  // An evening is still ahead if the event is tomorrow or later; a day if it is today or later.
  const found = events.find((e) => test(e.getDesc()) && e.getDate().abs() >= start.abs() + (evening ? 1 : 0));
  if (!found) throw new Error(`no ${spec} within a year`);
  return found.getDate();
}

function candles(city: string, now: Date): string {
  const location = Location.lookup(city);
  if (!location) throw new Error(`unknown city ${city}`);
  const t = today(now);
  const friday = t.getDay() === 6 ? t.prev() : t.onOrAfter(5);
  const event = HebrewCalendar.calendar({ start: friday, end: friday, candlelighting: true, location, il: location.getIsrael() }).find((e) => e.getDesc() === 'Candle lighting');
  const time = (event as { eventTime?: Date } | undefined)?.eventTime;
  if (!time) throw new Error(`no candle lighting for ${city}`);
  return time.toLocaleTimeString('en-US', { timeZone: location.getTzid(), hour: 'numeric', minute: '2-digit' });
}

function parsha(now: Date): string {
  const shabbat = today(now).onOrAfter(6);
  const sedra = getSedra(shabbat.getFullYear(), false).lookup(shabbat);
  return sedra.chag ? 'holiday' : sedra.parsha[0]!;
}

/** The alternatives of an item ("a|b|{{day:X}}"), split at the bars outside `{{...}}`. */
function alternatives(item: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < item.length; i++) {
    if (item.startsWith('{{', i)) depth++;
    else if (item.startsWith('}}', i)) depth = Math.max(0, depth - 1);
    else if (item[i] === '|' && depth === 0) {
      parts.push(item.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, item.slice(start)];
}

/** An item with each of its alternatives resolved: a computed one becomes its text for `now`. */
export function resolveExpectation(item: string, now: Date): string {
  return alternatives(item)
    .map((alternative) => resolveOne(alternative, now))
    .join('|');
}

function resolveOne(item: string, now: Date): string {
  const m = /^\{\{(\w+)(?::(.*))?\}\}$/.exec(item);
  if (!m) return item;
  const [, kind, arg = ''] = m;
  switch (kind) {
    case 'eve':
      return longDate(nextEvent(arg, now, true).prev().greg());
    case 'day':
      return longDate(nextEvent(arg, now, false).greg());
    case 'parsha':
      return parsha(now);
    case 'candles':
      return candles(arg, now);
    default:
      throw new Error(`unknown computed item ${item}`);
  }
}
