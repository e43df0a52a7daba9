import { describe, expect, it } from 'vitest';
import { xpForActivity } from './xp';

describe('xpForActivity', () => {
  it('gives the fixed amounts for chat, coloring and parsha', () => {
    expect(xpForActivity('chat', 0)).toBe(5);
    expect(xpForActivity('coloring', 999)).toBe(10);
    expect(xpForActivity('parsha', 0)).toBe(15);
  });
  it('gives two XP per whole minute of study time', () => {
    expect(xpForActivity('study_time', 59)).toBe(0);
    expect(xpForActivity('study_time', 60)).toBe(2);
    expect(xpForActivity('study_time', 10 * 60 + 30)).toBe(20);
  });
});
