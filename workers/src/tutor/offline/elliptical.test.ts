import { describe, expect, it } from 'vitest';
import { filledFrom } from './elliptical';

describe('filledFrom', () => {
  it.each([
    ['what was the first plage', 'and the last one?', 'what was the last plage'],
    ['whats the 1st book in the torah', 'whats the 2nd', 'whats the 2nd book in the torah'],
    ['who was the first king', 'who was the second', 'who was the second king'],
    ["what's the bracha on bread", 'and on apples?', 'whats the bracha on apples'],
    ['whats the bracha for bread', 'what about cookies', 'whats the bracha for cookies'],
    ['how do u say horse in hebrew', 'and cow?', 'how do u say cow in hebrew'],
    ['when is rosh hashana', 'and shavuot?', 'when is shavuot'],
  ])('reads %j then %j as %j', (previous, question, filled) => {
    expect(filledFrom(question, previous)).toBe(filled);
  });

  it('given the other end of a measure ("and the shortest?"), when filled in, then it takes the place of the end asked before', () => {
    expect(filledFrom('and the shortest?', 'which parsha is the longest')).toBe('which parsha is the shortest');
    expect(filledFrom('and the biggest', 'what is the smallest letter')).toBe('what is the biggest letter');
  });

  it('leaves alone a follow-up that asks in full, points to someone, or starts something new', () => {
    expect(filledFrom('and how do you say please', 'what does toda mean')).toBeUndefined();
    expect(filledFrom('and his son?', 'who was king david')).toBeUndefined();
    expect(filledFrom('what is kosher', 'whats the bracha on bread')).toBeUndefined();
    expect(filledFrom('what about girls', 'what is a bar mitzva')).toBeUndefined();
    expect(filledFrom('tell me more', 'what is shabbat')).toBeUndefined();
  });
});
