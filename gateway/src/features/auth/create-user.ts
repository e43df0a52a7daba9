import type { Database, UserRow } from '@morah/db';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../errors';
import { newShareCode } from './share-code';

export interface NewUser {
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: UserRow['role'];
}

/** Insert a user; students get a link code their parents can use. A taken username is a 409. */
export async function createUser(db: Kysely<Database> | Transaction<Database>, user: NewUser): Promise<UserRow> {
  const taken = await db.selectFrom('users').select('id').where('username', '=', user.username).executeTakeFirst();
  if (taken) throw usernameTaken();
  try {
    return await db
      .insertInto('users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        link_code: user.role === 'student' ? newShareCode() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw usernameTaken();
    throw error;
  }
}

const usernameTaken = () =>
  new AppError(409, 'username_taken', 'That username is taken. Please try another one.', [{ path: ['username'], message: 'That username is taken.' }]);
