import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Is `teacherId` the teacher of any class that `studentId` belongs to? */
export async function teachesStudent(db: Kysely<Database>, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select('m.student_id')
    .where('c.teacher_id', '=', teacherId)
    .where('m.student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Is `parentId` linked to `studentId`? */
export async function parentOfStudent(db: Kysely<Database>, parentId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parent_links')
    .select('student_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The parents linked to a student (for live notices in their own rooms). */
export async function parentIdsOf(db: Kysely<Database>, studentId: number): Promise<number[]> {
  const rows = await db.selectFrom('parent_links').select('parent_id').where('student_id', '=', studentId).execute();
  return rows.map((r) => r.parent_id);
}

/** The classes a teacher teaches. */
export async function classIdsOfTeacher(db: Kysely<Database>, teacherId: number): Promise<number[]> {
  const rows = await db.selectFrom('classes').select('id').where('teacher_id', '=', teacherId).execute();
  return rows.map((r) => r.id);
}
