import { GAME_CATALOGUE, type GameCategory, type GamesProgress, maxGameScore, masteryPercent } from '@morah/contracts';
import { gameRulesFor } from '@morah/content/games/game-rules';
import { bestQuizScores, type Database, gameProgressOf } from '@morah/db';
import type { Kysely } from 'kysely';

/** The catalogue header and card states for one child, from their real results. */
export async function gamesProgress(db: Kysely<Database>, userId: number): Promise<GamesProgress> {
  const [games, quizBest, user] = await Promise.all([
    gameProgressOf(db, userId),
    bestQuizScores(db, userId),
    db.selectFrom('users').select('xp').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const shareOf = (category: GameCategory) =>
    GAME_CATALOGUE.filter((g) => g.category === category && g.route).map((g) => {
      const rules = gameRulesFor(g.id)!;
      const best = games.find((p) => p.gameId === g.id)?.bestScore;
      return best === undefined || best === null ? null : best / maxGameScore(rules);
    });
  return {
    gamesCompleted: games.length,
    totalXp: user.xp,
    hebrewMastery: masteryPercent({ games: shareOf('Hebrew'), quizBest: quizBest.hebrew ?? null }),
    torahKnowledge: masteryPercent({ games: shareOf('Torah'), quizBest: quizBest.torah ?? null }),
    games,
  };
}
