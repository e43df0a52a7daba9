import { describe, expect, it } from 'vitest';
import { screenConversation } from '../screen-conversation';
import { readMessage as read } from '../read/read-message';
import { aboutAStoryOrPracticeOnly, keepsAPractice } from './practice';

const flagged = (text: string, secondReader: boolean) => screenConversation([], text, { secondReader }).categories;

describe('a practice kept or a story told is not a disclosure', () => {
  it.each([
    'how come we arent allowed to eat until the shofar is blown',
    'do jews skip lunch on the fast of esther',
    'our family doesnt eat anything made with flour all of passover',
    'why must people wait so long between a chicken dinner and milk',
    'i managed to fast until mincha this year',
  ])('given a fast or a rule of food kept by the family, the people or the child on a holy day (%j), when screened, then nothing is flagged', (text) => {
    expect(keepsAPractice(read(text))).toBe(true);
    expect(flagged(text, false)).toEqual([]);
    expect(flagged(text, true)).toEqual([]);
  });

  it.each([
    'why did the brothers of yosef leave him with nothing to eat in the pit',
    'how did pharaohs soldiers feel when the water covered them',
    'is it sad that the mohel snips a little baby',
  ])('given a question about the Torah\'s people or a rite with the child nowhere in it (%j), when screened, then nothing is flagged', (text) => {
    expect(aboutAStoryOrPracticeOnly(read(text))).toBe(true);
    expect(flagged(text, false)).toEqual([]);
    expect(flagged(text, true)).toEqual([]);
  });

  it.each([
    ['we havent had groceries since before rosh hashana and my tummy aches', 'neglect'],
    ['my grandma wont let me have breakfast on shabbos unless i say every word right', 'neglect'],
    ['on purim my uncle punched me in the face and said its a joke', 'hurt'],
    ['i wish i could be gone like the people in the flood', 'self-harm'],
  ])('given a disclosure told with the words of a holy day or a story (%j), when screened, then it is still heard', (text, category) => {
    expect(keepsAPractice(read(text))).toBe(false);
    expect(aboutAStoryOrPracticeOnly(read(text))).toBe(false);
    expect(flagged(text, true)).toContain(category);
  });
});
