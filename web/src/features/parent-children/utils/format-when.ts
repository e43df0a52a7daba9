/** A calendar day ('2026-03-04') as 'Wed, Mar 4', read as the date it names in any zone. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
