/** The synagogue, its objects and its people: aron kodesh, ner tamid, bimah, the Sefer Torah and its parts, yad, mechitzah, siddur, chumash, tallit, tzitzit, tefillin, kippah, mezuzah. */
import type { CurriculumItem } from '../curriculum-entry';
import { practiceItems } from './practice-items';

export const SYNAGOGUE_AREA: readonly CurriculumItem[] = [
  ...practiceItems('synagogue', {
    synagogue: ['what is a synagogue?', 'why do jews go to shul?'],
    'aron-kodesh': ['what is the aron kodesh?', 'why do we stand when the ark is opened?'],
    'ner-tamid': ['what is the ner tamid?', 'why is there a light that never goes out in shul?'],
    bimah: ['what is the bimah?', 'why is the torah read on a bimah?'],
    'sefer-torah': ['what is a sefer torah made of?', 'why is the torah written on a scroll?'],
    'torah-dressing': ['what are the parts of the torah covers?', 'why does the torah wear a crown?'],
    'honouring-torah': ['what do people do when the torah is carried around shul?', 'why do we touch the torah with our tallit and kiss it?'],
    hagbah: ['what happens at hagbah and gelilah?', 'why is the torah lifted up after the reading?'],
    'yad-pointer': ['what is a yad?', 'why do we use a yad instead of our finger?'],
    'torah-reading': ['when do we read the torah in shul?', 'why is the torah read on monday and thursday?'],
    mechitzah: ['what is a mechitza?', 'why do some shuls have a mechitzah?'],
    'siddur-book': ['what is a siddur?'],
    'chumash-book': ['what is a chumash?'],
    tallit: ['what is a tallit?', 'why do people wear a tallis?'],
    'facing-jerusalem': ['which way do we face when we pray?', 'why do we face jerusalem when we pray?'],
    rabbi: ['what does a rabbi do?', 'why do we ask a rabbi our questions?'],
    chazzan: ['what does a chazzan do?', 'why does one person lead the prayers?'],
    minyan: ['what is a minyan?', 'why do we need ten people for a minyan?'],
    gabbai: ['what does the gabbai do in shul?'],
  }),
  { title: 'Tzitzit', childQuestion: 'what are tzitzit?', answer: 'custom:tzitzit:overview' },
  { title: 'Tefillin', childQuestion: 'what are tefillin?', answer: 'custom:tefillin:overview' },
  { title: 'Kippah', childQuestion: 'why do boys wear a kippah?', answer: 'custom:kippah:overview', asks: 'why' },
  { title: 'Mezuzah', childQuestion: 'what is inside a mezuzah?', answer: 'custom:mezuzah:overview' },
  { title: 'Sofer', childQuestion: 'who writes a torah scroll?', answer: 'word:sofer:meaning' },
];
