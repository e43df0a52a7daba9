/**
 * Whether a word is an ordinary, correctly spelled English word, by the Hunspell English dictionary
 * (`dictionary-en`, the word list spelling checkers use) read with `nspell`, so "spider", "planets" and
 * "elephants" are words, and so are their plurals and other forms. A child's misspelling ("lettr",
 * "candels", "shofr"), a rare word a slip can land on ("plage") and a Hebrew word in English letters
 * ("chanuka", "shabos") are not, so the tutor may read those as the knowledge word they are nearest to,
 * and leaves a real word alone.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';

/** Answers kept, so a word asked about again is not looked up again. */
const REMEMBERED = 4_096;

let speller: ReturnType<typeof nspell> | undefined;
const remembered = new Map<string, boolean>();

export function isEnglishWord(word: string): boolean {
  const kept = remembered.get(word);
  if (kept !== undefined) return kept;
  // nspell's types take Node buffers; the dictionary's files are read as bytes.
  speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  const known = /^[a-z]+$/i.test(word) && speller.correct(word);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(word, known);
  return known;
}
