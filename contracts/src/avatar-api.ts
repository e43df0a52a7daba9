/**
 * PATCH /api/auth/avatar (spec core 5 and 7): the request body, and the words a child sees when a
 * choice is refused. The answer is the same `{ user }` as GET /api/auth/user.
 */
import { z } from 'zod';
import { AVATAR_ACCESSORIES, AVATAR_COLORS, AVATAR_EXPRESSIONS, AVATAR_STYLES } from './rules/avatar';

function listed(values: readonly string[]): string {
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

export const UpdateAvatarBody = z.object({
  style: z.enum(AVATAR_STYLES, { error: `Please pick a style: ${listed(AVATAR_STYLES)}.` }),
  color: z.enum(AVATAR_COLORS, { error: `Please pick a color: ${listed(AVATAR_COLORS)}.` }),
  accessory: z.enum(AVATAR_ACCESSORIES, { error: `Please pick an accessory: ${listed(AVATAR_ACCESSORIES)}.` }),
  expression: z.enum(AVATAR_EXPRESSIONS, { error: `Please pick an expression: ${listed(AVATAR_EXPRESSIONS)}.` }),
});
export type UpdateAvatarBody = z.infer<typeof UpdateAvatarBody>;

/** Why a premium-only choice (hat, bow, teal) is refused to a member without premium. */
export const PREMIUM_AVATAR_REFUSAL = 'That one is for Premium members.';
