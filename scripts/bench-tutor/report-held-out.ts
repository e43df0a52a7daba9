import type { HeldOutGrade } from './grade-held-out';
import { HELD_OUT_AREAS, type HeldOutItem } from './held-out-item';
import { oneLine, pct, replyTimeLine } from './report-format';

export interface HeldOutResult {
  item: HeldOutItem;
  reply: string;
  /** Whether the stored reply carries a non-empty `sources` list. */
  cited: boolean;
  grade: HeldOutGrade;
  ms: number;
}

export const HELD_OUT_GOAL = 0.95;

/**
 * The held-out set's report: wrong answers, accuracy per area and overall, evasive replies, groups right
 * in all three phrasings, and the share of factual replies that carry a source.
 */
export function reportHeldOut(results: readonly HeldOutResult[], context: { seconds: number; concurrency: number; show: number; title?: string }): string[] {
  const lines: string[] = [];
  const wrong = results.filter((r) => !r.grade.right);
  for (const r of wrong.slice(0, context.show)) {
    const lacks = [
      ...(r.grade.missing.length ? [`must contain: ${r.grade.missing.join(', ')}`] : []),
      ...(r.grade.asksNothingBack ? ['asks the child nothing back'] : []),
      ...(r.grade.unsure && r.grade.missing.length === 0 ? ['says it is not sure'] : []),
    ];
    lines.push(`✗ [${r.item.area}] ${r.item.id}${r.grade.evasive ? ' (evasive)' : ''}: ${r.item.turns.join(' → ')}\n    ${lacks.join('; ')}\n    replied: ${oneLine(r.reply)}`);
  }
  if (context.show === 0 && wrong.length > 0) lines.push(`(${wrong.length} wrong answers not listed: SHOW_HELD_OUT=1 lists them, for reading after a change, never for tuning)`);
  else if (wrong.length > context.show) lines.push(`(${wrong.length - context.show} more wrong answers: SHOW=all to list them)`);

  lines.push(`\n${context.title ?? 'Held-out set'}, ${results.length} questions through the chat path, each in a new conversation (${context.seconds.toFixed(1)} s, ${context.concurrency} students at once)`);
  lines.push('area                    right / asked   accuracy');
  for (const area of HELD_OUT_AREAS) {
    const mine = results.filter((r) => r.item.area === area);
    if (mine.length === 0) continue;
    const ok = mine.filter((r) => r.grade.right).length;
    lines.push(`${area.padEnd(22)}${String(ok).padStart(5)} / ${String(mine.length).padEnd(5)}   ${pct(ok, mine.length)}`);
  }
  const ok = results.length - wrong.length;
  const met = ok / results.length >= HELD_OUT_GOAL;
  lines.push(`${'overall'.padEnd(22)}${String(ok).padStart(5)} / ${String(results.length).padEnd(5)}   ${pct(ok, results.length)}   goal ${HELD_OUT_GOAL * 100}%: ${met ? 'met' : 'below'}`);

  const evasive = results.filter((r) => r.grade.evasive).length;
  lines.push(`evasive replies (not sure / ask someone else, in place of an answer): ${evasive}   goal 0: ${evasive === 0 ? 'met' : 'not met'}`);
  const declining = results.filter((r) => !r.grade.right && !r.grade.evasive && r.grade.declines).length;
  if (declining > 0) lines.push(`  and ${declining} more wrong replies that decline the same way but happen to hold some of the expected words`);
  const unsureButMatching = results.filter((r) => r.grade.unsure && r.grade.missing.length === 0 && !r.grade.asksNothingBack).length;
  if (unsureButMatching > 0) lines.push(`  (${unsureButMatching} replies hold every expected word yet say they are not sure: counted wrong)`);
  const byGroup = new Map<string, HeldOutResult[]>();
  for (const r of results) if (r.item.group) byGroup.set(r.item.group, [...(byGroup.get(r.item.group) ?? []), r]);
  const allThree = [...byGroup.values()].filter((g) => g.length === 3 && g.every((r) => r.grade.right)).length;
  lines.push(`groups right in all three phrasings: ${allThree} / ${byGroup.size}`);
  const facts = results.filter((r) => r.item.kind === 'fact');
  const cited = facts.filter((r) => r.cited).length;
  lines.push(`with a source (factual replies whose stored message carries sources): ${cited} / ${facts.length}   ${pct(cited, facts.length).trim()}`);
  const advice = results.filter((r) => r.item.kind === 'advice');
  lines.push(`advice replies that ask the child a question back: ${advice.filter((r) => !r.grade.asksNothingBack).length} / ${advice.length}`);
  lines.push(replyTimeLine(results.map((r) => r.ms), 'first post to last stored reply, read back'));
  return lines;
}
