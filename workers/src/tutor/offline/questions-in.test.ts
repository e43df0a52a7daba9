import { describe, expect, it } from 'vitest';
import { questionsIn } from './questions-in';

describe('questionsIn', () => {
  it.each([
    ['When does Chanukah start, and how many candles do we light on the third night?', ['When does Chanukah start', 'how many candles do we light on the third night?']],
    ['wen does hanuka start and how many candels on nite 3', ['wen does hanuka start', 'how many candels on nite 3']],
    ['Who was Moshe? Who was his sister?', ['Who was Moshe?', 'Who was his sister?']],
  ])('splits %j into its questions', (message, parts) => {
    expect(questionsIn(message)).toEqual(parts);
  });

  it('keeps one question with "and" inside it as one', () => {
    expect(questionsIn('Tell me about Moshe and Aharon')).toEqual(['Tell me about Moshe and Aharon']);
    expect(questionsIn('What do we eat and drink on Purim?')).toEqual(['What do we eat and drink on Purim?']);
  });
});
