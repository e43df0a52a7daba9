import { type GameId, type GameResultBody, type GameResultResponse, gameXpGrant, judgeGameResult } from '@morah/contracts';
import { gameRulesFor } from '@morah/content/games/game-rules';
import { type Database, type JobProducer, learnerTimeZone, recordGameResult, type UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';

/**
 * Judge a finished game, keep it, and pay its XP through the ledger (the xp.award job, source
 * `game-result-<id>`), within the game's daily cap. Badges and challenges follow in the background.
 */
export async function recordGame(
  deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger },
  student: UserRow,
  gameId: GameId,
  body: GameResultBody,
): Promise<GameResultResponse> {
  const rules = gameRulesFor(gameId);
  if (!rules) throw new AppError(400, 'validation_failed', 'That game cannot be played yet, so it has no results.');
  const judgement = judgeGameResult(rules, body);
  if (!judgement.ok) throw new AppError(400, 'validation_failed', judgement.message);
  const timeZone = await learnerTimeZone(deps.db, student.id);
  const details = { moves: body.moves, rounds: body.rounds, scenes: body.scenes };
  let xpJob: string | undefined;
  const stored = await recordGameResult(deps.db, {
    userId: student.id,
    gameId,
    score: judgement.score,
    timeSpent: body.timeSpent,
    details,
    timeZone,
    xpFor: (alreadyToday) => gameXpGrant(gameId, judgement.score, alreadyToday),
    // The XP job asks for badges and challenges once the XP is in; without XP they are asked here.
    afterWrite: async (trx, result) => {
      const sourceId = `game-result-${result.id}`;
      if (result.xpAwarded > 0) xpJob = (await deps.jobs.enqueue(trx, 'xp.award', { userId: student.id, sourceId, amount: result.xpAwarded, reason: 'game' })).jobId;
      else await deps.jobs.enqueue(trx, 'gamification.apply', { userId: student.id, sourceId });
    },
  });
  if (xpJob) await deps.jobs.result('xp.award', xpJob, 10_000).catch((err) => deps.log.warn({ err, jobId: xpJob }, 'xp.award did not finish in time'));
  return { score: judgement.score, xpGained: stored.xpAwarded, dailyCapReached: stored.xpAwarded < gameXpGrant(gameId, judgement.score, 0), completed: true, bestScore: stored.bestScore, newBest: stored.newBest };
}
