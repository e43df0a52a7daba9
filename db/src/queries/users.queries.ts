import { normalizeAvatar } from '@morah/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../schema';

export type UserRow = Selectable<UsersTable>;

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
