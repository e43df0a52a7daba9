/** Numbers in Jewish life, each asked about in the area where a child meets it (the twelve tribes in Genesis, the Omer at the holidays). */
import { NUMBERS } from '../../knowledge/numbers';
import type { CurriculumArea, CurriculumItem } from '../curriculum-entry';

const QUESTIONS: Readonly<Record<string, string>> = {
  'one-god': 'how many gods are there',
  'two-luchot': 'how many luchot did moshe bring down',
  'three-avot': 'how many avot are there',
  'four-imahot': 'how many imahot are there',
  'seven-days': 'how many days are in a week',
  'eleven-stars': 'how many stars were in yosefs dream',
  'eighteen-chai': 'why is 18 a special number',
  forty: 'why does forty come up so much in the torah',
  'one-hundred-brachot': 'how many brachot should we say every day',
};

/** The numbers a child meets in one area, as curriculum items answered by each number's entry. */
export function numbersIn(area: CurriculumArea): CurriculumItem[] {
  return NUMBERS.filter((n) => n.area === area).map((n) => ({
    title: `${n.number}: ${n.counts}`,
    childQuestion: QUESTIONS[n.id] ?? `how many ${n.spellings[0]} are there`,
    answer: `topic:${n.id}:overview`,
    ...(/^why\b/.test(QUESTIONS[n.id] ?? '') ? { asks: 'why' as const } : {}),
  }));
}
