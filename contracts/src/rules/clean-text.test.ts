import { describe, expect, it } from 'vitest';
import { cleanInput, cleanText, hasVisibleText, InputTooDeepError, MAX_INPUT_DEPTH } from './clean-text';

describe('cleanText', () => {
  it('removes NUL and other control characters, keeping tabs and line breaks', () => {
    expect(cleanText('Do\u0000vi\u0007 \u001b[31m')).toBe('Dovi [31m');
    expect(cleanText('a\tb\r\nc\rd\ne')).toBe('a\tb\nc\nd\ne');
    expect(cleanText('\u0085x\u009f')).toBe('x');
  });

  it('drops lone surrogate halves and keeps whole emoji', () => {
    expect(cleanText('hi \uD83D there \uDE00!')).toBe('hi  there !');
    expect(cleanText('\uD83D\uDE00 \uD83D\uDC68\u200D\uD83D\uDC67')).toBe('\uD83D\uDE00 \uD83D\uDC68\u200D\uD83D\uDC67');
  });

  it('composes to NFC, so one word typed two ways is the same word', () => {
    const decomposed = 'Cafe\u0301';
    expect(cleanText(decomposed)).toBe('Caf\u00e9');
    expect(cleanText('\u05e9\u05c1\u05b8')).toBe('\u05e9\u05c1\u05b8'.normalize('NFC'));
  });
});

describe('cleanInput', () => {
  it('cleans every string of a body, keys included, and leaves the rest alone', () => {
    expect(cleanInput({ 'na\u0000me': ['a\u0000', 1, true, null, { t: 'x\uD800' }] })).toEqual({ name: ['a', 1, true, null, { t: 'x' }] });
  });
});

describe('hasVisibleText', () => {
  it('sees letters, Hebrew and emoji', () => {
    expect(hasVisibleText('a')).toBe(true);
    expect(hasVisibleText('\u05d1')).toBe(true);
    expect(hasVisibleText('\uD83D\uDE00')).toBe(true);
  });

  it('sees nothing in spaces, zero-width characters, direction marks and lone vowel points', () => {
    expect(hasVisibleText(' \n\t')).toBe(false);
    expect(hasVisibleText('\u200b\u200c\u200d\u2060\ufeff\u200e\u200f')).toBe(false);
    expect(hasVisibleText('\u05b8\u05b4')).toBe(false);
    expect(hasVisibleText('\u3164\u2800')).toBe(false);
  });
});

describe('cleanInput on what Fastify parses', () => {
  it('cleans a query string object without a prototype, and leaves a raw Buffer body alone', () => {
    const query = Object.assign(Object.create(null), { since: '2026\u0000' });
    expect(cleanInput(query)).toEqual({ since: '2026' });
    const raw = Buffer.from('{"a":"\\u0000"}');
    expect(cleanInput(raw)).toBe(raw);
  });
});

describe('cleanInput, on hostile shapes', () => {
  it('keeps a key named __proto__ a plain key, as JSON.parse does, instead of making it the prototype', () => {
    const cleaned = cleanInput(JSON.parse('{"__proto__":{"admin":true},"name":"Noa"}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect((cleaned as { admin?: unknown }).admin).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'name']);
  });

  it('refuses input nested deeper than MAX_INPUT_DEPTH before walking it, and takes what is as deep as that', () => {
    const nest = (depth: number) => JSON.parse(`${'['.repeat(depth)}"x"${']'.repeat(depth)}`);
    expect(() => cleanInput(nest(MAX_INPUT_DEPTH))).not.toThrow();
    expect(() => cleanInput(nest(MAX_INPUT_DEPTH + 1))).toThrow(InputTooDeepError);
    expect(() => cleanInput(nest(100_000))).toThrow(InputTooDeepError);
  });
});
