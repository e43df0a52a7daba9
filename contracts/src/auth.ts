import { z } from 'zod';
import { AVATAR_ACCESSORIES, AVATAR_COLORS, AVATAR_EXPRESSIONS, AVATAR_STYLES } from './rules/avatar';
import { BIDI_IN_NAME_MESSAGE, hasBidiControls } from './rules/bidi-controls';
import { hasVisibleText } from './rules/clean-text';

export const Role = z.enum(['student', 'teacher', 'parent']);
export type Role = z.infer<typeof Role>;

/** Usernames are case-insensitive: stored and compared in lower case. No e-mail, no public profile. */
export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Usernames need at least 3 characters.')
  .max(32, 'Usernames can have at most 32 characters.')
  .regex(/^[a-z0-9._-]+$/, 'Usernames may use letters, numbers, dots, dashes and underscores.');

/** Length and not only spaces; how guessable it is, is judged by `passwordWeakness` (rules/password-strength). */
export const Password = z
  .string()
  .min(8, 'Passwords need at least 8 characters.')
  .max(128, 'Passwords can have at most 128 characters.')
  .refine(hasVisibleText, 'A password needs letters, numbers or signs, not only spaces.');

export const PersonName = z
  .string()
  .trim()
  .min(1, 'Please fill in the name.')
  .max(50, 'Names can have at most 50 characters.')
  .refine(hasVisibleText, 'Please fill in the name.')
  // A name shown to a teacher or parent must read as it was typed.
  .refine((name) => !hasBidiControls(name), BIDI_IN_NAME_MESSAGE);

/** Class join codes and parent link codes: 6 to 12 letters and digits, case-insensitive. */
export const ShareCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,16}$/, 'That code does not look right. Check the letters and numbers.')
  .transform((code) => code.replaceAll('-', ''));

export const RegisterBody = z.object({
  username: Username,
  password: Password,
  firstName: PersonName,
  lastName: PersonName,
  role: Role,
  classCode: ShareCode.optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  username: Username,
  password: z.string().min(1, 'Please type your password.').max(128),
});
export type LoginBody = z.input<typeof LoginBody>;

/** The signed-in user as GET /api/auth/user and /api/auth/me answer it. */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  xp: z.number().int(),
  level: z.number().int(),
  avatarStyle: z.enum(AVATAR_STYLES),
  avatarColor: z.enum(AVATAR_COLORS),
  avatarAccessory: z.enum(AVATAR_ACCESSORIES),
  avatarExpression: z.enum(AVATAR_EXPRESSIONS),
  isPremium: z.boolean(),
  /** Students only: the code a parent types to link this child (shown on the child's profile). */
  linkCode: z.string().nullable(),
  /** Which weekly Torah reading the user follows: Israel's or the diaspora's (the default). */
  readingSchedule: z.enum(['diaspora', 'israel']).optional(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** POST /api/auth/logout: the session is over (or there was none). */
export const SignedOutResponse = z.object({ ok: z.literal(true) });
