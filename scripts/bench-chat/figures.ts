// Percentiles and the way the chat benchmark prints them.

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

export function figures(values: readonly number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
export const num = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
export const spread = (f: Figures) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`;

export const sleep = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs));
