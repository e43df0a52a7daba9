/** The alef-bet: every letter (name, sound, value, final form), the final letters, every vowel and the reading rules. */
import { FINAL_FORM_NAMES, FINAL_FORMS, LETTERS } from '../../knowledge/letters';
import { READING_TOPICS, VOWELS } from '../../knowledge/vowels';
import type { CurriculumItem } from '../curriculum-entry';

const letterQuestion = (name: string, glyph: string, i: number) =>
  [`what sound does ${name} make?`, `what letter is ${glyph}?`, `how much is ${name} worth in gematria?`, `whats the letter ${name}`][i % 4]!;

const READING_QUESTIONS: Readonly<Record<string, string>> = {
  nikud: 'what are the little dots under hebrew letters?',
  dagesh: 'what is the dot inside a letter called?',
  'silent-letters': 'which hebrew letters dont make a sound?',
  'shin-sin-dot': 'how do I know if it is shin or sin?',
  'reading-direction': 'which way do you read hebrew?',
};

export const ALEF_BET: readonly CurriculumItem[] = [
  { title: 'The alef-bet', childQuestion: 'how many letters are in the alef bet?', answer: 'topic:alef-bet:overview' },
  ...LETTERS.map((l, i) => ({ title: `The letter ${l.name}`, childQuestion: letterQuestion(l.name, l.glyph, i), answer: `letter:${l.id}:overview` })),
  ...LETTERS.filter((l, i) => i % 5 === 2).map((l) => ({ title: `${l.name}'s place in the alef-bet`, childQuestion: `what letter comes after ${l.name}?`, answer: `letter:${l.id}:order` })),
  { title: 'The final letters', childQuestion: 'which letters change at the end of a word?', answer: 'topic:final-letters:overview' },
  ...Object.keys(FINAL_FORMS).map((f) => ({ title: FINAL_FORM_NAMES[f]!, childQuestion: `what is a ${FINAL_FORM_NAMES[f]!.split(' (')[0]!.toLowerCase()}?`, answer: 'topic:final-letters:overview' })),
  { title: 'Gematria', childQuestion: 'what is gematria?', answer: 'topic:gematria:value' },
  ...VOWELS.map((v, i) => ({ title: `The vowel ${v.name}`, childQuestion: i % 2 === 0 ? `what sound does ${v.name.toLowerCase()} make?` : `what does a ${v.name.toLowerCase()} look like?`, answer: `vowel:${v.id}:overview` })),
  ...READING_TOPICS.map((t) => ({ title: t.name, childQuestion: READING_QUESTIONS[t.id] ?? `what is ${t.name.toLowerCase()}?`, answer: `reading:${t.id}:overview` })),
];
