import { describe, expect, it } from 'vitest';
import { firstOccurrence, icsFileName, learningReminderIcs } from './learning-reminder-ics';

describe('learning reminder calendar file', () => {
  // A Wednesday, 10:00 local time.
  const now = new Date(2026, 2, 4, 10, 0, 0);

  it('starts on the next chosen weekday and time after now', () => {
    expect(firstOccurrence(now, 3, '16:30')).toEqual(new Date(2026, 2, 4, 16, 30));
    expect(firstOccurrence(now, 3, '09:00')).toEqual(new Date(2026, 2, 11, 9, 0));
    expect(firstOccurrence(now, 0, '17:00')).toEqual(new Date(2026, 2, 8, 17, 0));
  });

  it('repeats weekly with a reminder 10 minutes before, and escapes text', () => {
    const ics = learningReminderIcs({ childName: 'Dina, the reader', weekday: 2, time: '16:30', durationMinutes: 30, now, uid: 'abc@morah' });
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20260310T163000');
    expect(lines).toContain('DTEND:20260310T170000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(lines).toContain('TRIGGER:-PT10M');
    expect(lines).toContain('SUMMARY:Learning time with Morah: Dina\\, the reader');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('names the file after the child', () => {
    expect(icsFileName('Dina Levi')).toBe('morah-learning-time-dina-levi.ics');
    expect(icsFileName('דינה')).toBe('morah-learning-time-child.ics');
  });
});

describe('long lines', () => {
  it('fold at 75 octets without splitting a Hebrew letter', () => {
    const ics = learningReminderIcs({ childName: 'דינה '.repeat(20).trim(), weekday: 1, time: '08:00', durationMinutes: 15, now: new Date(2026, 0, 1), uid: 'x@morah' });
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Learning time with Morah: ${'דינה '.repeat(20).trim()}`);
  });
});
