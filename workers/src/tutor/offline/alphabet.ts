/**
 * The alef-bet: 22 letters and 5 final forms, with the names children meet in different communities,
 * each letter's sound and its gematria value (standard counting: a final form is worth its letter).
 */
import { stripNiqqud } from './normalize';

export interface HebrewLetter {
  glyph: string;
  /** How we call it in answers. */
  name: string;
  /** Every spelling a child might type, lower case without apostrophes; the first is `name` lower-cased. */
  spellings: readonly string[];
  sound: string;
  value: number;
  /** The final form used at the end of a word, when the letter has one. */
  final?: string;
}

export const LETTERS: readonly HebrewLetter[] = [
  { glyph: 'א', name: 'Alef', spellings: ['alef', 'aleph', 'olef'], value: 1, sound: 'Alef is silent on its own. It holds a vowel, so אָ says "a" and אֶ says "e".' },
  { glyph: 'ב', name: 'Bet', spellings: ['bet', 'beit', 'beis', 'bais', 'beth', 'vet', 'veis', 'beyt'], value: 2, sound: 'With a dot inside (a dagesh), בּ says "b" as in "boy". Without the dot, ב says "v" as in "van", and then we call it Vet.' },
  { glyph: 'ג', name: 'Gimel', spellings: ['gimel', 'gimmel', 'gimmal'], value: 3, sound: 'Gimel says "g" as in "go".' },
  { glyph: 'ד', name: 'Dalet', spellings: ['dalet', 'daled', 'daleth'], value: 4, sound: 'Dalet says "d" as in "dog".' },
  { glyph: 'ה', name: 'Hei', spellings: ['hei', 'hey', 'heh', 'hay'], value: 5, sound: 'Hei says "h" as in "hello". At the end of a word it is often silent.' },
  { glyph: 'ו', name: 'Vav', spellings: ['vav', 'vuv', 'waw', 'vov'], value: 6, sound: 'Vav says "v" as in "van". With a dot it can be a vowel: וּ says "oo" and וֹ says "o".' },
  { glyph: 'ז', name: 'Zayin', spellings: ['zayin', 'zain', 'zayen'], value: 7, sound: 'Zayin says "z" as in "zoo".' },
  { glyph: 'ח', name: 'Chet', spellings: ['chet', 'het', 'ches', 'cheth', 'khet', 'heth'], value: 8, sound: 'Chet says "ch" as in "Bach", a sound made in the back of the throat.' },
  { glyph: 'ט', name: 'Tet', spellings: ['tet', 'teth', 'tes'], value: 9, sound: 'Tet says "t" as in "top".' },
  { glyph: 'י', name: 'Yod', spellings: ['yod', 'yud', 'jod', 'yodh'], value: 10, sound: 'Yod says "y" as in "yes". It is the smallest letter.' },
  { glyph: 'כ', name: 'Kaf', spellings: ['kaf', 'kaph', 'chaf', 'khaf', 'caf', 'chof'], value: 20, final: 'ך', sound: 'With a dot inside, כּ says "k" as in "kite". Without the dot, כ says "ch" as in "Bach", and then we call it Chaf.' },
  { glyph: 'ל', name: 'Lamed', spellings: ['lamed', 'lamedh', 'lammed'], value: 30, sound: 'Lamed says "l" as in "lion". It is the tallest letter.' },
  { glyph: 'מ', name: 'Mem', spellings: ['mem'], value: 40, final: 'ם', sound: 'Mem says "m" as in "moon".' },
  { glyph: 'נ', name: 'Nun', spellings: ['nun', 'noon'], value: 50, final: 'ן', sound: 'Nun says "n" as in "nose".' },
  { glyph: 'ס', name: 'Samech', spellings: ['samech', 'samekh', 'samek', 'samach'], value: 60, sound: 'Samech says "s" as in "sun".' },
  { glyph: 'ע', name: 'Ayin', spellings: ['ayin', 'ayen'], value: 70, sound: 'Most people today read Ayin as silent; it holds a vowel, like Alef. Some communities, such as many Mizrahi and Yemenite families, say it deep in the throat.' },
  { glyph: 'פ', name: 'Pei', spellings: ['pei', 'peh', 'pe', 'fei', 'feh', 'fe'], value: 80, final: 'ף', sound: 'With a dot inside, פּ says "p" as in "pen". Without the dot, פ says "f" as in "fun", and then we call it Fei.' },
  { glyph: 'צ', name: 'Tzadi', spellings: ['tzadi', 'tsadi', 'tzadik', 'tsadik', 'tzaddi', 'tzadee', 'sadi'], value: 90, final: 'ץ', sound: 'Tzadi says "tz", like the end of "cats".' },
  { glyph: 'ק', name: 'Kuf', spellings: ['kuf', 'qof', 'kof', 'koof', 'quf', 'qoph', 'kuph'], value: 100, sound: 'Kuf says "k" as in "king".' },
  { glyph: 'ר', name: 'Resh', spellings: ['resh', 'reish', 'raish'], value: 200, sound: 'Resh says "r" as in "run".' },
  { glyph: 'ש', name: 'Shin', spellings: ['shin', 'sin', 'sheen'], value: 300, sound: 'With the dot on the right, שׁ says "sh" as in "shoe" (Shin). With the dot on the left, שׂ says "s" as in "sun" (Sin).' },
  { glyph: 'ת', name: 'Tav', spellings: ['tav', 'taf', 'sav', 'taw', 'tof'], value: 400, sound: 'Tav says "t" as in "tree". Many Ashkenazi families say "s" when it has no dot, and call it Sav.' },
];

export const FINAL_FORMS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

export function letterByGlyph(glyph: string): HebrewLetter | undefined {
  const base = FINAL_FORMS[glyph] ?? glyph;
  return LETTERS.find((l) => l.glyph === base);
}

/** A letter named in a normalized question, by any spelling. */
export function letterNamedIn(normalized: string): HebrewLetter | undefined {
  const byName = (word: string) => LETTERS.find((l) => l.spellings.includes(word));
  // "the letter X" names the letter outright; otherwise any spelling anywhere will do.
  const afterLetter = /\bletter (\p{L}+)/u.exec(normalized)?.[1];
  const named = afterLetter ? byName(afterLetter) : undefined;
  if (named) return named;
  for (const word of normalized.split(' ')) {
    const found = byName(word);
    if (found) return found;
  }
  return undefined;
}

/** Sum of the letter values; vowel points and anything that is not a Hebrew letter count nothing. */
export function gematriaOf(word: string): number {
  let sum = 0;
  for (const ch of stripNiqqud(word)) sum += letterByGlyph(ch)?.value ?? 0;
  return sum;
}

export function letterAnswer(letter: HebrewLetter): string {
  const finalLine = letter.final ? ` At the end of a word it changes shape to the final form ${letter.final}.` : '';
  return `${letter.glyph} is ${letter.name}. ${letter.sound}${finalLine} Its gematria value is ${letter.value}.`;
}

export function letterQuestion(letter: HebrewLetter): string {
  return `Can you think of a word that starts with ${letter.name}?`;
}

export function alphabetAnswer(): string {
  const finals = Object.keys(FINAL_FORMS).join(' ');
  return `The alef-bet has ${LETTERS.length} letters, from א Alef to ת Tav. Five letters also have a final form for the end of a word: ${finals}. Hebrew is read from right to left.`;
}

export function gematriaWordAnswer(word: string): string {
  const letters = [...stripNiqqud(word)].filter((ch) => letterByGlyph(ch));
  const parts = letters.map((ch) => `${ch} (${letterByGlyph(ch)?.value})`);
  const total = gematriaOf(word);
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${total}` : `${parts.join('')}`;
  return `The gematria of ${stripNiqqud(word)} is ${total}: ${sum}. Gematria adds up the number value of each letter.`;
}
