/**
 * Questions from Morah AI's knowledge base (the same entries the tutor answers from): what a Hebrew
 * word means, the vowels by their shape, the people of the Torah, and the foods and greetings of the
 * holidays. Wrong options come from entries of the same kind, nearest first, so they are plausible.
 */
import { HOLIDAYS, type Holiday, type HebrewWord, PEOPLE, VOWELS, WORDS } from '@morah/content';
import { nearest, question, type QuestionKind } from '../question-maker';

const SOURCE = 'Morah AI\u2019s knowledge base';

/** A word's meaning as an option: its first clause ('a commandment: something good...' gives 'a commandment'). */
export function shortMeaning(word: Pick<HebrewWord, 'meaning'>): string {
  return word.meaning.split(/[:;(]/, 1)[0]!.trim();
}

/** Words whose short meanings differ from every other word's, so one option is right. */
const QUIZ_WORDS = WORDS.filter((w, i) => {
  const meaning = shortMeaning(w).toLowerCase();
  return meaning.length > 0 && meaning.length <= 40 && WORDS.every((o, j) => j === i || shortMeaning(o).toLowerCase() !== meaning);
});
/** Other words, those of the same topic first. */
const wordsLike = (word: HebrewWord) => [...QUIZ_WORDS.filter((w) => w.topic === word.topic && w !== word), ...nearest(QUIZ_WORDS, QUIZ_WORDS.indexOf(word))];

export const KNOWLEDGE_HEBREW_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      QUIZ_WORDS.flatMap((w) =>
        question(`word-meaning-${w.id}`, SOURCE, `What does the Hebrew word \u201c${w.transliteration}\u201d (${w.hebrew}) mean?`, shortMeaning(w), wordsLike(w).map(shortMeaning), `${w.transliteration} (${w.hebrew}) means ${w.meaning}. ${w.example}`),
      ),
  },
  {
    level: 1,
    all: () =>
      QUIZ_WORDS.flatMap((w) =>
        question(`word-for-${w.id}`, SOURCE, `Which Hebrew word means \u201c${shortMeaning(w)}\u201d?`, w.transliteration, wordsLike(w).map((o) => o.transliteration), `${w.transliteration} (${w.hebrew}) means ${w.meaning}. ${w.example}`),
      ),
  },
  {
    level: 1,
    all: () =>
      VOWELS.flatMap((v, i) =>
        question(`vowel-of-${v.id}`, SOURCE, `Which vowel is ${v.shape}?`, v.name, nearest(VOWELS, i).map((o) => o.name), `${v.name} (${v.hebrewName}) is ${v.shape}, as in ${v.sample}; it sounds ${v.sound}.`),
      ),
  },
];

/** People with a story that only they have. */
const QUIZ_PEOPLE = PEOPLE.filter((p) => p.stories.length > 0);

export const KNOWLEDGE_TORAH_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      QUIZ_PEOPLE.flatMap((p, i) => {
        const story = p.stories[0]!;
        const others = nearest(QUIZ_PEOPLE, i).filter((o) => !o.stories.includes(story));
        return question(`person-story-${p.id}`, SOURCE, `Whose story is this: ${story}?`, p.name, others.map((o) => o.name), `${p.who} ${p.lesson}`);
      }),
  },
  {
    level: 1,
    all: () =>
      QUIZ_PEOPLE.flatMap((p, i) => {
        const others = nearest(QUIZ_PEOPLE, i).filter((o) => o.family !== p.family);
        return question(`person-family-${p.id}`, SOURCE, `Who is this? ${p.family}`, p.name, others.map((o) => o.name), p.who);
      }),
  },
];

/** Holidays that share no food with another (a food of two holidays would make two right answers). */
const foodsOnlyOf = (h: Holiday) => h.foods.filter((food) => HOLIDAYS.every((o) => o === h || !o.foods.includes(food)));
const festive = HOLIDAYS.filter((h) => h.foods.length > 0);

export const KNOWLEDGE_HOLIDAY_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      festive.flatMap((h, i) =>
        // A food written as a list ('fruits: dates, figs...') would read oddly in a question.
        foodsOnlyOf(h).filter((food) => !food.includes(':')).slice(0, 2).flatMap((food, n) =>
          question(`food-of-${h.id}-${n}`, SOURCE, `On which holiday do we have ${food.split(',')[0]}?`, h.name, nearest(festive, i).map((o) => o.name), `On ${h.name} we have ${food}. ${h.what}`),
        ),
      ),
  },
  {
    level: 1,
    all: () => {
      const greeted = HOLIDAYS.filter((h) => h.greeting);
      const monthOf = (h: Holiday) => /[A-Z][a-z]+/.exec(h.hebrewDate)?.[0];
      return greeted.flatMap((h) => {
        const greeting = h.greeting!;
        // A greeting several days share ('Tzom kal') asks nothing; 'Chag sameach' is right on every
        // festival, and the greetings of the same month (Rosh Hashana's and Yom Kippur's) overlap,
        // so neither is offered as a wrong answer.
        if (greeted.filter((o) => o.greeting!.transliteration === greeting.transliteration).length > 1) return [];
        const wrong = greeted.filter((o) => monthOf(o) !== monthOf(h)).map((o) => o.greeting!.transliteration).filter((g) => g !== 'Chag sameach');
        return question(`greeting-of-${h.id}`, SOURCE, `What do we say to each other on ${h.name}?`, greeting.transliteration, wrong, `On ${h.name} we say \u201c${greeting.transliteration}\u201d (${greeting.hebrew}): ${greeting.meaning}.`);
      });
    },
  },
];
