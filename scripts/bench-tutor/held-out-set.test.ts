import { join } from 'node:path';
import { parshiot } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_AREAS, type HeldOutItem } from './held-out-item';
import { HELD_OUT_DIR, loadHeldOut, loadHeldOutFile } from './load-held-out';
import { QUESTIONS } from './questions';
import { resolveExpectation } from './resolve-expectations';

const items = loadHeldOut();
/** The first file, written before the tutor was changed against it, carries the counts the set was asked for. */
const first = loadHeldOutFile(join(HELD_OUT_DIR, '2026-11-27.json'));

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}\s']/gu, ' ').replace(/\s+/g, ' ').trim()} `;

describe('the held-out question set', () => {
  it('has every area, at least 12 questions in each, 40 in parshiyot and holidays, 330 in all', () => {
    const count = (area: string) => items.filter((i) => i.area === area).length;
    for (const area of HELD_OUT_AREAS) expect(count(area), area).toBeGreaterThanOrEqual(12);
    expect(count('parshiyot')).toBeGreaterThanOrEqual(40);
    expect(count('holidays')).toBeGreaterThanOrEqual(40);
    expect(first.length).toBeGreaterThanOrEqual(330);
  });

  it('gives every item its own id, named after its area, and asks no conversation twice', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) expect(item.id.startsWith(`${item.area}.`), item.id).toBe(true);
    const asked = items.map((i) => i.turns.map(normalize).join('/'));
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('asks 100 questions three ways each: tidy, as a child types, and otherwise, with one expectation', () => {
    const groups = new Map<string, HeldOutItem[]>();
    for (const item of items) if (item.group) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
    for (const [group, members] of groups) {
      expect(members.map((m) => m.id.slice(group.length)).sort(), group).toEqual(['.child', '.other', '.tidy']);
      expect(new Set(members.map((m) => JSON.stringify([m.area, m.kind, m.must]))).size, group).toBe(1);
    }
    expect(new Set(first.filter((i) => i.group).map((i) => i.group)).size).toBe(100);
  });

  it('covers parshiyot of all five books', () => {
    const books = [parshiot.slice(0, 12), parshiot.slice(12, 23), parshiot.slice(23, 33), parshiot.slice(33, 43), parshiot.slice(43)];
    const aliases: Record<string, string[]> = { shmini: ['shemini'], shlach: ['shelach'], vayeilech: ['vayelech'], 'vezot haberakhah': ['vezot habracha'], 'chayei sara': ['chayei sarah'] };
    const text = items.filter((i) => i.area === 'parshiyot').map((i) => normalize(i.turns.join(' ')).replace(/'/g, '')).join(' ');
    for (const book of books) {
      const named = book.filter((name) => {
        const key = name.toLowerCase().replace(/'/g, '').replace(/-/g, ' ');
        return [key, ...(aliases[key] ?? [])].some((spelling) => text.includes(` ${spelling} `));
      });
      expect(named.length, book[0]).toBeGreaterThanOrEqual(3);
    }
  });

  it('shares no question with the old set, whole or inside a longer message', () => {
    const old = Object.values(QUESTIONS).flatMap((rows) => rows.map(([question]) => normalize(question)));
    const shared = items.flatMap((item) => item.turns.filter((turn) => old.some((question) => normalize(turn).includes(question))).map((turn) => `${item.id}: ${turn}`));
    expect(shared).toEqual([]);
  });

  it('resolves every expectation, the computed dates included', () => {
    const now = new Date(2026, 10, 27);
    for (const item of items) {
      for (const must of item.must) {
        const resolved = resolveExpectation(must, now);
        expect(resolved, item.id).not.toMatch(/\{\{|\}\}/);
        if (must.includes('{{')) expect(resolved, item.id).toMatch(/day, \w+ \d{1,2}, 20\d\d/);
      }
    }
  });
});
