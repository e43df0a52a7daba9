import { describe, expect, it } from 'vitest';
import { ACADEMY_TILES, nextTarget, tileFrequency } from './academy-tiles';

describe('Torah Academy tiles', () => {
  it('has 25 tiles, each with its own word', () => {
    expect(ACADEMY_TILES).toHaveLength(25);
    expect(new Set(ACADEMY_TILES.map((t) => t.hebrew)).size).toBe(25);
    for (const tile of ACADEMY_TILES) expect(tile.hebrew).toMatch(/^[\u0590-\u05FF ]+$/);
  });

  it('never asks for the word just found', () => {
    const first = ACADEMY_TILES[0]!;
    for (const r of [0, 0.5, 0.999]) expect(nextTarget(ACADEMY_TILES, first.id, () => r).id).not.toBe(first.id);
  });

  it('gives each tile a note of the pentatonic scale within two octaves of middle C', () => {
    expect(tileFrequency(0)).toBeCloseTo(261.63);
    expect(tileFrequency(5)).toBeCloseTo(523.26);
    const notes = ACADEMY_TILES.map((_, i) => tileFrequency(i));
    expect(notes.slice(0, 10).every((f, i) => i === 0 || f > notes[i - 1]!)).toBe(true);
    expect(Math.max(...notes)).toBeLessThan(261.63 * 4);
  });
});
