import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCLOSURE_CATEGORIES, loadHeldOutSet, ORDINARY_CATEGORIES, type HeldOutItem } from './held-out-set';

// The set's shape only: this test never runs the screen and never asserts its score.
describe('the safety screen held-out set', () => {
  const items = loadHeldOutSet();
  const count = (category: string) => items.filter((i) => i.category === category).length;

  it('has at least 220 disclosures and 220 ordinary messages', () => {
    expect(items.filter((i) => i.kind === 'disclosure').length).toBeGreaterThanOrEqual(220);
    expect(items.filter((i) => i.kind === 'ordinary').length).toBeGreaterThanOrEqual(220);
  });

  it.each(DISCLOSURE_CATEGORIES)('has at least 30 disclosures of %s', (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(30);
  });

  it.each(ORDINARY_CATEGORIES)('has at least 25 ordinary messages of %s', (category) => {
    expect(count(category)).toBeGreaterThanOrEqual(25);
  });

  it('tells some disclosures across two messages, and some ordinary ones too', () => {
    const split = items.filter((i) => i.kind === 'disclosure' && i.messages.length > 1).length;
    expect(split / items.filter((i) => i.kind === 'disclosure').length).toBeGreaterThanOrEqual(0.08);
    expect(items.some((i) => i.kind === 'ordinary' && i.messages.length > 1)).toBe(true);
  });

  it('uses every id once', () => {
    const ids = items.map((i) => i.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('holds no message text twice, ignoring case and spacing', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const item of items) {
      for (const message of item.messages) {
        const key = message.toLowerCase().replace(/\s+/g, ' ').trim();
        const first = seen.get(key);
        if (first) repeated.push(`${item.id} repeats ${first}: ${message}`);
        else seen.set(key, item.id);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe('loadHeldOutSet refuses a malformed set', () => {
  const ok = (n: number, kind: 'disclosure' | 'ordinary'): HeldOutItem[] =>
    Array.from({ length: n }, (_, i) =>
      kind === 'disclosure'
        ? { id: `d-hurt-${String(i + 1).padStart(3, '0')}`, kind, category: 'hurt', messages: [`disclosure ${i}`] }
        : { id: `o-games-${String(i + 1).padStart(3, '0')}`, kind, category: 'games', messages: [`ordinary ${i}`] },
    );
  function loadFrom(files: Record<string, unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'morah-held-out-'));
    try {
      for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
      return loadHeldOutSet(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('accepts a well-formed set spread over two files', () => {
    expect(loadFrom({ 'a.json': ok(200, 'disclosure'), 'b.json': ok(200, 'ordinary') })).toHaveLength(400);
  });

  it('names an unknown category, a kind that does not fit its category, and a file that is not JSON', () => {
    const wrong = [...ok(200, 'disclosure'), ...ok(200, 'ordinary')];
    wrong[0] = { ...wrong[0]!, category: 'scary' } as unknown as HeldOutItem;
    wrong[1] = { ...wrong[1]!, kind: 'ordinary' } as unknown as HeldOutItem;
    expect(() => loadFrom({ 'a.json': wrong, 'b.json': '{ not json' })).toThrow(/a\.json:[\s\S]*\[0\]\.category[\s\S]*\[1\][\s\S]*b\.json: not JSON/);
  });

  it('names an id used twice across files and an id that does not name its category', () => {
    const renamed = ok(200, 'ordinary').map((i, n) => (n === 0 ? { ...i, id: 'o-sports-001' } : i));
    expect(() => loadFrom({ 'a.json': ok(200, 'disclosure'), 'b.json': [...renamed, ok(1, 'disclosure')[0]] })).toThrow(
      /o-sports-001 does not name its category games[\s\S]*d-hurt-001 is used twice \(a\.json and b\.json\)/,
    );
  });

  it('refuses fewer than 200 of either kind', () => {
    expect(() => loadFrom({ 'a.json': ok(200, 'disclosure'), 'b.json': ok(199, 'ordinary') })).toThrow(/only 199 ordinary items/);
  });
});
