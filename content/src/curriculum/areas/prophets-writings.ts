/** The stories of the Prophets and Writings that children learn, and their people, from the verses. */
import { STORIES } from '../../knowledge/stories';
import { PEOPLE } from '../../knowledge/people';
import type { CurriculumItem } from '../curriculum-entry';

const STORY_QUESTIONS: Readonly<Record<string, string>> = {
  jericho: 'how did the walls of jericho fall down?',
  'rachav-spies': 'who hid the spies in jericho',
  'devorah-story': 'what is the story of devorah?',
  'gidon-story': 'what happened with gideon and the 300 men',
  'shimshon-story': 'tell me the story of samson',
  'rut-story': 'what is the story of ruth?',
  'chana-story': 'what happened to hannah at shiloh?',
  'shmuel-called': 'what happened when god called shmuel at night',
  'shaul-king': 'how did shaul become king?',
  'david-anointed': 'how was david chosen to be king?',
  'david-goliath': 'how did david beat goliath?',
  'david-yonatan': 'were david and yonatan friends?',
  'shlomo-wisdom': 'what did king solomon ask god for?',
  'shlomo-temple': 'who built the first beit hamikdash?',
  'eliyahu-carmel': 'what happened on mount carmel with eliyahu',
  'eliyahu-ravens': 'who fed eliyahu in the desert',
  'eliyahu-chariot': 'how did eliyahu go up to heaven?',
  'elisha-oil': 'what miracle did elisha do with the oil?',
  'yonah-story': 'what happened to jonah in the fish?',
  'esther-story': 'what is the story of esther?',
  'daniel-lions': 'why was daniel thrown to the lions?',
  'daniel-kosher': 'what did daniel eat in the kings palace',
  'fiery-furnace': 'who was thrown into the fiery furnace?',
};

/** People of the Prophets and Writings a child asks "who was..." about. */
const PEOPLE_ASKED = ['yehoshua', 'rachav', 'devorah', 'yael', 'gidon', 'shimshon', 'rut', 'naomi', 'boaz', 'chana', 'shmuel', 'eli', 'shaul', 'david', 'yonatan', 'goliath', 'shlomo', 'eliyahu', 'elisha', 'yonah', 'esther', 'mordechai', 'haman', 'achashverosh', 'daniel-person'];

export const PROPHETS_WRITINGS: readonly CurriculumItem[] = [
  ...STORIES.map((s) => ({ title: s.name, childQuestion: STORY_QUESTIONS[s.id] ?? `what is the story of ${s.name.toLowerCase()}?`, answer: `story:${s.id}:overview` })),
  ...PEOPLE_ASKED.map((id, i) => {
    const p = PEOPLE.find((person) => person.id === id)!;
    const english = p.spellings.find((s) => /^[a-z]+$/.test(s) && s !== p.name.toLowerCase()) ?? p.name.toLowerCase();
    return { title: `Who ${p.name} was`, childQuestion: i % 2 === 0 ? `who was ${english}?` : `who was ${p.name.toLowerCase()} in the tanakh`, answer: `person:${id}:overview` };
  }),
  { title: 'David and Shlomo\'s family', childQuestion: 'who was king davids son?', answer: 'person:david:family' },
  { title: 'Rut\'s family', childQuestion: 'who did ruth marry?', answer: 'person:rut:family' },
  { title: 'Shmuel\'s family', childQuestion: 'who was shmuels mother?', answer: 'person:shmuel:family' },
];
