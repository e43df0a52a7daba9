/**
 * Shabbat Scene Puzzle (spec 4): a piece starts unplaced; a drop under 30 px of its target on both
 * axes makes it correct and snaps it there; otherwise it is placed but incorrect and may be moved
 * again. A correct piece cannot move again. The scene is complete when every piece is correct.
 */
import { snapsIntoPlace } from './round-rules';

export interface PuzzlePieceState {
  id: string;
  x: number;
  y: number;
  correctX: number;
  correctY: number;
  placed: boolean;
  isCorrect: boolean;
}

export function dropPiece(pieces: readonly PuzzlePieceState[], id: string, at: { x: number; y: number }): PuzzlePieceState[] {
  return pieces.map((p) => {
    if (p.id !== id || p.isCorrect) return p;
    if (snapsIntoPlace(at, { x: p.correctX, y: p.correctY })) return { ...p, x: p.correctX, y: p.correctY, placed: true, isCorrect: true };
    return { ...p, x: at.x, y: at.y, placed: true, isCorrect: false };
  });
}

/** A piece taken off the board goes back to the tray, unplaced (a correct one never leaves). */
export function unplacePiece(pieces: readonly PuzzlePieceState[], id: string): PuzzlePieceState[] {
  return pieces.map((p) => (p.id === id && !p.isCorrect ? { ...p, placed: false, isCorrect: false } : p));
}

export function isSceneComplete(pieces: readonly PuzzlePieceState[]): boolean {
  return pieces.length > 0 && pieces.every((p) => p.isCorrect);
}
