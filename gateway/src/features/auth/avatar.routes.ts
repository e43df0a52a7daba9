import {
  PREMIUM_AVATAR_ACCESSORIES,
  PREMIUM_AVATAR_COLORS,
  PREMIUM_AVATAR_REFUSAL,
  UpdateAvatarBody,
  UserResponse,
} from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AppError, unauthenticated } from '../../errors';
import { toUser } from './user-view';

/** The premium-only fields of a choice, named as the request names them. */
function premiumFields(body: UpdateAvatarBody): Array<'color' | 'accessory'> {
  const fields: Array<'color' | 'accessory'> = [];
  if (PREMIUM_AVATAR_COLORS.includes(body.color)) fields.push('color');
  if (PREMIUM_AVATAR_ACCESSORIES.includes(body.accessory)) fields.push('accessory');
  return fields;
}

/** PATCH /api/auth/avatar (spec core 5 and 7): the signed-in user's avatar, premium options for premium members only. */
export async function avatarRoutes(base: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.patch('/api/auth/avatar', { schema: { body: UpdateAvatarBody, response: { 200: UserResponse } } }, async (request) => {
    const user = await request.requireUser();
    const { body } = request;
    const refused = user.is_premium ? [] : premiumFields(body);
    if (refused.length > 0) {
      throw new AppError(403, 'forbidden', PREMIUM_AVATAR_REFUSAL, refused.map((field) => ({ path: [field], message: PREMIUM_AVATAR_REFUSAL })));
    }
    const updated = await db
      .updateTable('users')
      .set({ avatar_style: body.style, avatar_color: body.color, avatar_accessory: body.accessory, avatar_expression: body.expression })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirst();
    // The account was removed between reading the session and saving.
    if (!updated) throw unauthenticated();
    return { user: toUser(updated) };
  });
}
