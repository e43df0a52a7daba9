import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';

const NOW = new Date(2026, 10, 22, 12);

describe('the first Jew and the plagues by their Hebrew name', () => {
  it('given who believed in one God first, when answered, then Avraham answers, with the verse that calls him a Hebrew', () => {
    const answer = answerQuestion('who was the 1st one to beleive in one god', NOW);
    expect(answer?.doc.entryId).toBe('avraham');
    expect(answer?.text).toMatch(/Genesis 14:13/);
  });

  it('given the plagues called makkos, when asked about, then the ten plagues answer', () => {
    expect(answerQuestion('what were all the makkos', NOW)?.doc.entryId).toBe('ten-plagues');
  });
});

describe('waiting after a meal of chicken', () => {
  it('given a child who had chicken and wants a milkshake, when asked when, then the wait between meat and milk answers, birds counted as meat', () => {
    const answer = answerQuestion('after a chicken dinner how long till i can have a milkshake', NOW);
    expect(answer?.doc.entryId).toBe('waiting');
    expect(answer?.text).toMatch(/birds count as meat/);
  });
});

describe('knowing that food is kosher', () => {
  it('given how a child can tell the food at a party is kosher, when answered, then keeping kosher answers and names the hechsher', () => {
    expect(answerQuestion('how do we know the food at a party is kosher', NOW)?.text).toMatch(/hechsher/);
  });
});
