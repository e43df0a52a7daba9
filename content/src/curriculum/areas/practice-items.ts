import { PRACTICES } from '../../knowledge/practices';
import type { PracticeArea } from '../../knowledge/types';
import type { CurriculumItem } from '../curriculum-entry';

/**
 * A practice's curriculum entries: "what is it" answered by its overview and, when a child would ask
 * it, "why" answered by its reason.
 */
export function practiceItems(area: PracticeArea, questions: Readonly<Record<string, readonly [what: string, why?: string]>>): CurriculumItem[] {
  return PRACTICES.filter((p) => p.area === area).flatMap((p) => {
    const [what, why] = questions[p.id] ?? [`what is ${p.name.toLowerCase()}?`];
    return [
      { title: p.name, childQuestion: what, answer: `${area}:${p.id}:overview` },
      ...(why ? [{ title: `Why: ${p.name}`, childQuestion: why, answer: `${area}:${p.id}:why`, asks: 'why' as const }] : []),
    ];
  });
}
