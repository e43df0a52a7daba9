import { type GameId, type GameRules, KOSHER_POINTS, LOGIC_POINTS, PATTERN_POINTS, PATTERN_ROUNDS, SCENE_POINTS, SEQUENCE_POINTS } from '@morah/contracts';
import { KOSHER_ROUNDS } from '@morah/contracts/games/kosher-foods';
import { SEQUENCE_PUZZLES } from '@morah/contracts/games/hebrew-sequences';
import { SHABBAT_SCENES } from '@morah/contracts/games/shabbat-scenes';
import { LOGIC_PUZZLES } from '@morah/contracts/games/talmud-logic-puzzles';

/** What the server needs to recompute each playable game's score; undefined for a game still to come. */
export function gameRulesFor(gameId: GameId): GameRules | undefined {
  switch (gameId) {
    case 'hebrew-memory': return { kind: 'memory' };
    case 'talmud-logic-puzzles': return { kind: 'rounds', bases: LOGIC_PUZZLES.map((p) => LOGIC_POINTS[p.difficulty]) };
    case 'hebrew-sequence': return { kind: 'rounds', bases: SEQUENCE_PUZZLES.map((p) => SEQUENCE_POINTS[p.difficulty]) };
    case 'pattern-parsha': return { kind: 'rounds', bases: Array.from({ length: PATTERN_ROUNDS }, () => PATTERN_POINTS) };
    case 'kosher-logic': return { kind: 'rounds', bases: Array.from({ length: KOSHER_ROUNDS }, () => KOSHER_POINTS) };
    case 'shabbat-puzzle': return { kind: 'scenes', points: SHABBAT_SCENES.map((s) => SCENE_POINTS[s.difficulty]), pieces: SHABBAT_SCENES.map((s) => s.pieces.length) };
    default: return undefined;
  }
}
