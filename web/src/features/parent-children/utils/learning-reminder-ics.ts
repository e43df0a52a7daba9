/**
 * A weekly calendar reminder (RFC 5545) a parent downloads and opens in any calendar app. The time is
 * "floating": 16:30 means 16:30 wherever the calendar is, so no time zone data needs to be bundled.
 */

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ICS_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export interface LearningReminder {
  childName: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** 'HH:MM', 24-hour. */
  time: string;
  durationMinutes: number;
  /** The first reminder is the next such weekday and time after this moment. */
  now: Date;
  uid: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localStamp = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}00`;
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The next `weekday` at `time` strictly after `now`, in the browser's local time. */
export function firstOccurrence(now: Date, weekday: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes, 0, 0);
  start.setDate(start.getDate() + ((weekday - start.getDay() + 7) % 7));
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 7);
  return start;
}

export function learningReminderIcs({ childName, weekday, time, durationMinutes, now, uid }: LearningReminder): string {
  const start = firstOccurrence(now, weekday, time);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Morah//Parent Dashboard//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${localStamp(start)}`,
    `DTEND:${localStamp(end)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${ICS_DAYS[weekday] ?? 'SU'}`,
    `SUMMARY:${escapeText(`Learning time with Morah: ${childName}`)}`,
    `DESCRIPTION:${escapeText(`${durationMinutes} minutes of learning with Morah for ${childName}: read the parsha, color a Hebrew letter, or ask Morah a question.`)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT10M',
    `DESCRIPTION:${escapeText(`Learning time for ${childName} starts in 10 minutes`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A link target for the file: a data URL works everywhere a download link does, with nothing to revoke. */
export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

export const icsFileName = (childName: string) => `morah-learning-time-${childName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child'}.ics`;
