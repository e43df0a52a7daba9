import { GameParams, GameResultBody, GameResultResponse, GamesProgress } from '@morah/contracts';
import type { Database, JobProducer } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { gamesProgress } from './games-progress';
import { recordGame } from './record-game-result';

/** Games: a child's figures for the catalogue, and each finished game judged and paid by the server. */
export async function gamesRoutes(base: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/games/progress', { schema: { response: { 200: GamesProgress } } }, async (request) => {
    const student = await request.requireRole('student');
    return gamesProgress(db, student.id);
  });

  app.post('/api/games/:gameId/results', { schema: { params: GameParams, body: GameResultBody, response: { 200: GameResultResponse } } }, async (request) => {
    const student = await request.requireRole('student');
    return recordGame({ db, jobs, log: request.log }, student, request.params.gameId, request.body);
  });
}
