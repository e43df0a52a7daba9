import { normalizeAvatar } from '@morah/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../schema';

export type UserRow = Selectable<UsersTable>;

/** Each column of `users` once (checked against the table: none missing, none extra). */
const USER_COLUMN_SET = {
  id: true,
  username: true,
  password_hash: true,
  first_name: true,
  last_name: true,
  role: true,
  xp: true,
  level: true,
  avatar_style: true,
  avatar_color: true,
  avatar_accessory: true,
  avatar_expression: true,
  is_premium: true,
  reading_schedule: true,
  link_code: true,
  created_at: true,
} as const satisfies Record<keyof UsersTable, true>;

/** Every column of a user, by name: for a statement kept prepared, whose columns must not move when a migration adds one. */
export const USER_COLUMNS = Object.keys(USER_COLUMN_SET) as (keyof UsersTable)[];

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

/** A user's avatar as the API shows it: stored values outside the listed sets fall back to the defaults. */
export function avatarFieldsOf(row: Pick<UserRow, 'avatar_style' | 'avatar_color' | 'avatar_accessory' | 'avatar_expression'>) {
  const avatar = normalizeAvatar({ style: row.avatar_style, color: row.avatar_color, accessory: row.avatar_accessory, expression: row.avatar_expression });
  return { avatarStyle: avatar.style, avatarColor: avatar.color, avatarAccessory: avatar.accessory, avatarExpression: avatar.expression };
}
