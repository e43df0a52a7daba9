/**
 * One way of writing a question, so the matcher can compare words: lower case, no apostrophes or vowel
 * points, punctuation as spaces. "What's Tish'a B'Av?" and "whats tisha bav" read the same.
 */

/** Hebrew vowel points and cantillation marks (niqqud, te'amim); they never change a letter's value. */
const NIQQUD = /[\u0591-\u05C7]/g;

export function stripNiqqud(text: string): string {
  return text.replace(NIQQUD, '');
}

export function normalizeQuestion(text: string): string {
  return stripNiqqud(text)
    .toLowerCase()
    .replace(/[’‘`´'"״׳]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whole-word (or whole-phrase) containment in an already normalized question. */
export function hasPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized} `.includes(` ${phrase} `);
}

export function hasAny(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => hasPhrase(normalized, p));
}
