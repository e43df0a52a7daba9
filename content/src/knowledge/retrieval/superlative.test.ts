import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answers/answer-question';
import { superlativesIn, withSuperlatives } from './superlative';

const NOW = new Date(2026, 10, 22, 12);

describe('a question that asks for the one that is most something', () => {
  it('given "most" before an adjective, when the question is read, then it reads as the superlative; other "most" stays', () => {
    expect(withSuperlatives('the most holy place')).toBe('the holiest place');
    expect(withSuperlatives('which one is most sad')).toBe('which one is saddest');
    expect(withSuperlatives('most kids like latkes')).toBe('most kids like latkes');
    expect(withSuperlatives('most of the year')).toBe('most of the year');
  });

  it('given words that end like a superlative but are none, then only real superlatives are found', () => {
    expect(superlativesIn('an honest kid walked in the forest and the biggest tree')).toEqual(['biggest']);
    expect(superlativesIn('the wisest and the latest')).toEqual(['wisest', 'latest']);
  });

  it('given a child asking which day is the saddest, when answered, then the fast of the ninth of Av answers, not today\'s date', () => {
    for (const question of ['wich day of the year is the saddest one', 'whats the most sad day on the jewish calendar']) {
      expect(answerQuestion(question, NOW, { guess: true })?.doc.entryId, question).toBe('tisha-bav');
    }
  });

  it('given a child asking which month is the happiest, when answered, then Adar is named, with where it is taught', () => {
    const answer = answerQuestion('what month is the most happy month', NOW, { guess: true });
    expect(answer?.text).toMatch(/Adar[^.]*happiest month/);
    expect(answer?.text).toMatch(/Ta'anit 29a/);
  });
});
