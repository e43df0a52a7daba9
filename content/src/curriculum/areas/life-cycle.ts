/** The life cycle: brit milah and naming, pidyon haben, upsherin, bar and bat mitzvah, the wedding, and mourning told gently. */
import type { CurriculumItem } from '../curriculum-entry';
import { practiceItems } from './practice-items';

export const LIFE_CYCLE_AREA: readonly CurriculumItem[] = [
  ...practiceItems('life-cycle', {
    'brit-milah': ['what is a bris?', 'why is a bris on the eighth day?'],
    'naming-girl': ['how do baby girls get their hebrew name?'],
    'hebrew-name': ['why do jewish kids have a hebrew name?'],
    'pidyon-haben': ['what is a pidyon haben?', 'why do we redeem the firstborn?'],
    'upsherin-life': ['what is an upsherin?', 'why do boys wait until three for a haircut?'],
    'bar-mitzvah': ['what happens at a bar mitzvah?', 'why is bar mitzvah at 13?'],
    'bat-mitzvah': ['what is a bat mitzvah?', 'why is a bat mitzvah at twelve?'],
    wedding: ['what happens at a jewish wedding?'],
    chuppah: ['what is a chuppah?', 'why do they get married under a chuppah?'],
    'circling-groom': ['what does the bride do when she comes to the chuppah?', 'why does the bride circle the groom seven times?'],
    ketubah: ['what is a ketubah?'],
    'wedding-ring': ['what does the groom say when he gives the ring?', 'why does the groom give a ring?'],
    'breaking-glass': ['what happens at the end of a jewish wedding?', 'why do they break a glass at a jewish wedding?'],
    'sheva-brachot': ['what are the sheva brachot?'],
    mourning: ['what happens when someone dies?', 'why do people sit shiva?'],
    'comforting-mourners': ['what do you say at a shiva house?'],
  }),
  { title: 'Bar and bat mitzvah ages', childQuestion: 'at what age is a bar mitzvah and bat mitzvah?', answer: 'custom:bar-bat-mitzvah:overview' },
];
