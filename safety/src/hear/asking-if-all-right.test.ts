import { describe, expect, it } from 'vitest';
import { screenConversation } from '../screen-conversation';

/** What the rules alone hear, without the second reader. */
const heardByRules = (text: string) => screenConversation([], text, { secondReader: false }).categories;

describe('a question whether a deed done to the child is all right tells of the deed', () => {
  it.each([
    ['is it okay when my piano teacher strokes my thigh during lessons', 'unsafe-touch'],
    ['is it normal if my big cousin touches my private parts at sleepovers', 'unsafe-touch'],
    ['is it ok if my stepdad slaps me when i talk back', 'hurt'],
    ['is it allowed for my stepmom to slap me when i spill stuff', 'hurt'],
  ])('given the child asks %j, when the rules screen it, then %s is heard', (text, category) => {
    expect(heardByRules(text)).toContain(category);
  });

  it.each([
    'is it okay to eat chicken and then ice cream',
    'is it normal to feel nervous before a test',
    'is it weird to cry at movies',
    'is it ok if i skip challah at dinner',
    'is it ok if my grandma hugs me a lot',
    'is it okay if my brother and i have pillow fights',
  ])('given the child asks %j, a practice, a feeling or a kind deed, when the rules screen it, then nothing is flagged', (text) => {
    expect(heardByRules(text)).toEqual([]);
  });
});
