/** Shared pieces of the bench's printed tables. */
export const pct = (ok: number, n: number) => `${n === 0 ? '-' : ((100 * ok) / n).toFixed(1)}%`.padStart(6);

export const oneLine = (text: string, max = 220) => text.replace(/\s+/g, ' ').slice(0, max);

/** The reply-time line: by default from a question posted to its reply stored and read back. */
export function replyTimeLine(ms: readonly number[], what = 'post to stored reply, read back'): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!.toFixed(0);
  return `reply time (${what}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}
