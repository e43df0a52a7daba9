import type { LearnerAudience } from '@morah/contracts/audience';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/** A learner's audience as a statement returns it (see `learnerAudienceColumns`). */
export interface LearnerAudienceRow {
  student_name: string;
  class_ids: unknown[];
  parent_ids: unknown[];
}

/**
 * Who hears of a learner's progress, as columns of a statement over the learner's `users` row
 * (`alias`, a name the statement gives it): their name, their classes and their linked parents.
 */
export function learnerAudienceColumns(alias: string): RawBuilder<LearnerAudienceRow> {
  const row = sql.raw(alias);
  return sql<LearnerAudienceRow>`${row}.first_name || ' ' || ${row}.last_name as student_name,
    array(select m.class_id from class_members m where m.student_id = ${row}.id) as class_ids,
    array(select p.parent_id from parent_links p where p.student_id = ${row}.id) as parent_ids`;
}

export const toLearnerAudience = (studentId: number, row: LearnerAudienceRow): LearnerAudience => ({
  studentId,
  studentName: row.student_name.trim(),
  parentIds: row.parent_ids.map(Number),
  classIds: row.class_ids.map(Number),
});

/** Who hears of a learner's progress: the learner, their linked parents, the teachers of their classes (one read). */
export async function learnerAudience(db: Kysely<Database>, studentId: number): Promise<LearnerAudience | undefined> {
  const { rows } = await sql<LearnerAudienceRow>`select ${learnerAudienceColumns('u')} from users u where u.id = ${studentId}::int`.execute(db);
  return rows[0] ? toLearnerAudience(studentId, rows[0]) : undefined;
}

/** The classes a teacher teaches. */
export async function classIdsOfTeacher(db: Kysely<Database>, teacherId: number): Promise<number[]> {
  const rows = await db.selectFrom('classes').select('id').where('teacher_id', '=', teacherId).execute();
  return rows.map((r) => r.id);
}
