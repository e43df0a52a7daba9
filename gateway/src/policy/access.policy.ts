import { type Database, parentOfStudent, teachesStudent } from '@morah/db';
import type { Kysely } from 'kysely';
import { forbidden } from '../errors';

export interface Viewer {
  id: number;
  role: 'student' | 'teacher' | 'parent';
}

/**
 * The one answer to "may this user see that student": the student themself, the teachers of
 * the student's classes, and the student's linked parents. Nobody else.
 */
export async function canViewStudent(db: Kysely<Database>, viewer: Viewer, studentId: number): Promise<boolean> {
  if (viewer.id === studentId) return true;
  if (viewer.role === 'teacher') return teachesStudent(db, viewer.id, studentId);
  if (viewer.role === 'parent') return parentOfStudent(db, viewer.id, studentId);
  return false;
}

export async function assertCanViewStudent(db: Kysely<Database>, viewer: Viewer, studentId: number): Promise<void> {
  if (!(await canViewStudent(db, viewer, studentId))) throw forbidden('You may only see your own learners.');
}
