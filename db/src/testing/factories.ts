import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const unique = () => randomBytes(4).toString('hex');

/**
 * A precomputed argon2id hash of 'password123', so factories need no hashing library; made at the
 * lowest cost (8 KiB, one pass), as the tests' gateways hash, so signing in as one is quick.
 */
export const FACTORY_PASSWORD = 'password123';
const FACTORY_PASSWORD_HASH = '$argon2id$v=19$m=8,t=1,p=1$I/nWs3mOHgPh8rPO7MFpaw$MRZJeh3gGRuiS/TTKjPqGKKVvyvz1BPFdV4saV2Cmyk';

export async function buildUser(
  db: Kysely<Database>,
  overrides: Partial<{ username: string; firstName: string; lastName: string; role: 'student' | 'teacher' | 'parent'; xp: number; level: number }> = {},
) {
  const role = overrides.role ?? 'student';
  return db
    .insertInto('users')
    .values({
      username: overrides.username ?? `${role}_${unique()}`,
      password_hash: FACTORY_PASSWORD_HASH,
      first_name: overrides.firstName ?? 'Test',
      last_name: overrides.lastName ?? role,
      role,
      xp: overrides.xp ?? 0,
      level: overrides.level ?? 1,
      link_code: role === 'student' ? unique().toUpperCase() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const buildStudent = (db: Kysely<Database>, o: Parameters<typeof buildUser>[1] = {}) => buildUser(db, { ...o, role: 'student' });
export const buildTeacher = (db: Kysely<Database>, o: Parameters<typeof buildUser>[1] = {}) => buildUser(db, { ...o, role: 'teacher' });
export const buildParent = (db: Kysely<Database>, o: Parameters<typeof buildUser>[1] = {}) => buildUser(db, { ...o, role: 'parent' });

export async function buildClass(db: Kysely<Database>, teacherId: number, studentIds: number[] = []) {
  const cls = await db
    .insertInto('classes')
    .values({ name: `Class ${unique()}`, teacher_id: teacherId, join_code: unique().toUpperCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const studentId of studentIds) await db.insertInto('class_members').values({ class_id: cls.id, student_id: studentId }).execute();
  return cls;
}

export async function linkParent(db: Kysely<Database>, parentId: number, studentId: number) {
  await db.insertInto('parent_links').values({ parent_id: parentId, student_id: studentId }).execute();
}
