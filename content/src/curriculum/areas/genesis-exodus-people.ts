/** The families and people of Genesis and Exodus: who each was, and who is whose parent, child, brother or sister. */
import { PEOPLE } from '../../knowledge/people';
import { TORAH_STORIES } from '../../knowledge/torah-stories';
import type { CurriculumItem } from '../curriculum-entry';

/** Everyone we meet in Bereshit and Shemot (a few, like Nachshon, go on into Bamidbar). */
const GENESIS_EXODUS = PEOPLE.filter((p) => /Genesis|Exodus/.test(p.where) && !/Joshua/.test(p.where));

const whoQuestion = (name: string, english: string | undefined, i: number) =>
  [`who was ${name}?`, `who was ${english ?? name} in the torah`, `tell me about ${name}`, `what did ${name} do`][i % 4]!;

/** The name a child may know from English, when it differs (Jacob for Yaakov). */
const englishName = (spellings: readonly string[], name: string) => spellings.find((s) => /^[a-z]+$/.test(s) && s[0] !== name[0]!.toLowerCase());

/** The stories of the Torah, each asked about as a child would. */
const STORY_QUESTIONS: Readonly<Record<string, string>> = {
  'gan-eden': 'what happened in the garden of eden',
  'kayin-hevel': 'why did cain kill abel',
  'the-flood': 'what is the story of noahs ark',
  'tower-of-bavel': 'what happened at the tower of babel?',
  'three-guests': 'who were avrahams three guests',
  'yitzchak-born': 'when was yitzchak born',
  'yaakov-esav': 'why did esav sell the birthright to yaakov',
  'yaakov-dream': 'what did yaakov see in his dream of the ladder',
  'yaakov-marries': 'how did lavan trick yaakov',
  'yaakov-angel': 'why was yaakov called yisrael',
  'yosef-brothers': 'why were yosefs brothers jealous of him',
  'yosef-egypt': 'what were pharaohs dreams',
  'yosef-reunion': 'what happened when yosef told his brothers who he was',
  'baby-moshe': 'why was baby moshe put in a basket',
  'burning-bush': 'what did moshe see at the burning bush',
  'let-my-people-go': 'why didnt pharaoh let the jews go',
  'splitting-sea': 'how did the red sea split',
  'har-sinai': 'what happened at mount sinai',
  'golden-calf': 'what was the golden calf',
  'twelve-spies': 'what happened with the twelve spies',
};

/** Family questions in a child's words, each answered by that person's family. */
const FAMILY_QUESTIONS: ReadonlyArray<[id: string, question: string]> = [
  ['adam', 'who were adam and eves kids?'],
  ['chava', 'who was chava married to'],
  ['kayin', 'who was cains brother?'],
  ['hevel', 'who were abels parents?'],
  ['shet', 'who were seths brothers'],
  ['noach-person', 'what were the names of noahs three sons?'],
  ['shem', 'who was shems father?'],
  ['terach', 'who was terach\'s son'],
  ['avraham', 'who were avraham\'s sons?'],
  ['sarah', 'who was sarahs son'],
  ['hagar', 'who was hagars son?'],
  ['yishmael', 'who was yishmaels brother'],
  ['lot', 'how was lot related to avraham?'],
  ['yitzchak', 'who was isaac married to?'],
  ['rivka', 'who were rivkas twins?'],
  ['esav', 'who was esaus twin brother?'],
  ['yaakov', 'who were jacobs 12 sons?'],
  ['leah', 'how many sons did leah have'],
  ['rachel', 'who were rachels children?'],
  ['lavan', 'who were lavans daughters'],
  ['bilhah', 'who were bilhahs sons?'],
  ['zilpah', 'who were zilpah\'s sons'],
  ['reuven', 'who were reuvens parents?'],
  ['yosef', 'how many brothers did yosef have?'],
  ['binyamin', 'who was binyamin\'s mother?'],
  ['dina', 'who were dinas mom and dad'],
  ['yehuda', 'who was yehudas mother?'],
  ['ephraim', 'who was ephraims father'],
  ['menashe', 'who was menashe\'s brother?'],
  ['amram', 'who were amrams children?'],
  ['yocheved', 'who was yocheved married to?'],
  ['moshe', 'who was moses sister?'],
  ['aharon', 'who were aharons sons'],
  ['miriam', 'who were miriams brothers?'],
  ['tzipporah', 'who was tzipporahs father?'],
  ['yitro', 'who was yitros daughter'],
  ['batya', 'who was batya\'s father?'],
];

export const GENESIS_EXODUS_PEOPLE: readonly CurriculumItem[] = [
  ...GENESIS_EXODUS.map((p, i) => ({ title: `Who ${p.name} was`, childQuestion: whoQuestion(p.name.toLowerCase(), englishName(p.spellings, p.name), i), answer: `person:${p.id}:overview` })),
  ...FAMILY_QUESTIONS.map(([id, childQuestion]) => ({ title: `${PEOPLE.find((p) => p.id === id)?.name ?? id}'s family`, childQuestion, answer: `person:${id}:family` })),
  ...TORAH_STORIES.map((s) => ({ title: s.name, childQuestion: STORY_QUESTIONS[s.id] ?? `what is the story of ${s.name.toLowerCase()}?`, answer: `story:${s.id}:overview` })),
  { title: 'The six days of creation', childQuestion: 'what did god make on each day of creation?', answer: 'topic:creation:overview' },
  { title: 'The Avot and Imahot', childQuestion: 'who are the avot and the imahot?', answer: 'topic:avot-imahot:overview' },
  { title: 'The twelve tribes', childQuestion: 'what are the names of the 12 tribes', answer: 'topic:twelve-tribes:overview' },
  { title: 'The ten plagues', childQuestion: 'what were the ten plagues in egypt?', answer: 'topic:ten-plagues:overview' },
  { title: 'The Ten Commandments', childQuestion: 'what are the ten commandments?', answer: 'topic:ten-commandments:overview' },
];
