import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { thingInPlace } from './thing-in-place';

const NOW = new Date(2026, 10, 22, 12);

describe('a thing asked about in a place', () => {
  it('reads "what is THING in PLACE" as the thing and where it is', () => {
    expect(thingInPlace('Whats the bimah in the synagogue?')).toEqual({ thing: 'bimah', place: 'synagogue' });
    expect(thingInPlace('wat is a chupa at a jewish wedding')).toEqual({ thing: 'chupa', place: 'jewish wedding' });
    expect(thingInPlace('what do we eat on purim')).toBeUndefined();
    expect(thingInPlace('what is read on shavuos morning')).toBeUndefined();
  });

  it('given a thing named whole and the place it is in, when asked, then the thing answers, not the place', () => {
    expect(answerQuestion('whats the bimah in the shul', NOW)?.doc.entryId).toBe('bimah');
    expect(answerQuestion('what is the ark in the synagogue', NOW)?.doc.entryId).toBe('aron-kodesh');
  });

  it('given what is read on a day, then the day answers, not how Hebrew is read', () => {
    expect(answerQuestion('what is read on shavuos morning', NOW)?.doc.entryId).toBe('shavuot');
  });

  it('given a blessing asked "on" a food, then the blessing still answers, not the word for blessing', () => {
    expect(answerQuestion('what is the bracha on grapes', NOW)?.doc.kind).toBe('blessing');
  });
});
