/**
 * "What letter does shalom start with", "the last letter of the word מים", "abba begins with which letter":
 * the first or last letter of a Hebrew word the question names (a word of the curriculum, a person's name,
 * or the word written in Hebrew), read from its Hebrew spelling. A last letter that has a final form is
 * named as that form (Mayim ends with Final Mem, ם).
 */
import { FINAL_FORM_NAMES, letterByGlyph, stripNiqqud } from '../letters';
import { PEOPLE } from '../people';
import type { HebrewLetter } from '../types';
import { WORDS } from '../words';

export interface LetterOfWord {
  letter: HebrewLetter;
  /** One sentence: which letter the word starts or ends with. */
  sentence: string;
}

const LETTER = String.raw`(?:hebrew\s+)?(?:letter|leter|lettr)`;
const WORD = String.raw`(?:the\s+word\s+)?["']?(.+?)["']?(?:\s+in\s+(?:hebrew|ivrit))?`;
/** Each way of asking, with the word asked about and which end of it. */
const ASKED: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:what|wat|which|wich)\s+${LETTER}\s+(?:does|do|dose|did)\s+${WORD}\s+(start|starts|begin|begins|end|ends|finish|finishes)\b`),
  new RegExp(String.raw`\b(first|last|1st|beginning|starting|ending|final)\s+${LETTER}\s+of\s+${WORD}\s*$`),
  new RegExp(String.raw`^(?:does\s+)?${WORD}\s+(start|starts|begin|begins|end|ends)\s+with\s+(?:what|wat|which|wich)\s+${LETTER}`),
];

const clean = (text: string) => text.toLowerCase().replace(/[’‘`?!.,״]/g, ' ').replace(/\s+/g, ' ').trim();

/** The Hebrew spelling of a word the child named: written in Hebrew, or a word or person of the curriculum. */
function hebrewOf(named: string): { name: string; hebrew: string } | undefined {
  const written = stripNiqqud(named).replace(/[^\u05D0-\u05EA]/g, '');
  if (written.length > 0 && /^[\u05D0-\u05EA\u0591-\u05C7\s]+$/.test(named)) return { name: named, hebrew: named };
  const word = WORDS.find((w) => w.transliteration.toLowerCase() === named || w.spellings.some((s) => s.toLowerCase() === named));
  if (word) return { name: word.transliteration, hebrew: word.hebrew };
  const person = PEOPLE.find((p) => p.name.toLowerCase() === named || p.spellings.some((s) => s.toLowerCase() === named));
  return person ? { name: person.name, hebrew: person.hebrew } : undefined;
}

/** The letter a question asks for at the start or end of a word it names; undefined when it asks no such thing. */
export function letterOfWord(question: string): LetterOfWord | undefined {
  const text = clean(question);
  for (const pattern of ASKED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [named, end] = pattern === ASKED[1] ? [match[2], match[1]] : [match[1], match[2]];
    // "The first letter of the Torah" is the first letter written in it, not of the word "Torah".
    if (!named || /^the\s/.test(named)) return undefined;
    const found = hebrewOf(named.trim());
    if (!found) return undefined;
    const letters = [...stripNiqqud(found.hebrew).replace(/[^\u05D0-\u05EA]/g, '')];
    const last = /^(?:last|end|ends|ending|final|finish|finishes)$/.test(end ?? '');
    const glyph = last ? letters.at(-1) : letters[0];
    const letter = glyph ? letterByGlyph(glyph) : undefined;
    if (!glyph || !letter) return undefined;
    const name = FINAL_FORM_NAMES[glyph] ?? letter.name;
    const word = `${found.name[0]!.toUpperCase()}${found.name.slice(1)}`;
    return { letter, sentence: `${word} (${found.hebrew}) ${last ? 'ends' : 'starts'} with ${name}, ${glyph}.` };
  }
  return undefined;
}
