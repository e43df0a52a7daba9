import { describe, expect, it } from 'vitest';
import { foldTerm } from '../retrieval/fold-term';
import { answerQuestion, tellsWhatHappened } from './answer-question';

const NOW = new Date(2026, 10, 28, 12);

describe('daven is pray', () => {
  it('given every form of daven, when folded, then each reads as the same form of pray', () => {
    expect(foldTerm('davens')).toBe(foldTerm('prays'));
    expect(foldTerm('dovening')).toBe(foldTerm('praying'));
    expect(foldTerm('davvened')).toBe(foldTerm('prayed'));
    expect(foldTerm('david')).not.toBe(foldTerm('pray'));
  });

  it('given a child asking which direction to stand while davening, when answered, then facing Jerusalem answers', () => {
    expect(answerQuestion('what direction do i stand in when im davening', NOW)?.text).toMatch(/Jerusalem/);
  });
});

describe('how much to give', () => {
  it('given a child with gift money asking how much belongs in the pushka, when answered, then it says a tenth', () => {
    expect(answerQuestion('grandma sent me twenty dollars how much should i put in the pushka', NOW)?.text).toMatch(/tenth/);
  });

  it('given the word maaser, when asked what it is, then giving a tenth answers from Deuteronomy', () => {
    const answer = answerQuestion('what does masser mean', NOW);
    expect(answer?.doc.entryId).toBe('maaser');
    expect(answer?.text).toMatch(/Deuteronomy 14:22/);
  });
});

describe('basics of the Torah and the Prophets', () => {
  it('given how often God tested Avraham, when asked, then ten tests answer, the akeidah the last', () => {
    const answer = answerQuestion('how many times did god test abraham', NOW);
    expect(answer?.text).toMatch(/ten tests/);
    expect(answer?.text).toMatch(/Yitzchak/);
  });

  it('given why Moshe never entered the land, when asked, then Mei Merivah answers: he hit the rock instead of speaking to it', () => {
    const answer = answerQuestion('how come moses never got to go in to israel', NOW);
    expect(answer?.doc.entryId).toBe('mei-meriva');
    expect(answer?.text).toMatch(/speak to the rock/);
  });

  it('given what David looked after before he was king, when asked, then his father\'s sheep answer', () => {
    expect(answerQuestion('what animals did young dovid look after', NOW)?.text).toMatch(/sheep/);
  });
});

describe('a telling that opens with when it happened', () => {
  it('given a child who says what changed before saying how they feel, when read, then it is a telling to help with', () => {
    expect(tellsWhatHappened('ever since my cousin moved in with us i never get any time with my dad')).toBe(true);
    expect(tellsWhatHappened('after we got a new puppy everyone forgot about me')).toBe(true);
  });

  it('given an opening clause followed by a question, when read, then it stays a question', () => {
    expect(tellsWhatHappened('after i have a hamburger how long do i wait for milk')).toBe(false);
    expect(tellsWhatHappened('when do i say modeh ani')).toBe(false);
  });

  it('given a new baby at home taking the grown-ups\' time, when told, then the answer is about the new baby and telling the parents', () => {
    const answer = answerQuestion('since my twin brothers were born my parents dont have time for me', NOW);
    expect(answer?.doc.entryId).toBe('new-baby');
    expect(answer?.text).toMatch(/Tell your mom or dad how you feel/);
  });
});

describe('saying a chore was done when it was not', () => {
  it('given a child who said the homework was finished but it was not, when told, then the answer is about telling the truth', () => {
    const answer = answerQuestion('i said i finished my homework but i never did', NOW);
    expect(answer?.doc.entryId).toBe('i-lied');
    expect(answer?.text).toMatch(/truth/);
  });
});
