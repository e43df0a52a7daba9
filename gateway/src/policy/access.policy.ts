import type { ChatThread } from '@morah/contracts';
import { type Database, findThreadView, parentOfStudent, teachesStudent } from '@morah/db';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../errors';

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

/**
 * A conversation is readable by whoever may see its student: the student, their teachers, their
 * parents. Missing threads are 404; someone else's are 403. REST routes and socket rooms both ask here.
 */
export async function assertCanReadThread(db: Kysely<Database>, viewer: Viewer, threadId: number): Promise<ChatThread> {
  const thread = await findThreadView(db, threadId);
  if (!thread) throw notFound('That conversation does not exist.');
  if (!(await canViewStudent(db, viewer, thread.studentId))) throw forbidden('That conversation belongs to someone else.');
  return thread;
}
