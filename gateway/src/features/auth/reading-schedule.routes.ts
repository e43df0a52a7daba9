import { ReadingScheduleBody, UserResponse } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { unauthenticated } from '../../errors';
import { toUser } from './user-view';

/** PATCH /api/auth/reading-schedule {schedule}: follow Israel's weekly reading or the diaspora's. */
export async function readingScheduleRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.patch('/api/auth/reading-schedule', { schema: { body: ReadingScheduleBody, response: { 200: UserResponse } } }, async (request) => {
    const user = await request.requireUser();
    const { schedule } = request.body;
    const updated = await db.updateTable('users').set({ reading_schedule: schedule }).where('id', '=', user.id).returningAll().executeTakeFirst();
    if (!updated) throw unauthenticated();
    return { user: toUser(updated) };
  });
}
