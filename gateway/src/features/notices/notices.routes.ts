import { NoticeIdParams, NoticeResponse, NoticesResponse } from '@morah/contracts';
import { type Database, listNotices, openNotice } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors';

/**
 * A grown-up's notices, kept until they open them: each person reads and opens only their own (for
 * anyone else a notice does not exist). Opening again changes nothing.
 */
export async function noticesRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/notices', { schema: { response: { 200: NoticesResponse } } }, async (request) => {
    const user = await request.requireUser();
    return { notices: await listNotices(db, user.id) };
  });

  app.post('/api/notices/:id/open', { schema: { params: NoticeIdParams, response: { 200: NoticeResponse } } }, async (request) => {
    const user = await request.requireUser();
    const notice = await openNotice(db, user.id, request.params.id);
    if (!notice) throw notFound('We could not find that notice.');
    return { notice };
  });
}
