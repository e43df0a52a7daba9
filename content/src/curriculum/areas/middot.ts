/**
 * Mitzvot and middot: kindness, honesty, tzedakah, honouring parents, lashon hara, saying sorry and
 * forgiving, sharing, welcoming guests, thankfulness, patience, courage; and what a child can do when
 * something happens, answered as a caring teacher with one question back.
 */
import { MIDDOT } from '../../knowledge/middot';
import { SITUATIONS } from '../../knowledge/situations';
import type { CurriculumItem } from '../curriculum-entry';

const MIDDAH_QUESTIONS: Readonly<Record<string, string>> = {
  chesed: 'what is chesed?',
  emet: 'why is it important to tell the truth?',
  'tzedakah-middah': 'why do we give tzedakah?',
  'kibbud-horim': 'what does honor your father and mother mean?',
  'shmirat-halashon': 'what is lashon hara?',
  'kind-words': 'why is teasing wrong?',
  'teshuvah-middah': 'what is teshuvah?',
  mechilah: 'why should we forgive people?',
  sharing: 'why is sharing important?',
  'hachnasat-orchim-middah': 'what is hachnasat orchim?',
  'hakarat-hatov-middah': 'what is hakarat hatov?',
  savlanut: 'how can i be more patient?',
  ometz: 'what does the torah say about being brave?',
  'shalom-middah': 'what is a rodef shalom?',
  'hashavat-aveidah': 'what is hashavat aveidah?',
};

/** The child's own words for each situation. */
const SITUATION_QUESTIONS: Readonly<Record<string, string>> = {
  'friend-was-mean': 'my friend was mean to me what should i do',
  'say-mean-back': 'should i say something mean back?',
  'i-lied': 'i lied to my mom what do i do now',
  'scared-at-night': 'im scared of the dark at night',
  'scared-of-something-new': 'im nervous about my test tomorrow',
  'someone-left-out': 'there is a kid nobody plays with at recess what should i do?',
  'broke-something': 'i broke my friends toy by accident what should i do',
  'sibling-took-toy': 'my sister took my toy',
  'dont-want-to-share': 'do i have to share my new lego?',
  gossip: 'my friend told me something bad about another kid should i tell everyone?',
  'how-to-apologise': 'i was mean to my friend how do i say sorry',
  'hard-to-forgive': 'he said sorry but im still angry do i have to forgive him?',
  'dont-want-to-listen': 'i dont want to clean my room but my mom says i have to',
  jealous: 'im jealous my friend got a new bike',
  'so-angry': 'i get so angry sometimes what can i do',
  'new-kid': 'there is a new kid in my class',
  'someone-hurting-me': 'a kid in my class hits me every day',
  'someone-teased': 'kids are making fun of a boy in my class what should i do',
  'found-something': 'i found money on the floor at school can i keep it?',
  'want-to-thank': 'how can i say thank you to my teacher?',
  'waiting-is-hard': 'i hate waiting how can i be patient',
  'friend-is-sad': 'my friend is sad how can i help her',
  copying: 'my friend wants to copy my test answers',
  'giving-tzedakah': 'how can a kid give tzedakah?',
  'sibling-annoying': 'my little brother is annoying me what should i do',
  'someone-sick': 'my grandpa is sick what can i do',
};

export const MIDDOT_AREA: readonly CurriculumItem[] = [
  ...MIDDOT.map((m) => ({ title: m.name, childQuestion: MIDDAH_QUESTIONS[m.id] ?? `what is ${m.transliteration}?`, answer: `middah:${m.id}:overview`, ...(MIDDAH_QUESTIONS[m.id]?.startsWith('why') ? { asks: 'why' as const } : {}) })),
  ...SITUATIONS.map((s) => ({ title: s.name, childQuestion: SITUATION_QUESTIONS[s.id] ?? s.name.toLowerCase(), answer: `advice:${s.id}:what-to-do`, asks: 'advice' as const })),
];
