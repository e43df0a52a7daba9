import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from './game-catalogue';
import { dailyGameXpCap, gameXpGrant, GameResultBody, judgeGameResult, maxGameScore } from './game-results';
import { masteryPercent } from './mastery';

const rounds = (n: number, correct = true) => Array.from({ length: n }, () => ({ correct, hintUsed: false }));

describe('the games catalogue', () => {
  it('has the 14 games of the spec with their minutes and XP, three of them locked', () => {
    expect(GAME_CATALOGUE).toHaveLength(14);
    expect(GAME_CATALOGUE.map((g) => [g.title, g.estimatedTime, g.xpReward])).toContainEqual(['Talmudic Logic Puzzles', 35, 180]);
    expect(GAME_CATALOGUE.filter((g) => !g.unlocked).map((g) => g.title)).toEqual(['Virtual Synagogue Explorer', 'Parsha Story Builder', 'Gematria Number Puzzles']);
    expect(GAME_CATALOGUE.filter((g) => g.route).map((g) => g.id).sort()).toEqual(['hebrew-memory', 'hebrew-sequence', 'kosher-logic', 'pattern-parsha', 'shabbat-puzzle', 'talmud-logic-puzzles']);
  });
});

describe('judging a finished game', () => {
  it('accepts a memory result whose score follows from its moves and time', () => {
    expect(judgeGameResult({ kind: 'memory' }, { score: 850, timeSpent: 50, moves: 10 })).toEqual({ ok: true, score: 850 });
  });

  it('refuses a score the game cannot give, too few moves, or a time too short to play', () => {
    expect(judgeGameResult({ kind: 'memory' }, { score: 1000, timeSpent: 50, moves: 10 }).ok).toBe(false);
    expect(judgeGameResult({ kind: 'memory' }, { score: 980, timeSpent: 0, moves: 2 }).ok).toBe(false);
    expect(judgeGameResult({ kind: 'memory' }, { score: 937, timeSpent: 3, moves: 6 })).toEqual({ ok: false, message: 'That was faster than this game can be played (at least 5 seconds).' });
    const logic = { kind: 'rounds', bases: [20, 30, 20, 30, 50] } as const;
    expect(judgeGameResult(logic, { score: 150, timeSpent: 60, rounds: rounds(5) })).toEqual({ ok: true, score: 150 });
    expect(judgeGameResult(logic, { score: 250, timeSpent: 60, rounds: rounds(5) }).ok).toBe(false);
    expect(judgeGameResult(logic, { score: 0, timeSpent: 60, rounds: rounds(3, false) }).ok).toBe(false);
    const scenes = { kind: 'scenes', points: [50, 75, 100], pieces: [4, 5, 6] } as const;
    expect(judgeGameResult(scenes, { score: 225, timeSpent: 40, scenes: 3 })).toEqual({ ok: true, score: 225 });
    expect(judgeGameResult(scenes, { score: 225, timeSpent: 10, scenes: 3 }).ok).toBe(false);
    expect(maxGameScore(scenes)).toBe(225);
  });

  it('refuses nonsense numbers in the body itself', () => {
    expect(GameResultBody.safeParse({ score: -1, timeSpent: 10 }).success).toBe(false);
    expect(GameResultBody.safeParse({ score: 1.5, timeSpent: 10 }).success).toBe(false);
    expect(GameResultBody.safeParse({ score: 10, timeSpent: 5 * 60 * 60 }).success).toBe(false);
  });

  it('pays the memory game 50 XP and the others their score, up to twice the catalogue XP a day', () => {
    expect(dailyGameXpCap('hebrew-memory')).toBe(100);
    expect([0, 50, 100].map((today) => gameXpGrant('hebrew-memory', 900, today))).toEqual([50, 50, 0]);
    expect(gameXpGrant('talmud-logic-puzzles', 150, 0)).toBe(150);
    expect(gameXpGrant('talmud-logic-puzzles', 150, 300)).toBe(60);
  });

  it('measures mastery as the mean best share over a subject\u2019s games and quizzes', () => {
    expect(masteryPercent({ games: [null, null], quizBest: null })).toBe(0);
    expect(masteryPercent({ games: [1, 0.5], quizBest: 60 })).toBe(70);
  });
});
