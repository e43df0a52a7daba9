import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message';

describe('readMessage', () => {
  it('finds a phrase of whole words wherever it stands, and not one that only shares letters', () => {
    // Given a child's message
    const reading = readMessage('my cousin took the bus home and then we played outside');
    // Then its phrases are found at the start, the middle and the end
    expect(reading.has('my cousin')).toBe(true);
    expect(reading.has('the bus home')).toBe(true);
    expect(reading.has('played outside')).toBe(true);
    expect(reading.has('bus')).toBe(true);
    // And not words cut short, out of order, or absent
    expect(reading.has('us home')).toBe(false);
    expect(reading.has('bus the')).toBe(false);
    expect(reading.has('the car')).toBe(false);
    expect(reading.has('')).toBe(false);
    // And a phrase of dictionary forms is found through the words as written
    expect(reading.hasLemmas('take the bus')).toBe(true);
  });

  it('reads the same text the same way when it is read again', () => {
    const first = readMessage('my grandma bakes challah every friday');
    const again = readMessage('my grandma bakes challah every friday');
    expect(again.text).toBe(first.text);
    expect(again.clauses).toEqual(first.clauses);
  });

  it('given a reading first asked only for its text, when its clauses and phrases are asked later, then they are what a reading asked for them at once has', () => {
    const told = 'my uncle grabbed my arm really hard and it left a mark';
    const textFirst = readMessage(told);
    expect(textFirst.text).toContain('uncle');
    const atOnce = readMessage(` ${told} `);
    const clauseWords = atOnce.clauses.map((c) => c.words.map((w) => w.text));
    const words = [...atOnce.words].sort();
    const grabbed = atOnce.hasLemmas('grab my arm');
    expect(textFirst.clauses.map((c) => c.words.map((w) => w.text))).toEqual(clauseWords);
    expect(textFirst.clauses).toBe(textFirst.clauses);
    expect([...textFirst.words].sort()).toEqual(words);
    expect(textFirst.hasLemmas('grab my arm')).toBe(grabbed);
    expect(grabbed).toBe(true);
  });
});

describe('a name before a verb of saying', () => {
  it('given "yarden said ..." (a name the lexicon lacks, first, then a verb of saying), then the name is kept as it was written', () => {
    expect(readMessage('yarden said her big brother punches her').text).toBe('yarden said her big brother punches her');
  });
  it('given a misspelt word after "the", then it is still mended', () => {
    expect(readMessage('the scard boy said hi').text).not.toContain('scard');
  });
});

describe('a bare verb after a clause of time', () => {
  it('given "they wait till im alone then hide my bag", then "hide" is theirs, not the child\'s', () => {
    const clauses = readMessage('they wait till im alone then hide my bag').clauses;
    expect(clauses.find((c) => c.link === 'then')?.subject?.head).toBe('they');
  });
});
