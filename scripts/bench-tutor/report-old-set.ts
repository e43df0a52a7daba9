import type { Area } from './questions';
import { oneLine, pct, replyTimeLine } from './report-format';

export interface OldSetResult {
  area: Area;
  question: string;
  reply: string;
  missing: string[];
  ms: number;
}

/** The old set's report, as the bench has always printed it: wrong answers, then accuracy per area. */
export function reportOldSet(results: readonly OldSetResult[], areas: readonly Area[], context: { seconds: number; concurrency: number; show: number }): string[] {
  const lines: string[] = [];
  const wrong = results.filter((r) => r.missing.length > 0);
  for (const r of wrong.slice(0, context.show)) {
    lines.push(`✗ [${r.area}] ${r.question}\n    must contain: ${r.missing.join(', ')}\n    replied: ${oneLine(r.reply)}`);
  }
  if (wrong.length > context.show) lines.push(`(${wrong.length - context.show} more wrong answers: SHOW=all to list them)`);

  lines.push(`\nMorah AI offline tutor, ${results.length} questions through the chat path (${context.seconds.toFixed(1)} s, ${context.concurrency} students at once)`);
  lines.push('area        right / asked   accuracy   goal');
  let failedGoal = false;
  for (const area of areas) {
    const mine = results.filter((r) => r.area === area);
    const ok = mine.filter((r) => r.missing.length === 0).length;
    const below = ok / mine.length < 0.9;
    failedGoal ||= below;
    lines.push(`${area.padEnd(12)}${String(ok).padStart(5)} / ${String(mine.length).padEnd(5)}   ${pct(ok, mine.length)}   ${below ? 'below 90%' : '90% met'}`);
  }
  const ok = results.length - wrong.length;
  lines.push(`${'overall'.padEnd(12)}${String(ok).padStart(5)} / ${String(results.length).padEnd(5)}   ${pct(ok, results.length)}   ${ok / results.length >= 0.95 ? '95% met' : 'below 95%'}`);
  lines.push(replyTimeLine(results.map((r) => r.ms)));
  if (failedGoal) lines.push('An area is below its goal: see the wrong answers above.');
  return lines;
}
