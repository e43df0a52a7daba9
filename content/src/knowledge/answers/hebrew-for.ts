/**
 * "How do you say thank you in Hebrew?", "What is the Hebrew word for home?", "mom and dad in hebrew":
 * the English words asked about, looked up in the words' meanings (each meaning's glosses: "house, home")
 * and in the English spellings a word lists ("mother" for Ima). The small words that would make a
 * full-text search miss them ("thank you") are what is asked here, so they are read as asked.
 */
import { WORDS } from '../words';
import type { HebrewWord } from '../types';

/** The English part of a question that asks for a Hebrew word, or undefined when it does not ask that. */
const ASKS_FOR_HEBREW = [
  /\b(?:hebrew|ivrit) (?:word|words|name) (?:for|of) (?:a |an |the )?(.+)$/,
  /\b(?:say|call|write|spell|is|are|for|whats|wats|whts) (?:a |an |the |my |their )?(.+?) (?:in|on) (?:hebrew|hebru|hebrow|ivrit|עברית|בעברית)\b/,
  /^(?:hebrew|hebru|ivrit) (?:for|of) (?:a |an |the )?(.+)$/,
  // "what do i say to my savta at bedtime in hebrew for good night": the words asked for come after "in hebrew for".
  /\b(?:in|on) (?:hebrew|hebru|hebrow|ivrit) (?:for|to say) (?:a |an |the )?(.+)$/,
  /^(?:איך אומרים|איך כותבים) (.+?) (?:בעברית)$/,
  // Asked of a Hebrew teacher, "how do you say please" means in Hebrew (it answers only a word it has).
  /^(?:and |so |then )?how (?:do|would|can|should) (?:you|u|i|we) say (?:a |an |the )?(.+)$/,
  // "sun and moon in hebrew what are they", "dog in hebrew?": the words first, then (maybe) the asking.
  /^(?:a |an |the )?(.+?) (?:in|on) (?:hebrew|hebru|hebrow|ivrit)\b/,
];

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘'`?!.,"״]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function glosses(word: HebrewWord): string[] {
  const meaning = word.meaning.toLowerCase().split(/[;:(]/)[0] ?? '';
  // A gloss is read as the question is: "my name is" is asked as "name is", after "how do you say my".
  return [...meaning.split(/,| or /), ...word.spellings.filter((s) => /^[a-z ]+$/.test(s))].map((g) => g.replace(/^(?:a|an|the|to|my) /, '').trim()).filter(Boolean);
}

let byGloss: Map<string, HebrewWord> | undefined;

function wordMeaning(english: string): HebrewWord | undefined {
  if (!byGloss) {
    byGloss = new Map();
    for (const word of WORDS) for (const gloss of glosses(word)) if (!byGloss.has(gloss)) byGloss.set(gloss, word);
  }
  const said = english.replace(/^(?:a|an|the|my|your|our) /, '').trim();
  // "10 in hebrew" asks for ten.
  const asked = /^\d+$/.test(said) ? (NUMBER_NAMES[Number(said) - 1] ?? said) : said;
  return byGloss.get(asked) ?? byGloss.get(asked.replace(/s$/, ''));
}

const NUMBER_NAMES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "How do you count to three in hebrew": the numbers from one up to the one asked (ten at most). */
const COUNT_TO = /\b(?:count|counting|cownt)\s+(?:up\s+)?(?:to|till|until|from (?:1|one) to)\s+(\w+)/;

function countingTo(text: string): HebrewWord[] {
  const asked = COUNT_TO.exec(text)?.[1];
  if (!asked || !/hebrew|ivrit|עברית/.test(text)) return [];
  const upTo = /^\d+$/.test(asked) ? Number(asked) : NUMBER_NAMES.indexOf(asked) + 1;
  if (upTo < 1 || upTo > NUMBER_NAMES.length) return [];
  const found = NUMBER_NAMES.slice(0, upTo).map((n) => wordMeaning(n));
  return found.every(Boolean) ? (found as HebrewWord[]) : [];
}

/** The Hebrew words a question asks for by their English meaning, in the order asked; empty when it asks for none. */
export function hebrewWordsFor(question: string): HebrewWord[] {
  const text = clean(question);
  const counted = countingTo(text);
  if (counted.length > 0) return counted;
  for (const pattern of ASKS_FOR_HEBREW) {
    const english = pattern.exec(text)?.[1];
    if (!english) continue;
    const found = english.split(/ and | & /).map((part) => wordMeaning(part.trim()));
    if (found.length > 0 && found.every(Boolean)) return found as HebrewWord[];
  }
  return [];
}
