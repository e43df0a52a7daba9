import type { ChatThread } from '@morah/contracts';
import { type Database, findQuiz, findThreadForPosting, findThreadView, parentOfStudent, type QuizRow, teachesStudent } from '@morah/db';
import type { Kysely } from 'kysely';
import { notFound } from '../errors';

/** What anyone hears of a conversation they may not read, or that is not there. */
export const THREAD_NOT_FOUND = 'That conversation does not exist.';

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

/*
 * What someone may not see does not exist for them: a child (or a child's conversation or quiz)
 * that is not theirs to see answers exactly as a missing id does, 404 with the same sentence, so
 * no answer tells which ids are children. A 403 is kept for what the id does not decide: a role
 * that may never do something ('Only teachers can do that.'), or a parent who reads a
 * conversation but may not write in it.
 */

export const LEARNER_NOT_FOUND = 'We could not find that learner.';

export async function assertCanViewStudent(db: Kysely<Database>, viewer: Viewer, studentId: number): Promise<void> {
  if (!(await canViewStudent(db, viewer, studentId))) throw notFound(LEARNER_NOT_FOUND);
}

/**
 * A conversation is readable by whoever may see its student: the student, their teachers, their
 * parents. For anyone else it does not exist (404). REST routes and socket rooms both ask here.
 */
export async function assertCanReadThread(db: Kysely<Database>, viewer: Viewer, threadId: number): Promise<ChatThread> {
  return readableThread(db, viewer, await findThreadView(db, threadId));
}

/** The same check before a message is written, reading the thread with its student's time zone. */
export async function assertCanReadThreadToPost(db: Kysely<Database>, viewer: Viewer, threadId: number) {
  return readableThread(db, viewer, await findThreadForPosting(db, threadId));
}

async function readableThread<T extends ChatThread>(db: Kysely<Database>, viewer: Viewer, thread: T | undefined): Promise<T> {
  if (!thread || !(await canViewStudent(db, viewer, thread.studentId))) throw notFound(THREAD_NOT_FOUND);
  return thread;
}

/**
 * A quiz belongs to the child who asked for it: readable by them, their teachers and their parents;
 * for anyone else it does not exist (404).
 */
export async function assertCanReadQuiz(db: Kysely<Database>, viewer: Viewer, quizId: number): Promise<QuizRow> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz || !(await canViewStudent(db, viewer, quiz.user_id))) throw notFound("The quiz you're looking for doesn't exist.");
  return quiz;
}

/**
 * Whose data a person may download: their own (a student), or a linked child's (a parent).
 * Teachers see their students' learning, but a family's export is the family's.
 */
export async function assertCanExportChild(db: Kysely<Database>, viewer: Viewer, childId: number): Promise<void> {
  if (viewer.role === 'student' && viewer.id === childId) return;
  if (viewer.role === 'parent' && (await parentOfStudent(db, viewer.id, childId))) return;
  throw notFound(viewer.role === 'parent' ? 'We could not find that child among the children linked to your account.' : LEARNER_NOT_FOUND);
}

/** Only a linked parent may delete a child's account. */
export async function assertCanDeleteChild(db: Kysely<Database>, viewer: Viewer, childId: number): Promise<void> {
  if (viewer.role === 'parent' && (await parentOfStudent(db, viewer.id, childId))) return;
  throw notFound('We could not find that child among the children linked to your account.');
}
