/**
 * Which built-in module answers a question. Deliberately small and readable: normalize the words, then
 * check a short list of rules in order. The first rule that fits wins, so the specific ones come first.
 */
import type { HolidayKey } from '../jewish-calendar';
import { letterByGlyph, letterNamedIn, type HebrewLetter } from './alphabet';
import { findBlessing, type BlessingEntry } from './blessings';
import { holidayNamedIn } from './calendar-answers';
import { hasAny, normalizeQuestion, stripNiqqud } from './normalize';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'alphabet' }
  | { kind: 'letter'; letter: HebrewLetter }
  | { kind: 'gematria-word'; word: string }
  | { kind: 'parsha' }
  | { kind: 'hebrew-date' }
  | { kind: 'holiday'; key: HolidayKey }
  | { kind: 'next-holiday' }
  | { kind: 'blessing'; entry: BlessingEntry }
  | { kind: 'unknown' };

const GREETINGS = ['hi', 'hello', 'hey', 'hiya', 'shalom', 'howdy', 'good morning', 'good afternoon', 'good evening', 'boker tov', 'erev tov', 'shalom aleichem', 'morah'];
const THANKS = ['thanks', 'thank you', 'thank u', 'thx', 'toda', 'todah', 'toda raba', 'todah rabah'];
const GEMATRIA = ['gematria', 'gematriya', 'gematriah', 'numerical value', 'number value', 'value', 'worth', 'add up', 'adds up', 'count'];
const LETTER_CONTEXT = ['letter', 'letters', 'sound', 'sounds', 'say', 'pronounce', 'write', 'written', 'look like', 'looks like', 'gematria', 'value', 'worth'];
const ALPHABET = ['alef bet', 'aleph bet', 'alef beis', 'aleph beis', 'alefbet', 'alphabet', 'hebrew letters', 'how many letters'];
const PARSHA = ['parsha', 'parshah', 'parasha', 'parashah', 'parashat', 'parshas', 'parsha hashavua', 'sedra', 'sidra', 'torah portion', 'weekly portion', 'torah reading'];
const WHEN = ['when', 'what date', 'which date', 'what day', 'this year', 'how long until', 'how many days', 'start', 'starts', 'begin', 'begins', 'date'];
const HOLIDAY_WORDS = ['holiday', 'holidays', 'chag', 'yom tov', 'festival', 'festivals'];
const NEXT = ['next', 'coming', 'upcoming', 'soon', 'soonest'];

/** Hebrew letters (with any vowel points) written in the question, e.g. חַי. */
function hebrewWordIn(text: string): string | undefined {
  const runs = text.match(/[\u05D0-\u05EA\u0591-\u05C7]+/g) ?? [];
  return runs.map(stripNiqqud).filter((w) => w.length > 0).sort((a, b) => b.length - a.length)[0];
}

/** "Hey Morah, ..." starts many questions; the greeting must not be read as the letter Hei. */
function withoutLeadingGreeting(normalized: string): string {
  let rest = normalized;
  for (let changed = true; changed; ) {
    changed = false;
    for (const g of GREETINGS) {
      if (rest === g || rest.startsWith(`${g} `)) {
        rest = rest.slice(g.length).trim();
        changed = true;
      }
    }
  }
  return rest;
}

function removePhrases(normalized: string, phrases: readonly string[]): string {
  let out = ` ${normalized} `;
  for (const p of phrases) out = out.replaceAll(` ${p} `, ' ');
  return out.trim();
}

export function matchIntent(question: string): Intent {
  const all = normalizeQuestion(question);
  const text = withoutLeadingGreeting(all);
  const hebrew = hebrewWordIn(question);

  if (hebrew && hebrew.length > 1 && hasAny(text, GEMATRIA)) return { kind: 'gematria-word', word: hebrew };
  if (hebrew && hebrew.length === 1) {
    const letter = letterByGlyph(hebrew);
    if (letter) return { kind: 'letter', letter };
  }
  if (hebrew && hasAny(text, GEMATRIA.slice(0, 3))) return { kind: 'gematria-word', word: hebrew };

  if (hasAny(text, ALPHABET)) {
    const letter = letterNamedIn(removePhrases(text, ALPHABET));
    return letter ? { kind: 'letter', letter } : { kind: 'alphabet' };
  }
  const letter = letterNamedIn(text);
  const onlyALetterName = letter !== undefined && text.split(' ').length === 1;
  if (letter && (onlyALetterName || hasAny(text, LETTER_CONTEXT))) return { kind: 'letter', letter };

  if (hasAny(text, PARSHA)) return { kind: 'parsha' };
  if (hasAny(text, ['hebrew date', 'jewish date']) || (hasAny(text, ['date', 'day']) && hasAny(text, ['hebrew', 'jewish']) && !hasAny(text, HOLIDAY_WORDS))) {
    return { kind: 'hebrew-date' };
  }

  const holiday = holidayNamedIn(text);
  if (holiday && hasAny(text, WHEN)) return { kind: 'holiday', key: holiday };
  if (hasAny(text, HOLIDAY_WORDS) && hasAny(text, NEXT)) return { kind: 'next-holiday' };

  const entry = findBlessing(text);
  if (entry) return { kind: 'blessing', entry };
  // A holiday named without "when": its date is still the most useful thing we know for sure.
  if (holiday) return { kind: 'holiday', key: holiday };

  const short = all.split(' ').length <= 6;
  if (text.length === 0 || (hasAny(all, GREETINGS) && short && !hasAny(all, THANKS))) return { kind: 'greeting' };
  if (hasAny(all, THANKS) && all.split(' ').length <= 8) return { kind: 'thanks' };
  return { kind: 'unknown' };
}
