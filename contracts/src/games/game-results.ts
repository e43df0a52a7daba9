/**
 * A finished game as the client reports it, and the server's judgement of it: is it a result this
 * game can give, in a time it can be played in, and how much XP does it earn today.
 */
import { z } from 'zod';
import { withinDailyCap } from '../rules/activity-caps';
import { catalogueGame, GameId } from './game-catalogue';
import { MEMORY_PAIRS, MEMORY_XP, memoryFinalScore } from './memory-rules';
import { roundsScore, type RoundOutcome } from './round-rules';

/** One play lasts at most 4 hours; anything longer is not one sitting. */
export const MAX_GAME_SECONDS = 4 * 60 * 60;

export const GameResultBody = z.object({
  score: z.number({ error: 'The score must be a number.' }).int('The score is a whole number.').min(0, 'A score cannot be negative.').max(100_000, 'That score is too big.'),
  timeSpent: z
    .number({ error: 'timeSpent must be a number of seconds.' })
    .int('timeSpent is a whole number of seconds.')
    .min(0, 'timeSpent cannot be negative.')
    .max(MAX_GAME_SECONDS, 'One game can last at most 4 hours.'),
  /** Memory game: how many pairs of cards were turned. */
  moves: z.number().int().min(0).max(10_000).optional(),
  /** Round games: each round in play order. */
  rounds: z.array(z.object({ correct: z.boolean(), hintUsed: z.boolean() })).max(50).optional(),
  /** Shabbat puzzle: scenes finished. */
  scenes: z.number().int().min(0).max(10).optional(),
});
export type GameResultBody = z.infer<typeof GameResultBody>;

/** What the server knows of a game's rules, so it can recompute a score from what happened. */
export type GameRules =
  | { kind: 'memory' }
  | { kind: 'rounds'; bases: readonly number[] }
  | { kind: 'scenes'; points: readonly number[]; pieces: readonly number[] };

/** The least time, in seconds, a child could finish each game in (a move, a round or a piece a second or so). */
export function minimumSeconds(rules: GameRules): number {
  switch (rules.kind) {
    case 'memory': return 5;
    case 'rounds': return rules.bases.length * 2;
    case 'scenes': return rules.pieces.reduce((a, b) => a + b, 0);
  }
}

export type Judgement = { ok: true; score: number } | { ok: false; message: string };

/** A score the game cannot give, or a time shorter than the game can be played in, is refused. */
export function judgeGameResult(rules: GameRules, body: GameResultBody): Judgement {
  const min = minimumSeconds(rules);
  if (body.timeSpent < min) return { ok: false, message: `That was faster than this game can be played (at least ${min} seconds).` };
  switch (rules.kind) {
    case 'memory': {
      if (body.moves === undefined) return { ok: false, message: 'moves: Tell us how many moves the game took.' };
      if (body.moves < MEMORY_PAIRS) return { ok: false, message: `moves: Finding ${MEMORY_PAIRS} pairs takes at least ${MEMORY_PAIRS} moves.` };
      const expected = memoryFinalScore(body.moves, body.timeSpent);
      if (body.score !== expected) return { ok: false, message: `score: ${body.moves} moves in ${body.timeSpent} seconds scores ${expected}, not ${body.score}.` };
      return { ok: true, score: expected };
    }
    case 'rounds': {
      const rounds: readonly RoundOutcome[] = body.rounds ?? [];
      if (rounds.length !== rules.bases.length) return { ok: false, message: `rounds: This game has ${rules.bases.length} rounds.` };
      const expected = roundsScore(rules.bases, rounds);
      if (body.score !== expected) return { ok: false, message: `score: Those answers score ${expected}, not ${body.score}.` };
      return { ok: true, score: expected };
    }
    case 'scenes': {
      if (body.scenes !== rules.points.length) return { ok: false, message: `scenes: The game ends after all ${rules.points.length} scenes.` };
      const expected = rules.points.reduce((a, b) => a + b, 0);
      if (body.score !== expected) return { ok: false, message: `score: Finishing every scene scores ${expected}, not ${body.score}.` };
      return { ok: true, score: expected };
    }
  }
}

/** XP a play earns before the daily cap: the memory game's fixed 50, otherwise the score. */
export function gameXpForPlay(gameId: GameId, score: number): number {
  return gameId === 'hebrew-memory' ? MEMORY_XP : Math.max(0, score);
}

/** Each game pays at most twice its catalogue XP a day, however often it is played. */
export function dailyGameXpCap(gameId: GameId): number {
  return catalogueGame(gameId).xpReward * 2;
}

/** What this play pays, given what the game has already paid today. */
export function gameXpGrant(gameId: GameId, score: number, alreadyToday: number): number {
  return withinDailyCap(gameXpForPlay(gameId, score), dailyGameXpCap(gameId), alreadyToday);
}

export const GameResultResponse = z.object({
  score: z.number(),
  xpGained: z.number().int(),
  /** True when today's XP for this game was already collected (the play still counts). */
  dailyCapReached: z.boolean(),
  completed: z.literal(true),
  bestScore: z.number(),
  newBest: z.boolean(),
});
export type GameResultResponse = z.infer<typeof GameResultResponse>;

export const GameProgressEntry = z.object({
  gameId: GameId,
  completed: z.boolean(),
  bestScore: z.number().nullable(),
  plays: z.number().int(),
});
export type GameProgressEntry = z.infer<typeof GameProgressEntry>;

/** GET /api/games/progress: the catalogue header's figures and each game's state for one child. */
export const GamesProgress = z.object({
  gamesCompleted: z.number().int(),
  totalXp: z.number().int(),
  hebrewMastery: z.number(),
  torahKnowledge: z.number(),
  games: z.array(GameProgressEntry),
});
export type GamesProgress = z.infer<typeof GamesProgress>;

/** The game a result is for, in the path. */
export const GameParams = z.object({ gameId: GameId });

/** The spec's header figures, shown (marked 'Sample') to a visitor who is not signed in. */
export const SAMPLE_GAMES_HEADER = { gamesCompleted: 3, totalXp: 1250, hebrewMastery: 65, torahKnowledge: 78 } as const;
/** The spec's sample card state: Shabbat Scene Puzzle completed with a best score of 95. */
export const SAMPLE_GAME_STATES: readonly GameProgressEntry[] = [{ gameId: 'shabbat-puzzle', completed: true, bestScore: 95, plays: 1 }];

/** The best score a game can give (for mastery figures): memory's 6 perfect moves in 5 seconds, or every point. */
export function maxGameScore(rules: GameRules): number {
  switch (rules.kind) {
    case 'memory': return memoryFinalScore(MEMORY_PAIRS, minimumSeconds(rules));
    case 'rounds': return rules.bases.reduce((a, b) => a + b, 0);
    case 'scenes': return rules.points.reduce((a, b) => a + b, 0);
  }
}
