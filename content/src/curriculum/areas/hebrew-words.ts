/** Common Hebrew words: meaning, transliteration and nikud; numbers, family, home, school, food, prayer, holidays, feelings, nature, Israel, synagogue, time. */
import { stripNiqqud } from '../../knowledge/letters';
import { WORDS } from '../../knowledge/words';
import type { HebrewWord } from '../../knowledge/types';
import type { CurriculumItem } from '../curriculum-entry';

/** Topics a child asks about from English ("how do you say three in Hebrew?"). */
const ASKED_FROM_ENGLISH: ReadonlySet<HebrewWord['topic']> = new Set(['numbers', 'family', 'nature', 'time', 'food', 'feelings', 'home', 'school']);

/** The English a child would say for the word, when the word lists it among its spellings. */
function englishFor(word: HebrewWord): string | undefined {
  const first = word.meaning.split(/[,;:(]/, 1)[0]!.trim().replace(/^(a|an|the) /, '');
  return word.spellings.includes(first) ? first : undefined;
}

function wordQuestion(word: HebrewWord, i: number): string {
  const english = englishFor(word);
  if (english && ASKED_FROM_ENGLISH.has(word.topic) && i % 2 === 0) return `how do you say ${english} in hebrew?`;
  if (i % 7 === 3) return `what does ${stripNiqqud(word.hebrew)} mean?`;
  return i % 3 === 1 ? `what is ${word.transliteration.toLowerCase()} in english` : `what does ${word.transliteration.toLowerCase()} mean?`;
}

export const HEBREW_WORDS: readonly CurriculumItem[] = WORDS.map((w, i) => ({ title: `The word ${w.transliteration}`, childQuestion: wordQuestion(w, i), answer: `word:${w.id}:meaning` }));
