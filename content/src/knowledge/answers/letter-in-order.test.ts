import { describe, expect, it } from 'vitest';
import { letterInOrder } from './letter-in-order';

describe('letterInOrder', () => {
  it.each([
    ['what is the 10th letter', 'yod'],
    ['wich leter is number 5', 'hei'],
    ['what is the tenth letter of the alef bet', 'yod'],
    ['whats the last letter in hebrew', 'tav'],
    ['what is the twenty second letter', 'tav'],
  ])('%j asks for %s', (question, id) => {
    expect(letterInOrder(question)?.id).toBe(id);
  });

  it('asks for no letter when the letters of something else are asked, or no place is', () => {
    expect(letterInOrder('what is the first letter of shalom')).toBeUndefined();
    expect(letterInOrder('what is the first letter in the torah')).toBeUndefined();
    expect(letterInOrder('how many letters are there')).toBeUndefined();
  });
});
