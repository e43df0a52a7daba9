import { describe, expect, it } from 'vitest';
import { rankOf, UNRANKED } from './leaderboard';

const board = [
  { userId: 1, value: 300 },
  { userId: 2, value: 200 },
  { userId: 3, value: 200 },
  { userId: 4, value: 100 },
  { userId: 5, value: 0 },
];

describe('rankOf', () => {
  it('given the top score, then rank 1', () => {
    expect(rankOf(1, board)).toBe(1);
  });
  it('given a tie, then both share the better place and the next learner skips one (1, 2, 2, 4)', () => {
    expect(rankOf(2, board)).toBe(2);
    expect(rankOf(3, board)).toBe(2);
    expect(rankOf(4, board)).toBe(4);
  });
  it('does not depend on the order of the entries', () => {
    expect(rankOf(4, [...board].reverse())).toBe(4);
  });
  it('given a learner with no score yet, then unranked (999)', () => {
    expect(rankOf(5, board)).toBe(UNRANKED);
    expect(UNRANKED).toBe(999);
  });
  it('given a learner not on the board, then unranked', () => {
    expect(rankOf(42, board)).toBe(999);
    expect(rankOf(1, [])).toBe(999);
  });
  it('matches ids exactly (a string id is not a number id)', () => {
    expect(rankOf('1', board)).toBe(999);
    expect(rankOf('a', [{ userId: 'a', value: 5 }])).toBe(1);
  });
});
