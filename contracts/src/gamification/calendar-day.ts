/**
 * Calendar days as 'YYYY-MM-DD' strings. A day string has no time zone of its own: it is the date on the
 * child's wall calendar, worked out once from an instant and a zone (localDay) and then only counted.
 * Counting is done on UTC midnights so daylight-saving changes can never make a day 23 or 25 hours long.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The day's number counted from 1970-01-01, or null when the string is not a real calendar day. */
export function dayNumber(day: string): number | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real day survives the round trip unchanged.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return ms / MS_PER_DAY;
}

export function isCalendarDay(day: string): boolean {
  return dayNumber(day) !== null;
}

function requireDay(day: string): number {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return n;
}

export function dayFromNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(requireDay(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(requireDay(day) * MS_PER_DAY).getUTCDay();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
    return f;
  } catch {
    return null;
  }
}

/** True for a zone the runtime knows (an IANA name such as 'Asia/Jerusalem', or 'UTC'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  return typeof timeZone === 'string' && timeZone.length > 0 && formatterFor(timeZone) !== null;
}

/** The child's zone when it is real, otherwise UTC: a bad zone must not stop a check-in. */
export function resolveTimeZone(timeZone: unknown): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The date on the wall calendar in `timeZone` at instant `now` (an invalid zone reads as UTC). */
export function localDay(now: Date, timeZone: string): string {
  const formatter = formatterFor(resolveTimeZone(timeZone)) as Intl.DateTimeFormat;
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
