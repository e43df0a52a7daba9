/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Milliseconds as seconds with one decimal: `3.1 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** p50 and max of a list of milliseconds, as printed: `p50 3.1 s, max 7.9 s`. */
export function spread(values: readonly number[]): { p50: number; max: number; text: string } {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const max = sorted.at(-1) ?? Number.NaN;
  return { p50, max, text: sorted.length ? `p50 ${seconds(p50)}, max ${seconds(max)}` : 'no figures' };
}

/** What one scenario found: its printed line, and what went wrong (nothing when it passed). */
export interface ScenarioResult {
  line: string;
  problems: string[];
}

export const verdict = (problems: readonly string[]) => (problems.length === 0 ? 'PASS' : 'FAIL');
