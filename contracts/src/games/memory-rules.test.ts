import { describe, expect, it } from 'vitest';
import { canFlip, dealMemoryCards, flipCard, isMemoryComplete, memoryFinalScore, memoryMessage, memoryScoreTone, type MemoryState, turnBack } from './memory-rules';

const LETTERS = ['alef', 'bet', 'gimel', 'dalet', 'hei', 'vav', 'zayin', 'chet'];

function fresh(): MemoryState {
  return { cards: dealMemoryCards(LETTERS, () => 0.3), flipped: [], matched: [], moves: 0 };
}

describe('Hebrew Letter Memory', () => {
  it('deals 12 cards: the first 6 letters, each once as a letter and once as a sound', () => {
    const cards = dealMemoryCards(LETTERS);
    expect(cards).toHaveLength(12);
    expect(new Set(cards.map((c) => c.letterId))).toEqual(new Set(LETTERS.slice(0, 6)));
    for (const id of LETTERS.slice(0, 6)) expect(cards.filter((c) => c.letterId === id).map((c) => c.face).sort()).toEqual(['letter', 'sound']);
  });

  it('keeps a matching pair face up and counts one move', () => {
    const { state, matched } = [`alef-letter`, `alef-sound`].reduce((acc, key) => ({ ...flipCard(acc.state, key) }), { state: fresh(), matched: false } as { state: MemoryState; matched: boolean });
    expect(matched).toBe(true);
    expect(state.matched).toEqual(['alef-letter', 'alef-sound']);
    expect(state.flipped).toEqual([]);
    expect(state.moves).toBe(1);
  });

  it('turns a mismatch back, and no third card can be flipped while two are up', () => {
    let state = flipCard(fresh(), 'alef-letter').state;
    const second = flipCard(state, 'bet-sound');
    expect(second.mismatch).toBe(true);
    state = second.state;
    expect(canFlip(state, 'gimel-letter')).toBe(false);
    expect(flipCard(state, 'gimel-letter').state).toBe(state);
    state = turnBack(state);
    expect(state.flipped).toEqual([]);
    expect(canFlip(state, 'alef-letter')).toBe(true);
  });

  it('refuses to flip a card that is already up or matched', () => {
    let state = flipCard(fresh(), 'alef-letter').state;
    expect(canFlip(state, 'alef-letter')).toBe(false);
    state = flipCard(state, 'alef-sound').state;
    expect(canFlip(state, 'alef-sound')).toBe(false);
  });

  it('completes at 6 pairs', () => {
    let state = fresh();
    for (const id of LETTERS.slice(0, 6)) {
      expect(isMemoryComplete(state)).toBe(false);
      state = flipCard(flipCard(state, `${id}-letter`).state, `${id}-sound`).state;
    }
    expect(isMemoryComplete(state)).toBe(true);
    expect(state.moves).toBe(6);
  });

  it('scores 1000 less 10 a move less a point a second, never under 100', () => {
    expect(memoryFinalScore(6, 30)).toBe(910);
    expect(memoryFinalScore(10, 95)).toBe(805);
    expect(memoryFinalScore(50, 600)).toBe(100);
  });

  it('colours and praises by the spec thresholds', () => {
    expect([memoryScoreTone(800), memoryScoreTone(799), memoryScoreTone(600), memoryScoreTone(599)]).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([memoryMessage(900), memoryMessage(899), memoryMessage(800), memoryMessage(600), memoryMessage(599)]).toEqual(['Excellent!', 'Great!', 'Great!', 'Good!', 'Keep practicing!']);
  });
});
