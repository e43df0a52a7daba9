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

  it.each([
    ['wen is shavuos what do we eat on it', ['wen is shavuos', 'what do we eat on it']],
    ['how do u say horse in hebrew how do u say cow', ['how do u say horse in hebrew', 'how do u say cow']],
    ['who was yosef whos his father', ['who was yosef', 'whos his father']],
  ])('splits %j, typed without a stop, where a new question starts', (message, parts) => {
    expect(questionsIn(message)).toEqual(parts);
  });

  it('keeps one question whose question word only joins a clause, or that names nothing before it, as one', () => {
    expect(questionsIn('what do we eat when it is shavuos')).toEqual(['what do we eat when it is shavuos']);
    expect(questionsIn('who was the king who built the beis hamikdash')).toEqual(['who was the king who built the beis hamikdash']);
    expect(questionsIn('do you know what is sukkos')).toEqual(['do you know what is sukkos']);
    expect(questionsIn('my sister broke her arm how can i cheer her up')).toEqual(['my sister broke her arm how can i cheer her up']);
  });

  it('keeps one question with "and" inside it as one', () => {
    expect(questionsIn('Tell me about Moshe and Aharon')).toEqual(['Tell me about Moshe and Aharon']);
    expect(questionsIn('What do we eat and drink on Purim?')).toEqual(['What do we eat and drink on Purim?']);
  });
});
