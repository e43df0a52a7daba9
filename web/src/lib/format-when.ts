const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const fullDateTime = new Intl.DateTimeFormat('en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then a date such as 'Mar 3'. */
export function formatWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.round((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return shortDate.format(at);
}

const dayNumber = (d: Date) => Math.floor(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);

/** The day in words and the clock time, in the reader's own time zone: 'today 10:42', 'yesterday 18:05', 'Mar 3, 09:15'. */
export function formatDayAndTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const days = dayNumber(now) - dayNumber(at);
  const day = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${shortDate.format(at)},`;
  return `${day} ${clock.format(at)}`;
}

/** The whole moment, for a title or a screen reader: 'Sunday, November 29, 2026 at 10:42'. */
export function formatExact(iso: string): string {
  return fullDateTime.format(new Date(iso));
}
