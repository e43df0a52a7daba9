/**
 * "What is the 10th letter", "wich leter is number 5", "the last letter of the alef bet": a letter asked
 * for by its place in the alef-bet, read from the letters' own order. A question about another thing's
 * letters ("the first letter of shalom", "of the Torah") is not this.
 */
import { LETTERS } from '../letters';
import type { HebrewLetter } from '../types';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const LETTER = /\b(?:letter|leter|lettr|letters|leters)\b/;
const PLACE = /\b(?:(\d{1,2})(?:st|nd|rd|th)?|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth)|(last|final))\b/;
/** Words such a question may hold beside its place and "letter": asking words and the alef-bet's names. */
const ALLOWED = new Set('what wat whats wats which wich is was the a of in number no num letter leter lettr letters leters alef aleph alefbet alephbet bet beis bais alphabet alfabet hebrew ivrit twenty one two comes come its it s please pls and tell me very whole'.split(' '));

/** The question in small letters, dashes and punctuation made spaces. */
const plain = (question: string) => question.toLowerCase().replace(/[-‐–]/g, ' ').replace(/[^\p{L}\p{N}\s]/gu, ' ');

/** The letter a question asks for by its place, or undefined when it does not ask that. */
export function letterInOrder(question: string): HebrewLetter | undefined {
  const text = plain(question);
  if (!LETTER.test(text)) return undefined;
  const place = PLACE.exec(text);
  if (!place) return undefined;
  // Every other word only asks: "the first letter of shalom" is about shalom.
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.every((w) => w === place[0] || ALLOWED.has(w))) return undefined;
  const n = place[1] ? Number(place[1]) : place[2] ? ORDINALS.indexOf(place[2]) + 1 : LETTERS.length;
  // "Twenty second": the twenty said before the place.
  const position = /\btwenty\b/.test(text) && n < 10 ? 20 + n : n;
  return LETTERS.find((l) => l.position === position);
}

const BESIDE = /\b(after|afta|before|befor|b4)\s+(?:the\s+letter\s+)?(\S+)/;
/** Words that only say how near: "right after", "just before". */
const NEAR = new Set(['right', 'just', 'directly', 'next']);
const nameOf = (letter: HebrewLetter): string[] => [letter.name, ...letter.spellings].map((n) => n.toLowerCase());

/**
 * "What letter is after alef", "which comes before gimel": the letter beside a letter named (and the letter
 * named), read from the letters' own order, so that the chat goes on from the letter told ("and after that"
 * is the one after it). Only a question of asking words, the letter named and its place beside it.
 */
export function letterBeside(question: string): { letter: HebrewLetter; from: HebrewLetter } | undefined {
  const text = plain(question);
  const beside = BESIDE.exec(text);
  if (!beside) return undefined;
  const from = LETTERS.find((l) => nameOf(l).includes(beside[2]!));
  if (!from) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.every((w) => w === beside[1] || w === beside[2] || ALLOWED.has(w) || NEAR.has(w))) return undefined;
  const letter = LETTERS.find((l) => l.position === from.position + (beside[1]!.startsWith('af') ? 1 : -1));
  return letter ? { letter, from } : undefined;
}
