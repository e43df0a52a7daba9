const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });

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

/** A calendar day ('2026-03-04') as 'Wed, Mar 4', read as the date it names in any zone. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
