import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answers/answer-question';

const NOW = new Date(2026, 10, 22, 12);

describe('the nearest topic, when retrieval is sure of nothing', () => {
  it('given a curriculum story asked in words the knowledge base does not use, when a guess is allowed, then the entry that met most of it answers, marked as a guess', () => {
    const question = 'the tiny boy with a sling who beat the huge soldier who was he';
    expect(answerQuestion(question, NOW)).toBeUndefined();
    const guessed = answerQuestion(question, NOW, { guess: true });
    expect(guessed?.doc.id).toBe('person:david:overview');
    expect(guessed?.guessed).toBe(true);
    expect(guessed?.text).toMatch(/Goliath/);
  });

  it('given a question about something Morah does not teach, when a guess is allowed, then there is still no topic', () => {
    for (const question of ['why is the sky blue', 'how do airplanes fly', 'who won the football game', 'what is the capital of france', 'what is 2+2']) {
      expect(answerQuestion(question, NOW, { guess: true }), question).toBeUndefined();
    }
  });

  it('given a question retrieval is sure of, when a guess is allowed, then the sure answer is not marked as a guess', () => {
    const sure = answerQuestion('who was moshes sister', NOW, { guess: true });
    expect(sure?.guessed).toBeUndefined();
    expect(sure?.text).toMatch(/Miriam/);
  });
});

describe('the nearest topic of a question whose other words Morah cannot read', () => {
  it('given a why question that names havdalah and a verb the knowledge base never uses, when a guess is allowed, then a havdalah entry answers, marked as a guess', () => {
    const guessed = answerQuestion('why do we whiff something at havdala', NOW, { guess: true });
    expect(guessed?.guessed).toBe(true);
    expect(guessed?.text).toMatch(/havdalah/i);
  });

  it('given how often something is done, when answered, then it is read as how many times', () => {
    expect(answerQuestion('how often do jews daven in a day', NOW)?.text).toMatch(/three times a day/);
  });
});
