import { describe, expect, it } from 'vitest';
import { HELD_OUT_AREAS } from './held-out-item';
import { DEV_DIR, loadHeldOut } from './load-held-out';
import { QUESTIONS } from './questions';
import { resolveExpectation } from './resolve-expectations';

const dev = loadHeldOut(DEV_DIR);
const heldOut = loadHeldOut();
const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}\s']/gu, ' ').replace(/\s+/g, ' ').trim();

describe('the development question set', () => {
  it('covers every area with at least 10 questions, each with its own id named after its area', () => {
    for (const area of HELD_OUT_AREAS) expect(dev.filter((i) => i.area === area).length, area).toBeGreaterThanOrEqual(10);
    expect(new Set(dev.map((i) => i.id)).size).toBe(dev.length);
    for (const item of dev) expect(item.id.startsWith(`${item.area}.`), item.id).toBe(true);
  });

  it('asks no conversation the held-out set or the old set asks', () => {
    const conversation = (turns: readonly string[]) => turns.map(normalize).join(' / ');
    const elsewhere = new Set([...heldOut.map((i) => conversation(i.turns)), ...Object.values(QUESTIONS).flatMap((rows) => rows.map(([q]) => conversation([q])))]);
    expect(dev.filter((i) => elsewhere.has(conversation(i.turns))).map((i) => i.id)).toEqual([]);
  });

  it('resolves every expectation, the computed dates included', () => {
    const now = new Date(2026, 10, 28, 12);
    for (const item of dev) for (const must of item.must) expect(resolveExpectation(must, now), item.id).not.toMatch(/\{\{/);
  });
});
