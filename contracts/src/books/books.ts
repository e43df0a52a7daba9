/**
 * The library and the reader (spec content 2, 3, 4, 7 and 9): books, their pages and reading
 * progress, as the server sends them and the data files hold them.
 */
import { z } from 'zod';

/** Spec content 3: the library's categories, levels and languages, in the order the filters show them. */
export const BOOK_CATEGORIES = ['torah', 'stories', 'hebrew', 'history', 'prayers'] as const;
export const BOOK_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const BOOK_LANGUAGES = ['english', 'hebrew', 'bilingual'] as const;

export const BookCategory = z.enum(BOOK_CATEGORIES, { error: 'Pick a category: torah, stories, hebrew, history or prayers.' });
export const BookDifficulty = z.enum(BOOK_DIFFICULTIES, { error: 'Pick a level: beginner, intermediate or advanced.' });
export const BookLanguage = z.enum(BOOK_LANGUAGES, { error: 'Pick a language: english, hebrew or bilingual.' });
export type BookCategory = z.infer<typeof BookCategory>;
export type BookDifficulty = z.infer<typeof BookDifficulty>;
export type BookLanguage = z.infer<typeof BookLanguage>;

/** Spec content 9: a book without its own estimate is shown as 15 minutes. */
export const DEFAULT_READ_MINUTES = 15;
/** Spec content 9: at most 10 page dots, then '+n more'. */
export const MAX_PAGE_DOTS = 10;
/** Spec content 9: read-aloud speaks at rate 0.8 and pitch 1.1. */
export const READ_ALOUD = { rate: 0.8, pitch: 1.1 } as const;

const BookId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That is not a book id.').max(80);

export const BookPage = z.object({
  pageNumber: z.number().int().min(1),
  /** The page's text: English, or Hebrew for a Hebrew book. */
  content: z.string().min(1),
  /** The Hebrew of a bilingual page, with vowel points. */
  hebrewContent: z.string().min(1).optional(),
  /** What the page's picture shows, in words (read to children who cannot see it, too). */
  illustration: z.string().min(1).optional(),
  /** A 'Learning Note' for the reader. */
  notes: z.string().min(1).optional(),
});
export type BookPage = z.infer<typeof BookPage>;

export const BookSummary = z.object({
  id: BookId,
  title: z.string().min(1).max(80),
  /** The Hebrew title of a Hebrew or bilingual book, with vowel points. */
  hebrewTitle: z.string().min(1).max(80).optional(),
  author: z.string().min(1).max(80),
  description: z.string().min(1).max(300),
  category: BookCategory,
  difficulty: BookDifficulty,
  language: BookLanguage,
  /** The name of the picture on the cover (tent, shofar...): the library draws it as an SVG, it ships no image files. */
  coverImage: z.string().min(1).max(8),
  estimatedReadTime: z.number().int().min(1).max(120).optional(),
  totalPages: z.number().int().min(1),
  ageRange: z.string().regex(/^\d{1,2}-\d{1,2}$/),
  /** Only Premium members may open a premium book's pages. */
  premium: z.boolean(),
});
export type BookSummary = z.infer<typeof BookSummary>;

/** A book as its data file holds it: the summary (totalPages is counted, not written) and 6 to 12 pages. */
export const BookFile = BookSummary.omit({ totalPages: true }).extend({
  pages: z
    .array(BookPage)
    .min(6, 'A book has at least 6 pages.')
    .max(12, 'A book has at most 12 pages.')
    .refine((pages) => pages.every((p, i) => p.pageNumber === i + 1), 'Pages are numbered 1, 2, 3... in order.'),
});
export type BookFile = z.infer<typeof BookFile>;

/** Spec content 5: only non-empty filters are sent; an empty value means all. */
const emptyAsAll = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const BookListQuery = z.object({
  category: emptyAsAll(BookCategory),
  difficulty: emptyAsAll(BookDifficulty),
  language: emptyAsAll(BookLanguage),
});
export type BookListQuery = z.infer<typeof BookListQuery>;

export const BookList = z.object({ books: z.array(BookSummary) });
export type BookList = z.infer<typeof BookList>;

export const BookParams = z.object({ id: BookId });
export const BookWithPages = z.object({ book: BookSummary, pages: z.array(BookPage) });
export type BookWithPages = z.infer<typeof BookWithPages>;

/** Said kindly to a child who opens a premium book without Premium; no pressure to buy. */
export const PREMIUM_BOOK_MESSAGE = 'This book is for Premium members. There are lots of other wonderful books in the library for you to read!';

/** The answer's details when a premium book is refused, so the reader can still name the book. */
export const PremiumBookRefusal = z.object({ premium: z.literal(true), book: BookSummary });

export const ReadingProgressParams = z.object({ bookId: BookId });
/** A teacher or parent may ask for one of their learners' progress with `?userId=`. */
export const ReadingProgressQuery = z.object({ userId: z.coerce.number().int().positive('That is not a learner id.').optional() });

/** The longest reading time one book can hold: a day. Larger claims are refused. */
export const MAX_READING_TIME_SECONDS = 24 * 60 * 60;

export const SaveReadingProgressBody = z.object({
  bookId: BookId,
  currentPage: z.number({ error: 'currentPage is a page number.' }).int('currentPage is a whole page number.').min(1, 'Pages start at 1.'),
  /** Seconds spent reading this book in all, as the reader's clock says (the server judges it). */
  timeSpent: z
    .number({ error: 'timeSpent is a number of seconds.' })
    .int('timeSpent is a whole number of seconds.')
    .min(0, 'timeSpent cannot be negative.')
    .max(MAX_READING_TIME_SECONDS, 'timeSpent can be at most one day.')
    .default(0),
  notes: z.string().max(2000, 'Notes can be at most 2000 characters.').default(''),
});
export type SaveReadingProgressBody = z.input<typeof SaveReadingProgressBody>;

export const ReadingProgress = z.object({
  bookId: BookId,
  currentPage: z.number().int(),
  /** Reading time the server has counted for this book, in seconds. */
  timeSpent: z.number().int(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type ReadingProgress = z.infer<typeof ReadingProgress>;

export const ReadingProgressResponse = z.object({ progress: ReadingProgress.nullable() });
export type ReadingProgressResponse = z.infer<typeof ReadingProgressResponse>;

export const SaveReadingProgressResponse = z.object({
  progress: ReadingProgress,
  /** Whole minutes of study time this save added today (each worth study-time XP). */
  minutesCounted: z.number().int(),
  xpAwarded: z.number().int(),
});
export type SaveReadingProgressResponse = z.infer<typeof SaveReadingProgressResponse>;
