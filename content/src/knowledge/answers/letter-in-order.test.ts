import { describe, expect, it } from 'vitest';
import { letterBeside, letterInOrder } from './letter-in-order';

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

describe('letterBeside', () => {
  it.each([
    ['what letter comes after hei', 'vav'],
    ['wich leter is befor zayin', 'vav'],
    ['what comes right after the letter kuf', 'resh'],
  ])('%j asks for %s', (question, id) => {
    expect(letterBeside(question)?.letter.id).toBe(id);
  });

  it('asks for no letter beside the first and last, nor beside what is not a letter', () => {
    expect(letterBeside('what letter comes before alef')).toBeUndefined();
    expect(letterBeside('what comes after tav')).toBeUndefined();
    expect(letterBeside('what do we say after kiddush')).toBeUndefined();
  });
});
