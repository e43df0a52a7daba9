import { describe, expect, it } from 'vitest';
import { letterOfWord } from './letter-of-word';

describe('letterOfWord', () => {
  it.each([
    ['what letter does ima begin with', 'alef', /Ima \(אִמָּא\) starts with Alef, א\./],
    ['the last letter of the word lechem', 'mem', /Lechem \(לֶחֶם\) ends with Final Mem \(Mem Sofit\), ם\./],
    ['moshe starts with which letter', 'mem', /Moshe \(מֹשֶׁה\) starts with Mem, מ\./],
    ['which letter does כלב start with', 'kaf', /starts with Kaf, כ\./],
  ])('given %j, when read, then it names the letter at that end of the word', (question, id, sentence) => {
    const found = letterOfWord(question);
    expect(found?.letter.id).toBe(id);
    expect(found?.sentence).toMatch(sentence);
  });

  it('given the first letter of a thing (the Torah) or a word it does not know, when read, then it asks for no letter of a word', () => {
    expect(letterOfWord('what is the first letter of the torah')).toBeUndefined();
    expect(letterOfWord('what letter does spaghetti start with')).toBeUndefined();
    expect(letterOfWord('what is the first letter of the alef bet')).toBeUndefined();
  });
});
