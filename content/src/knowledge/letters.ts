/**
 * The alef-bet: 22 letters in order and the 5 final forms, with the names children meet in different
 * communities, each letter's sound and its gematria value (standard counting: a final form is worth the
 * same as its letter).
 */
import type { HebrewLetter } from './types';

export const LETTERS: readonly HebrewLetter[] = [
  { id: 'alef', glyph: 'א', name: 'Alef', hebrewName: 'אָלֶף', position: 1, spellings: ['alef', 'aleph', 'olef', 'alif'], value: 1, sound: 'Alef makes no sound of its own. It holds a vowel, so אָ says "a" and אֶ says "e".', example: { hebrew: 'אַבָּא', transliteration: 'abba', meaning: 'dad' } },
  { id: 'bet', glyph: 'ב', name: 'Bet', hebrewName: 'בֵּית', position: 2, spellings: ['bet', 'beit', 'beis', 'bais', 'beth', 'vet', 'veis', 'vais', 'beyt', 'bes'], value: 2, sound: 'With a dot inside (a dagesh), בּ says "b" as in "boy". Without the dot, ב says "v" as in "van", and then we call it Vet.', example: { hebrew: 'בַּיִת', transliteration: 'bayit', meaning: 'house' } },
  { id: 'gimel', glyph: 'ג', name: 'Gimel', hebrewName: 'גִּימֶל', position: 3, spellings: ['gimel', 'gimmel', 'gimmal', 'gimal'], value: 3, sound: 'Gimel says "g" as in "go".', example: { hebrew: 'גָּמָל', transliteration: 'gamal', meaning: 'camel' } },
  { id: 'dalet', glyph: 'ד', name: 'Dalet', hebrewName: 'דָּלֶת', position: 4, spellings: ['dalet', 'daled', 'daleth', 'dalid'], value: 4, sound: 'Dalet says "d" as in "dog".', example: { hebrew: 'דָּג', transliteration: 'dag', meaning: 'fish' } },
  { id: 'hei', glyph: 'ה', name: 'Hei', hebrewName: 'הֵא', position: 5, spellings: ['hei', 'hey', 'heh', 'hay', 'he'], value: 5, sound: 'Hei says "h" as in "hello". At the end of a word it is usually silent.', example: { hebrew: 'הַר', transliteration: 'har', meaning: 'mountain' } },
  { id: 'vav', glyph: 'ו', name: 'Vav', hebrewName: 'וָו', position: 6, spellings: ['vav', 'vuv', 'waw', 'vov', 'vaav'], value: 6, sound: 'Vav says "v" as in "van". With a dot it can be a vowel: וּ says "u" and וֹ says "o".', example: { hebrew: 'וֶרֶד', transliteration: 'vered', meaning: 'rose' } },
  { id: 'zayin', glyph: 'ז', name: 'Zayin', hebrewName: 'זַיִן', position: 7, spellings: ['zayin', 'zain', 'zayen'], value: 7, sound: 'Zayin says "z" as in "zoo".', example: { hebrew: 'זָהָב', transliteration: 'zahav', meaning: 'gold' } },
  { id: 'chet', glyph: 'ח', name: 'Chet', hebrewName: 'חֵית', position: 8, spellings: ['chet', 'het', 'ches', 'cheth', 'khet', 'heth', 'chess'], value: 8, sound: 'Chet says "ch" as in "Bach", a sound made in the back of the throat.', example: { hebrew: 'חַלָּה', transliteration: 'challah', meaning: 'Shabbat bread' } },
  { id: 'tet', glyph: 'ט', name: 'Tet', hebrewName: 'טֵית', position: 9, spellings: ['tet', 'teth', 'tes'], value: 9, sound: 'Tet says "t" as in "top".', example: { hebrew: 'טַלִּית', transliteration: 'tallit', meaning: 'prayer shawl' } },
  { id: 'yod', glyph: 'י', name: 'Yod', hebrewName: 'יוֹד', position: 10, spellings: ['yod', 'yud', 'jod', 'yodh', 'yood'], value: 10, sound: 'Yod says "y" as in "yes". It is the smallest letter.', example: { hebrew: 'יָד', transliteration: 'yad', meaning: 'hand' } },
  { id: 'kaf', glyph: 'כ', name: 'Kaf', hebrewName: 'כַּף', position: 11, spellings: ['kaf', 'kaph', 'chaf', 'khaf', 'caf', 'chof', 'khof'], value: 20, final: 'ך', sound: 'With a dot inside, כּ says "k" as in "kite". Without the dot, כ says "ch" as in "Bach", and then we call it Chaf.', example: { hebrew: 'כֶּלֶב', transliteration: 'kelev', meaning: 'dog' } },
  { id: 'lamed', glyph: 'ל', name: 'Lamed', hebrewName: 'לָמֶד', position: 12, spellings: ['lamed', 'lamedh', 'lammed', 'lamid'], value: 30, sound: 'Lamed says "l" as in "lion". It is the tallest letter.', example: { hebrew: 'לֵב', transliteration: 'lev', meaning: 'heart' } },
  { id: 'mem', glyph: 'מ', name: 'Mem', hebrewName: 'מֵם', position: 13, spellings: ['mem', 'maim'], value: 40, final: 'ם', sound: 'Mem says "m" as in "moon".', example: { hebrew: 'מַיִם', transliteration: 'mayim', meaning: 'water' } },
  { id: 'nun', glyph: 'נ', name: 'Nun', hebrewName: 'נוּן', position: 14, spellings: ['nun', 'noon'], value: 50, final: 'ן', sound: 'Nun says "n" as in "nose".', example: { hebrew: 'נֵר', transliteration: 'ner', meaning: 'candle' } },
  { id: 'samech', glyph: 'ס', name: 'Samech', hebrewName: 'סָמֶךְ', position: 15, spellings: ['samech', 'samekh', 'samek', 'samach', 'samich'], value: 60, sound: 'Samech says "s" as in "sun".', example: { hebrew: 'סֵפֶר', transliteration: 'sefer', meaning: 'book' } },
  { id: 'ayin', glyph: 'ע', name: 'Ayin', hebrewName: 'עַיִן', position: 16, spellings: ['ayin', 'ayen', 'ayn'], value: 70, sound: 'Most people today read Ayin as silent; it holds a vowel, like Alef. Some communities, such as many Mizrahi and Yemenite families, say it deep in the throat.', example: { hebrew: 'עֵץ', transliteration: 'etz', meaning: 'tree' } },
  { id: 'pei', glyph: 'פ', name: 'Pei', hebrewName: 'פֵּא', position: 17, spellings: ['pei', 'peh', 'pe', 'fei', 'feh', 'fe', 'pay'], value: 80, final: 'ף', sound: 'With a dot inside, פּ says "p" as in "pen". Without the dot, פ says "f" as in "fun", and then we call it Fei.', example: { hebrew: 'פֶּרַח', transliteration: 'perach', meaning: 'flower' } },
  { id: 'tzadi', glyph: 'צ', name: 'Tzadi', hebrewName: 'צָדִי', position: 18, spellings: ['tzadi', 'tsadi', 'tzadik', 'tsadik', 'tzaddi', 'tzadee', 'sadi', 'tzade'], value: 90, final: 'ץ', sound: 'Tzadi says "tz", like the end of "cats".', example: { hebrew: 'צְדָקָה', transliteration: 'tzedakah', meaning: 'giving to people in need' } },
  { id: 'kuf', glyph: 'ק', name: 'Kuf', hebrewName: 'קוֹף', position: 19, spellings: ['kuf', 'qof', 'koof', 'quf', 'qoph', 'kuph', 'kof'], value: 100, sound: 'Kuf says "k" as in "king".', example: { hebrew: 'קוֹף', transliteration: 'kof', meaning: 'monkey' } },
  { id: 'resh', glyph: 'ר', name: 'Resh', hebrewName: 'רֵישׁ', position: 20, spellings: ['resh', 'reish', 'raish'], value: 200, sound: 'Resh says "r" as in "run".', example: { hebrew: 'רֹאשׁ', transliteration: 'rosh', meaning: 'head' } },
  { id: 'shin', glyph: 'ש', name: 'Shin', hebrewName: 'שִׁין', position: 21, spellings: ['shin', 'sin', 'sheen', 'seen'], value: 300, sound: 'With the dot on the right, שׁ says "sh" as in "shoe" (Shin). With the dot on the left, שׂ says "s" as in "sun" (Sin).', example: { hebrew: 'שַׁבָּת', transliteration: 'Shabbat', meaning: 'the day of rest' } },
  { id: 'tav', glyph: 'ת', name: 'Tav', hebrewName: 'תָּו', position: 22, spellings: ['tav', 'taf', 'sav', 'taw', 'tof', 'sof'], value: 400, sound: 'Tav says "t" as in "tree". Many Ashkenazi families say "s" when it has no dot, and call it Sav.', example: { hebrew: 'תּוֹרָה', transliteration: 'Torah', meaning: 'the Torah, God\'s teaching' } },
];

/** Each final form and the letter it belongs to. */
export const FINAL_FORMS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** The names of the final forms as children say them (Chaf Sofit...). */
export const FINAL_FORM_NAMES: Readonly<Record<string, string>> = { ך: 'Final Chaf (Chaf Sofit)', ם: 'Final Mem (Mem Sofit)', ן: 'Final Nun (Nun Sofit)', ף: 'Final Fei (Fei Sofit)', ץ: 'Final Tzadi (Tzadi Sofit)' };

/** What each final form looks like beside its ordinary letter, as a teacher shows it on the board. */
export const FINAL_FORM_SHAPES: Readonly<Record<string, string>> = {
  ך: 'a Chaf whose bottom line is gone and whose back stretches straight down below the line',
  ם: 'closed all the way round, like a square box, while an ordinary Mem has a little opening at the bottom',
  ן: 'one long straight line that reaches down below the line',
  ף: 'a Fei whose tail stretches straight down below the line',
  ץ: 'a Tzadi whose tail goes straight down below the line instead of bending along it',
};

/** Hebrew vowel points and cantillation marks (nikud, te'amim); they never change a letter's value. */
const NIQQUD = /[\u0591-\u05C7]/g;

export function stripNiqqud(text: string): string {
  return text.replace(NIQQUD, '');
}

export function letterByGlyph(glyph: string): HebrewLetter | undefined {
  const base = FINAL_FORMS[glyph] ?? glyph;
  return LETTERS.find((l) => l.glyph === base);
}

/** Sum of the letter values; vowel points and anything that is not a Hebrew letter count nothing. */
export function gematriaOf(word: string): number {
  let sum = 0;
  for (const ch of stripNiqqud(word)) sum += letterByGlyph(ch)?.value ?? 0;
  return sum;
}

/** The consonant a letter gives when read with a vowel: with its dot first, then without (Bet "b", Vet "v"). */
export const LETTER_READING: Readonly<Record<string, { withDot: string; withoutDot?: string }>> = {
  alef: { withDot: '' }, bet: { withDot: 'b', withoutDot: 'v' }, gimel: { withDot: 'g' }, dalet: { withDot: 'd' }, hei: { withDot: 'h' },
  vav: { withDot: 'v' }, zayin: { withDot: 'z' }, chet: { withDot: 'ch' }, tet: { withDot: 't' }, yod: { withDot: 'y' },
  kaf: { withDot: 'k', withoutDot: 'ch' }, lamed: { withDot: 'l' }, mem: { withDot: 'm' }, nun: { withDot: 'n' }, samech: { withDot: 's' },
  ayin: { withDot: '' }, pei: { withDot: 'p', withoutDot: 'f' }, tzadi: { withDot: 'tz' }, kuf: { withDot: 'k' }, resh: { withDot: 'r' },
  shin: { withDot: 'sh' }, tav: { withDot: 't' },
};
