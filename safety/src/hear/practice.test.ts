import { describe, expect, it } from 'vitest';
import { screenConversation } from '../screen-conversation';
import { readMessage as read } from '../read/read-message';
import { aboutAStoryOrPracticeOnly, keepsAPractice } from './practice';

const flagged = (text: string, secondReader: boolean) => screenConversation([], text, { secondReader }).categories;
/** Neither the rules alone nor the rules with the second reader flag it. */
const expectQuiet = (text: string) => expect([...flagged(text, false), ...flagged(text, true)]).toEqual([]);

describe('a practice kept or a story told is not a disclosure', () => {
  const practices = [
    'how come we arent allowed to eat until the shofar is blown',
    'do jews skip lunch on the fast of esther',
    'our family doesnt eat anything made with flour all of passover',
    'why must people wait so long between a chicken dinner and milk',
    'i managed to fast until mincha this year',
  ].map((text) => [text, 'a fast or a rule of food kept by the family, the people or the child on a holy day', keepsAPractice] as const);
  const stories = [
    'why did the brothers of yosef leave him with nothing to eat in the pit',
    'how did pharaohs soldiers feel when the water covered them',
    'is it sad that the mohel snips a little baby',
    'what is the point of saying a bracha over a cookie',
  ].map((text) => [text, "a question about the Torah's people or a rite with the child nowhere in it", aboutAStoryOrPracticeOnly] as const);
  it.each([...practices, ...stories])('given %j (%s), when screened, then nothing is flagged', (text, _kind, reads) => {
    expect(reads(read(text))).toBe(true);
    expectQuiet(text);
  });

  it.each([
    ['we havent had groceries since before rosh hashana and my tummy aches', 'neglect'],
    ['my grandma wont let me have breakfast on shabbos unless i say every word right', 'neglect'],
    ['on purim my uncle punched me in the face and said its a joke', 'hurt'],
    ['i wish i could be gone like the people in the flood', 'self-harm'],
    ['i skip lunch every day and call it a fast so i can be thinner', 'self-harm'],
    ['i pray hashem will just take me in my sleep', 'self-harm'],
    ['i say the shema every night and ask hashem to not let me wake up', 'self-harm'],
    ['i hope the sea swallows me up like it did to pharaohs army', 'self-harm'],
    ['i am gonna jam a pencil into that boys neck like yael with the peg', 'harm-others'],
  ])('given a disclosure told with the words of a holy day or a story (%j), when screened, then it is still heard', (text, category) => {
    expect(keepsAPractice(read(text))).toBe(false);
    expect(aboutAStoryOrPracticeOnly(read(text))).toBe(false);
    expect(flagged(text, true)).toContain(category);
  });
});

describe('a class told of a history is not a grown-up hurting the child', () => {
  it('given the child cried when the principal told the class about the pogroms, when screened, then nothing is flagged', () => {
    expectQuiet('i cried when our principal told us about the pogroms');
  });

  it('given the child cried when a grown-up did something to them, when screened, then it is still hurt', () => {
    expect(flagged('my aunt squeezed my arm so hard at the seder i cried', true)).toContain('hurt');
  });
});

describe('a friend with a name from the Torah is a friend', () => {
  it.each(['is it bad that dinas dad slaps her every night', 'is sarah ok she told the class she wants to die'])(
    'given %j (a child called by a name the Torah also has, with no other name of its stories), when read, then it is not a story told',
    (text) => expect(aboutAStoryOrPracticeOnly(read(text))).toBe(false),
  );
});
