import { describe, expect, it } from 'vitest';
import { soundingLike } from './sounds-like';

describe('soundingLike', () => {
  it('given words written for others that sound the same, when read, then each becomes the word meant', () => {
    expect(soundingLike('why do we brake a glass')).toBe('why do we break a glass');
    expect(soundingLike('which Profit went up in a storm')).toBe('which prophet went up in a storm');
  });

  it('given a message with no such word, when read, then there is nothing to read again', () => {
    expect(soundingLike('who split the sea')).toBeUndefined();
  });
});
