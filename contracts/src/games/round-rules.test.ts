import { describe, expect, it } from 'vitest';
import { LOGIC_POINTS, logicMessage, roundPoints, roundsScore, SCENE_POINTS, SEQUENCE_POINTS, sequenceMessage, snapsIntoPlace } from './round-rules';

describe('round games', () => {
  it('pays logic puzzles Hard 50, Medium 30, Easy 20, and 5 less with the hint', () => {
    expect(LOGIC_POINTS).toEqual({ Hard: 50, Medium: 30, Easy: 20 });
    expect(roundPoints(LOGIC_POINTS.Hard, { correct: true, hintUsed: false })).toBe(50);
    expect(roundPoints(LOGIC_POINTS.Easy, { correct: true, hintUsed: true })).toBe(15);
    expect(roundPoints(LOGIC_POINTS.Hard, { correct: false, hintUsed: true })).toBe(0);
  });

  it('pays sequence puzzles Hard 40, Medium 25, Easy 15', () => {
    expect(SEQUENCE_POINTS).toEqual({ Hard: 40, Medium: 25, Easy: 15 });
    expect(roundsScore([15, 25, 40], [{ correct: true, hintUsed: false }, { correct: true, hintUsed: true }, { correct: false, hintUsed: false }])).toBe(35);
  });

  it('gives the spec messages by share of correct answers', () => {
    expect([5, 4, 3, 2].map((n) => logicMessage(n, 5))).toEqual(['Talmid Chacham!', 'Excellent Reasoning!', 'Good Logic!', 'Keep Studying!']);
    expect([8, 6, 5, 4].map((n) => sequenceMessage(n, 8))).toEqual(['Sequence Master!', 'Pattern Expert!', 'Good Logic!', 'Keep Practicing!']);
  });

  it('snaps a Shabbat piece only under 30 px on both axes', () => {
    expect(snapsIntoPlace({ x: 129, y: 71 }, { x: 100, y: 100 })).toBe(true);
    expect(snapsIntoPlace({ x: 130, y: 100 }, { x: 100, y: 100 })).toBe(false);
    expect(snapsIntoPlace({ x: 100, y: 70 }, { x: 100, y: 100 })).toBe(false);
    expect(SCENE_POINTS).toEqual({ Easy: 50, Medium: 75, Hard: 100 });
  });
});
