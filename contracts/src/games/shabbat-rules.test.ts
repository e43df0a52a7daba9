import { describe, expect, it } from 'vitest';
import { dropPiece, isSceneComplete, type PuzzlePieceState, unplacePiece } from './shabbat-rules';

const pieces: PuzzlePieceState[] = [
  { id: 'candles', x: 0, y: 0, correctX: 40, correctY: 40, placed: false, isCorrect: false },
  { id: 'challah', x: 0, y: 0, correctX: 190, correctY: 180, placed: false, isCorrect: false },
];

describe('Shabbat Scene Puzzle', () => {
  it('snaps a piece dropped under 30 px from its target and marks it correct', () => {
    const after = dropPiece(pieces, 'candles', { x: 69, y: 11 });
    expect(after[0]).toMatchObject({ x: 40, y: 40, placed: true, isCorrect: true });
  });

  it('leaves a piece placed but incorrect where it was dropped, and it may move again', () => {
    let after = dropPiece(pieces, 'challah', { x: 220, y: 180 });
    expect(after[1]).toMatchObject({ x: 220, y: 180, placed: true, isCorrect: false });
    after = dropPiece(after, 'challah', { x: 200, y: 170 });
    expect(after[1]).toMatchObject({ x: 190, y: 180, isCorrect: true });
  });

  it('never moves a correct piece again', () => {
    const done = dropPiece(pieces, 'candles', { x: 40, y: 40 });
    expect(dropPiece(done, 'candles', { x: 300, y: 300 })).toEqual(done);
    expect(unplacePiece(done, 'candles')).toEqual(done);
  });

  it('completes the scene when every piece is correct', () => {
    let state = dropPiece(pieces, 'candles', { x: 40, y: 40 });
    expect(isSceneComplete(state)).toBe(false);
    state = dropPiece(state, 'challah', { x: 190, y: 180 });
    expect(isSceneComplete(state)).toBe(true);
  });
});
