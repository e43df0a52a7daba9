/** Kashrut basics: animals, fish, birds, meat and milk and why, pareve, waiting, the hechsher. */
import type { CurriculumItem } from '../curriculum-entry';
import { practiceItems } from './practice-items';

export const KASHRUT_AREA: readonly CurriculumItem[] = [
  { title: 'Keeping kosher', childQuestion: 'what does it mean to keep kosher?', answer: 'custom:kashrut:overview' },
  ...practiceItems('kashrut', {
    'kosher-animals': ['which animals are kosher?', 'why isnt a pig kosher?'],
    'kosher-fish': ['which fish are kosher?', 'why isnt shrimp kosher?'],
    'kosher-birds': ['is chicken kosher?', 'why are eagles not kosher?'],
    'kosher-insects': ['are bugs kosher?', 'why do we check lettuce for bugs?'],
    'meat-and-milk': ['can you eat meat and milk together?', 'why dont we mix meat and milk?'],
    'separate-dishes': ['why do kosher kitchens have two sets of dishes?'],
    waiting: ['how long do you wait after eating meat to have milk?', 'why do we wait after meat?'],
    pareve: ['what does pareve mean?'],
    hechsher: ['what is a hechsher?', 'why do kosher foods have a symbol on them?'],
    shechita: ['what is shechita?'],
    'checking-eggs': ['why do we check eggs for blood spots?'],
    'salting-meat': ['how is kosher meat soaked and salted?', 'why is kosher meat salted?'],
    'why-kosher': ['what are the rules of keeping kosher?', 'why do jews keep kosher?'],
  }),
];
