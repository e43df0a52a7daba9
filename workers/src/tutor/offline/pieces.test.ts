import { describe, expect, it } from 'vitest';
import { splitIntoPieces, streamPieces } from './pieces';

describe('splitIntoPieces', () => {
  it('cuts three words per piece and loses nothing', () => {
    const text = 'Shalom Dina! Bet says b.\n\nCan you find   a word?';
    const pieces = splitIntoPieces(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces[0]).toBe('Shalom Dina! Bet ');
    expect(pieces.every((p) => p.trim().split(/\s+/).length <= 3)).toBe(true);
  });

  it('gives nothing for empty text', () => {
    expect(splitIntoPieces('')).toEqual([]);
  });
});

describe('streamPieces', () => {
  it('stops at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = async () => {
      for await (const _ of streamPieces('one two three four', 0, controller.signal)) {
        // never reached
      }
    };
    await expect(run()).rejects.toThrow();
  });

  it('waits between pieces when asked to', async () => {
    const started = performance.now();
    const pieces: string[] = [];
    for await (const p of streamPieces('a b c d e f g h i', 20)) pieces.push(p);
    expect(pieces).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
