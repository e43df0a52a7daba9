import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message';

const subjectOf = (text: string) => readMessage(text).clauses[0]?.subject?.kind ?? null;

describe('groupAt: whose friend or relation', () => {
  it.each(['my moms friend drove us to the lake', 'my grandpas friend plays cards with him', 'my aunts friend from work gave me a ride'])(
    'given a friend of a grown-up (%j), then the friend is a grown-up, not the child\'s own friend',
    (text) => expect(subjectOf(text)).toBe('adult'),
  );

  it.each(['the whole grade laughs when i talk', 'my entire bunk hides my shoes'])('given a whole class, grade or bunk (%j), then it is the children in it', (text) => {
    expect(subjectOf(text)).toBe('peer');
  });

  it('given a grade on its own, then it is a mark, not children', () => {
    expect(subjectOf('my grade was a b plus')).toBe('thing');
  });

  it('given a friend of the child\'s brother, then it is another child, not the child\'s own friend', () => {
    expect(subjectOf('my sisters friend borrowed my scooter')).toBe('peer');
  });

  it('given a cousin of a parent, then it is family of a grown-up\'s generation', () => {
    expect(subjectOf('my dads cousin came for shabbos')).toBe('family');
  });

  it.each(['my best friend made me a bracelet', 'my baby sister drew on the wall'])('given %j (the child\'s own friend or sister), then it stays close', (text) => {
    expect(subjectOf(text)).toBe('close');
  });
});

describe('toClauses: a shared subject that does not agree', () => {
  it('given "i" and then a verb in -s joined by "and", then the verb\'s subject is the other person named before', () => {
    const clauses = readMessage('my neighbor told me i was his best helper and hugs me too long').clauses;
    expect(clauses[clauses.length - 1]?.subject?.head).toBe('neighbor');
  });

  it('given "i" and then a verb that agrees with it, then "i" stays the subject', () => {
    const clauses = readMessage('my coach said i was fast and i ran home').clauses;
    expect(clauses[clauses.length - 1]?.subject?.head).toBe('i');
  });
});
