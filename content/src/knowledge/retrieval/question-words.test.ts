import { describe, expect, it } from 'vitest';
import { knowledgeIndex } from './knowledge-index';
import { questionWords } from './question-words';
import { searchKnowledge } from './search-knowledge';

const read = (q: string) => questionWords(q, knowledgeIndex());
const answering = (q: string) => {
  const hit = searchKnowledge(q, { limit: 3 }).find((h) => h.confident);
  return hit ? `${hit.doc.kind}:${hit.doc.entryId}` : undefined;
};

describe('questionWords', () => {
  it('reads misspelled small words as small words, and misspelled question words as themselves', () => {
    expect(read('wat hapens in beshalach')).toBe('in beshalach');
    expect(read('wen is purim')).toBe('when is purim');
    expect(read('wats the 2nd book')).toBe('the second book');
  });

  it('reads "y" first as "why", and elsewhere as the letter it is', () => {
    expect(read('y do we blow a shofar')).toBe('why do we blow a shofar');
    expect(read('what hebrew letter says y')).toContain(' y');
    expect(read('what hebrew letter says y')).not.toContain('why');
  });

  it('reads a word with a letter left out as the word the knowledge base writes, even where spellings fold it short', () => {
    expect(read('what is sukks')).toBe('what is sukkos');
    expect(read('what is rosh chodeh')).toBe('what is rosh chodesh');
    expect(read('what is shalom in englih')).toBe('what is shalom in english');
  });

  it('given a correctly spelled English word the knowledge base does not hold, when the question is read, then the word stays as written', () => {
    expect(read('how many legs does a spider have')).toBe('how many legs does a spider have');
    expect(read('how do planets spin')).toContain('planets');
    expect(read('what do elephants eat')).toContain('elephants');
  });

  it('given a misspelled knowledge word that is no English word, when the question is read, then it is the knowledge word', () => {
    expect(read('what is a shofr')).toBe('what is a shofar');
    expect(read('who was avrham')).toBe('who was avraham');
    expect(read('how many plages were there')).toContain('plague');
    expect(read('what was the first plage')).toContain('plague');
  });

  it('given a knowledge word with a letter left out that happens to spell a rare English word, when the question is read, then it is the knowledge word', () => {
    expect(read('how do you say sprig in hebrew')).toContain('spring');
    expect(read('who writs a torah scroll')).toContain('writes');
    expect(read('wat bracha on bred')).toContain('bread');
  });

  it('reads a word that folds to another only by chance as the word with the letter left out, but a possessive as itself', () => {
    expect(read('what does halachh mean')).toContain('halachah');
    expect(read('who was cains brother')).toContain('cains');
  });

  it('reads two words run together apart, and "dont" as "not"', () => {
    expect(read('whats the first letter of the alefbet')).toContain('alef bet');
    expect(read('which letters dont make a sound')).toContain('not make');
  });

  it('takes the small words and prefixes off Hebrew words', () => {
    expect(read('מה קורה בפרשת יתרו')).toContain('יתרו');
    expect(read('מה קורה בפרשת יתרו')).not.toContain('מה');
  });

  it('keeps a word it does not know when it is not a small word misspelled', () => {
    expect(read('how far away is the moon')).toContain('moon');
  });
});

describe('searchKnowledge with a child’s spelling', () => {
  it.each([
    ['wat hapens in beshalach', 'parsha:Beshalach'],
    ['What happens in פרשת יתרו?', 'parsha:Yitro'],
    ['My friend was mean to me today. What should I do?', 'advice:friend-was-mean'],
  ])('%j → %s', (question, entry) => {
    expect(answering(question)).toBe(entry);
  });

  it('is still not sure about what it does not cover', () => {
    for (const q of ['wat is the capital of france', 'how far away is the moon', 'who won the footbal game']) expect(answering(q), q).toBeUndefined();
  });
});

describe('asking when or how something ends, in a child\'s words', () => {
  it('given "is over", "has finished" or "finishes", when read, then it asks how or when it ends; a "done" that is not the end, or an "over" that only says when, stays', () => {
    expect(read('when is the fast over')).toContain('ends');
    expect(read('how do we know pesach has finished')).toContain('ends');
    expect(read('how does sukkos finish')).toContain('ends');
    expect(read('are you done')).not.toContain('ends');
    expect(read('what do we sing when pesach is over')).not.toContain('ends');
  });

  it('given how the day of atonement finishes in the synagogue, when answered, then its closing prayer answers', () => {
    expect(answering('how does yom kipur finish in the synagogue')).toBe('holiday:yom-kippur');
    const hit = searchKnowledge('how does yom kipur finish in the synagogue', { limit: 1 })[0];
    expect(hit?.doc.text).toMatch(/Neilah/);
  });

  it('given how often something is done, when read, then it is how many times', () => {
    expect(read('how often do we bentch')).toContain('how many times');
  });

  const facetAnswering = (q: string) => {
    const hit = searchKnowledge(q, { limit: 3 }).find((h) => h.confident);
    return hit ? `${hit.doc.entryId}:${hit.doc.facet}` : undefined;
  };

  it('given "what day" or "which date" before a day named, when the question is read, then it asks when that day is', () => {
    expect(read('wich date is lag baomer')).toBe('when is lag baomer');
    expect(facetAnswering('what day is shavuos')).toBe('shavuot:when');
    expect(facetAnswering('which day does yom kipper come')).toBe('yom-kippur:when');
    // Which day of a kind, of the week, or how many days: not when a named day is.
    expect(read('what day is a pidyon haben')).not.toContain('when');
    expect(read('what day is the holiest')).not.toContain('when');
    expect(read('what day of the week is shabbat')).not.toContain('when');
    expect(read('which day do we hear the megilla twice')).not.toContain('when');
    expect(read('what day does a boy get his hebrew name')).not.toContain('when');
  });

  it('given "what happens" on a day, in the present, when the question is read, then it asks what we do on it; "what happened" asks its story', () => {
    expect(facetAnswering('what happens on lag bomer')).toBe('lag-baomer:customs');
    expect(facetAnswering('what happens in shul on tisha bav')).toBe('tisha-bav:customs');
    expect(read('what happened on chanuka')).not.toContain('do we do');
    expect(read('wat happens in the parsha of noach')).not.toContain('do we do');
  });
});

