/** "Tuesday 14:05" style: when a download stops working, in the viewer's own time. */
export function formatUntil(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'long', hour: 'numeric', minute: '2-digit' });
}
