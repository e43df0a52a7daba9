import { describe, expect, it } from 'vitest';
import { screenConversation } from '../screen-conversation';
import { modelHears, modelTextOf } from './disclosure-model';

const hears = (text: string) => modelHears(modelTextOf([], text));

describe('the statistical second reader', () => {
  it.each([
    ['my uncle slaps me when nobody is around', 'hurt'],
    ['the big kids at camp wont stop shoving me', 'bullied'],
    ['a man on minecraft asked for my address', 'stranger'],
    ['i keep thinking about ending my life', 'self-harm'],
    ['im going to hurt my teacher with a knife', 'harm-others'],
  ])('given a disclosure in words of its own (%j), then it hears %s', (text, category) => {
    expect(hears(text)).toBe(category);
  });

  it.each(['we won the soccer game 5 to 1', 'jacob wrestled with the angel', 'i scraped my elbow on the sidewalk', 'i am sad my friend moved away', 'this math is killing me lol'])(
    'given an ordinary look-alike (%j), then it hears nothing',
    (text) => expect(hears(text)).toBeNull(),
  );

  it('given a disclosure, then an unrelated message after it is not flagged again', () => {
    expect(screenConversation(['my dad punches me when he is drunk'], 'how do you say apple in hebrew').flagged).toBe(false);
  });
});
