/** Each of the 54 parshiyot: its story, its people and one lesson, answered from its verses, and what its name means. */
import { PARSHIYOT } from '../../knowledge/parshiyot';
import type { CurriculumItem } from '../curriculum-entry';

const parshaQuestion = (name: string, i: number) =>
  [`what happens in parshat ${name}?`, `what is parsha ${name} about`, `who is in parshas ${name} and what is the lesson?`, `tell me the story of ${name}`][i % 4]!;

export const PARSHIYOT_AREA: readonly CurriculumItem[] = [
  { title: 'What a parsha is', childQuestion: 'what is a parsha?', answer: 'topic:parsha:overview' },
  ...PARSHIYOT.map((p, i) => ({ title: `Parashat ${p.name}`, childQuestion: parshaQuestion(p.name.toLowerCase().replace(/-/g, ' '), i), answer: `parsha:${p.id}:overview` })),
  ...PARSHIYOT.map((p) => ({ title: `What the name ${p.name} means`, childQuestion: `what does ${p.name.toLowerCase().replace(/-/g, ' ')} mean?`, answer: `parsha:${p.id}:name` })),
];
