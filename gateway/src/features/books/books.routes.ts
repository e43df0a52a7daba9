import { BookList, BookListQuery, BookParams, BookWithPages, localDay, ReadingProgressParams, ReadingProgressQuery, ReadingProgressResponse, SaveReadingProgressBody, SaveReadingProgressResponse } from '@morah/contracts';
import { filterBooks, libraryBooks } from '@morah/content/books';
import { type Database, findReadingProgress, type JobProducer, learnerTimeZone, saveReadingProgress } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertCanViewStudent } from '../../policy/access.policy';
import { activityXpAnswer } from '../learning/activity-xp-answer';
import { recordActivityJobs } from '../learning/record-activity-jobs';
import { readableBook } from './readable-book';

/** Spec content 7: the library, a book and its pages, and reading progress. Every reader is signed in. */
export async function booksRoutes(base: FastifyInstance, { db, jobs }: { db: Kysely<Database>; jobs: JobProducer }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/books', { schema: { querystring: BookListQuery, response: { 200: BookList } } }, async (request) => {
    await request.requireUser();
    return { books: filterBooks(libraryBooks(), request.query) };
  });

  app.get('/api/books/:id', { schema: { params: BookParams, response: { 200: BookWithPages } } }, async (request) => {
    const user = await request.requireUser();
    const book = readableBook(user, request.params.id);
    return { book: book.summary, pages: book.pages };
  });

  /** The caller's own progress in a book, or (with `userId`) a learner's, for their teachers and parents. */
  app.get('/api/reading-progress/:bookId', { schema: { params: ReadingProgressParams, querystring: ReadingProgressQuery, response: { 200: ReadingProgressResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const userId = request.query.userId ?? viewer.id;
    await assertCanViewStudent(db, viewer, userId);
    return { progress: await findReadingProgress(db, userId, request.params.bookId) };
  });

  /**
   * Save the page reached. The reading time is a claim the server judges (judgeReadingTime); for a
   * learner, whole minutes of it become study time, paid as study-time XP through the ledger, up to a
   * daily cap.
   */
  app.post('/api/reading-progress', { schema: { body: SaveReadingProgressBody, response: { 200: SaveReadingProgressResponse } } }, async (request) => {
    const user = await request.requireUser();
    const body = request.body;
    const book = readableBook(user, body.bookId);
    if (body.currentPage > book.summary.totalPages) {
      throw new AppError(400, 'validation_failed', `This book has ${book.summary.totalPages} pages.`, [{ path: ['currentPage'], message: `At most ${book.summary.totalPages}.` }]);
    }
    const timeZone = await learnerTimeZone(db, user.id);
    let xpJob: string | undefined;
    const saved = await saveReadingProgress(db, {
      userId: user.id,
      book: { id: book.summary.id, title: book.summary.title },
      currentPage: body.currentPage,
      timeSpent: body.timeSpent,
      notes: body.notes,
      day: localDay(new Date(), timeZone),
      countsAsStudy: user.role === 'student',
      afterWrite: async (trx, activity) => {
        if (activity) xpJob = await recordActivityJobs(jobs, trx, user, { id: activity.id, amount: activity.xp, reason: 'study_time' });
      },
    });
    const award = await activityXpAnswer({ jobs, log: request.log }, user, xpJob, saved.activity?.xp ?? 0);
    return { progress: saved.progress, minutesCounted: saved.activity?.minutes ?? 0, xpAwarded: award.xpAwarded };
  });
}
