import { parshiot } from '@hebcal/core';
import { getLeyningForParsha } from '@hebcal/leyning';
import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '@morah/contracts';
import { KOSHER_FOODS, pickKosherRound } from '@morah/contracts/games/kosher-foods';
import { MEMORY_LETTERS } from '@morah/contracts/games/memory-letters';
import { buildPatternRounds } from '@morah/contracts/games/parsha-pattern';
import { SEQUENCE_PUZZLES } from '@morah/contracts/games/hebrew-sequences';
import { SHABBAT_SCENES, BOARD_HEIGHT, BOARD_WIDTH } from '@morah/contracts/games/shabbat-scenes';
import { LOGIC_PUZZLES } from '@morah/contracts/games/talmud-logic-puzzles';
import { gameRulesFor } from './game-rules';
import { listParshiyot } from '../torah/parshiyot';

/** Gematria worked out from the letters' places (1-9, 10-90, 100-400), independently of any letter table. */
const LETTERS_FOR_TESTS: Record<string, number> = Object.fromEntries(
  [...'אבגדהוזחטיכלמנסעפצקרשת'].map((ch, i) => [ch, i < 10 ? i + 1 : i < 19 ? (i - 8) * 10 : (i - 17) * 100]),
);

/** A deterministic random source, so a failing case can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('game content', () => {
  it('has 5 logic puzzles and 8 sequence puzzles, each with one correct option among distinct ones', () => {
    expect(LOGIC_PUZZLES).toHaveLength(5);
    expect(SEQUENCE_PUZZLES).toHaveLength(8);
    for (const p of [...LOGIC_PUZZLES, ...SEQUENCE_PUZZLES]) {
      expect(new Set(p.options).size).toBe(p.options.length);
      expect(p.options[p.correctAnswer]).toBeDefined();
      expect(p.explanation.length).toBeGreaterThan(20);
      expect(p.hint.length).toBeGreaterThan(5);
    }
    for (const p of SEQUENCE_PUZZLES) expect(p.sequence.filter((s) => s === '?')).toHaveLength(1);
  });

  it('checks the letter sequences against the alef-bet and gematria', () => {
    const value = (s: string) => [...s].reduce((sum, ch) => sum + (LETTERS_FOR_TESTS[ch] ?? 0), 0);
    const answer = (id: string) => { const p = SEQUENCE_PUZZLES.find((q) => q.id === id)!; return p.options[p.correctAnswer]!; };
    expect(value(answer('counting-tens'))).toBe(40);
    expect(value(answer('doubling'))).toBe(16);
    expect(value(answer('hundreds'))).toBe(300);
    expect(value(answer('letters-and-numbers'))).toBe(10);
    expect(value(answer('every-other'))).toBe(7);
    expect(value(answer('alef-bet-order'))).toBe(4);
    expect(value(answer('backwards'))).toBe(100);
  });

  it('has 8 memory letters with sounds and 3 Shabbat scenes of 4, 5 and 6 pieces that fit the board', () => {
    expect(MEMORY_LETTERS).toHaveLength(8);
    expect(SHABBAT_SCENES.map((s) => [s.id, s.pieces.length, s.difficulty])).toEqual([['friday-night-table', 4, 'Easy'], ['candle-lighting', 5, 'Medium'], ['family-gathering', 6, 'Hard']]);
    for (const scene of SHABBAT_SCENES) for (const p of scene.pieces) {
      expect(p.correctX + p.width).toBeLessThanOrEqual(BOARD_WIDTH);
      expect(p.correctY + p.height).toBeLessThanOrEqual(BOARD_HEIGHT);
    }
  });

  it('builds kosher rounds of 10 distinct foods with every group present', () => {
    for (let seed = 1; seed < 50; seed++) {
      const round = pickKosherRound(seeded(seed));
      expect(new Set(round.map((f) => f.id)).size).toBe(10);
      for (const group of ['meat', 'dairy', 'pareve']) expect(round.filter((f) => f.group === group).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(KOSHER_FOODS.map((f) => f.id)).size).toBe(KOSHER_FOODS.length);
  });

  it('reads the 54 parshiyot and their books from @hebcal', () => {
    const all = listParshiyot();
    expect(all.map((p) => p.name)).toEqual(parshiot);
    expect(all.filter((p) => p.book === 'Genesis')).toHaveLength(12);
    expect(all.at(-1)).toMatchObject({ name: 'Vezot Haberakhah', number: 54, book: 'Deuteronomy' });
  });

  it('builds pattern rounds whose answers hold against @hebcal, for many games', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rounds = buildPatternRounds(seeded(seed));
      expect(rounds).toHaveLength(8);
      expect(new Set(rounds.map((r) => r.id)).size).toBe(8);
      for (const r of rounds) {
        expect(r.options).toHaveLength(4);
        expect(new Set(r.options).size).toBe(4);
        const answer = r.options[r.correctAnswer]!;
        if (r.kind === 'next') expect(parshiot.indexOf(answer)).toBe(parshiot.indexOf(r.sequence[2]!) + 1);
        if (r.kind === 'missing') expect(parshiot.indexOf(answer)).toBe(parshiot.indexOf(r.sequence[0]!) + 1);
        if (r.kind === 'book') {
          const name = /Parashat (.+)\?$/.exec(r.question)![1]!;
          expect(getLeyningForParsha(name).fullkriyah!['1']!.k).toBe(answer);
        }
        if (r.kind === 'opens-book') {
          const book = /book of (\w+)\?$/.exec(r.question)![1]!;
          const first = parshiot.find((p) => getLeyningForParsha(p).fullkriyah!['1']!.k === book);
          expect(answer).toBe(first);
        }
      }
    }
  });

  it('gives every playable game of the catalogue rules the server can judge', () => {
    for (const g of GAME_CATALOGUE) expect(Boolean(gameRulesFor(g.id))).toBe(Boolean(g.route));
  });
});
