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
    ['what is lag baomer when is it', ['what is lag baomer', 'when is it']],
  ])('splits %j, typed without a stop, where a new question starts', (message, parts) => {
    expect(questionsIn(message)).toEqual(parts);
  });

  it.each([
    ['how long is sukkos, what cant we do in the sukkah', ['how long is sukkos', 'what cant we do in the sukkah']],
    ['who made the ark. who went inside it', ['who made the ark', 'who went inside it']],
    ['what is a siddur what dont we do with it on the floor', ['what is a siddur', 'what dont we do with it on the floor']],
  ])('given a stop or a denied question word between two questions, when %j is read, then it is two', (message, parts) => {
    expect(questionsIn(message)).toEqual(parts);
  });

  it('given a phrase or a clause before a comma, when the question follows it, then it stays one question', () => {
    expect(questionsIn('after havdalah, what do we do')).toEqual(['after havdalah, what do we do']);
    expect(questionsIn('shavuos, what do we eat')).toEqual(['shavuos, what do we eat']);
  });

  it('keeps one question whose question word only joins a clause, or that names nothing before it, as one', () => {
    expect(questionsIn('what do we eat when it is shavuos')).toEqual(['what do we eat when it is shavuos']);
    expect(questionsIn('who was the king who built the beis hamikdash')).toEqual(['who was the king who built the beis hamikdash']);
    expect(questionsIn('do you know what is sukkos')).toEqual(['do you know what is sukkos']);
    expect(questionsIn('my sister broke her arm how can i cheer her up')).toEqual(['my sister broke her arm how can i cheer her up']);
    expect(questionsIn('which bracha do u make when u hear thunder')).toEqual(['which bracha do u make when u hear thunder']);
  });

  it('given "and the last one" after a question about an order, when split, then it is a second question', () => {
    expect(questionsIn('whats the second book of the torah and the last one')).toEqual(['whats the second book of the torah', 'the last one']);
    expect(questionsIn('tell me the first letter and the 3rd')).toEqual(['tell me the first letter', 'the 3rd']);
    expect(questionsIn('which is the longest parsha and the shortest')).toEqual(['which is the longest parsha', 'the shortest']);
    expect(questionsIn('tell me about shabbat and the rest')).toEqual(['tell me about shabbat and the rest']);
  });

  it('given a "when" that begins a clause, when split, then the question after it stays with it', () => {
    expect(questionsIn('when moshe died who led the jews')).toEqual(['when moshe died who led the jews']);
    expect(questionsIn('after the flood what did noach do')).toEqual(['after the flood what did noach do']);
  });

  it('keeps one question with "and" inside it as one', () => {
    expect(questionsIn('Tell me about Moshe and Aharon')).toEqual(['Tell me about Moshe and Aharon']);
    expect(questionsIn('What do we eat and drink on Purim?')).toEqual(['What do we eat and drink on Purim?']);
  });
});
