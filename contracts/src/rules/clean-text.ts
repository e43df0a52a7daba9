/**
 * Text as people sent it, made safe to keep and show: composed to NFC (so "שָׁלוֹם" typed two ways is
 * one word), without control characters (NUL and the like, which Postgres refuses; tabs and line
 * breaks stay, with CR LF as one line break) and without lone surrogate halves (half an emoji, which
 * JSON columns refuse). Applied once, to every request and socket payload, at the edge.
 */
export function cleanText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '')
    .normalize('NFC');
}

/**
 * No input Morah takes is nested deeper than this (its deepest, a quiz's answers, is 3 levels).
 * Deeper input is refused before anything walks it: thousands of nested arrays in a 100 KB body
 * would otherwise exhaust the stack of whatever recursed over them first.
 */
export const MAX_INPUT_DEPTH = 32;
export const INPUT_TOO_DEEP = 'That request has too many layers inside each other. Please send a simpler one.';

export class InputTooDeepError extends Error {
  constructor() {
    super(INPUT_TOO_DEEP);
    this.name = 'InputTooDeepError';
  }
}

/** Every string in a parsed JSON value (keys too) through `cleanText`; other values as they are. Throws `InputTooDeepError` past `MAX_INPUT_DEPTH`. */
export function cleanInput<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (value !== null && typeof value === 'object' && depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, depth + 1)) as T;
  const proto = value !== null && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  // Plain objects only (a query string's has no prototype); a Buffer or a Date stays as it is.
  if (proto === Object.prototype || proto === null) {
    const cleaned: Record<string, unknown> = {};
    // Defined, not assigned: a key '__proto__' (JSON.parse keeps it as a plain key) must stay a key, not become the prototype.
    for (const [key, item] of Object.entries(value as object)) Object.defineProperty(cleaned, cleanText(key), { value: cleanInput(item, depth + 1), enumerable: true, writable: true, configurable: true });
    return cleaned as T;
  }
  return value;
}

// Spaces, invisible formatting (zero-width spaces and joiners, direction marks), marks with nothing
// to sit on, and the few letters that draw nothing (Hangul fillers, the blank braille cell).
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text shows at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
