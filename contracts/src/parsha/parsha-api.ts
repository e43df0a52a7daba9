import { z } from 'zod';
import { TorahBook } from './verse-ref';

/** A calendar day as the API takes it: YYYY-MM-DD that really exists. */
const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the date as YYYY-MM-DD, for example 2026-11-21.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'That date does not exist on the calendar.');

const BooleanText = z.enum(['true', 'false'], { message: 'Use true or false.' }).transform((v) => v === 'true');

export const CurrentParshaQuery = z.object({
  date: CalendarDate.optional(),
  israel: BooleanText.optional(),
});
export type CurrentParshaQuery = z.input<typeof CurrentParshaQuery>;

export const ParshaNameParams = z.object({ name: z.string().trim().min(1).max(60) });

/** Where a text came from and how to credit it. Shown wherever one of its verses is. */
export const TextSource = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(['he', 'en']),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().nullable(),
});
export type TextSource = z.infer<typeof TextSource>;

export const ParshaVerse = z.object({
  ref: z.string(),
  book: TorahBook,
  chapter: z.number().int(),
  verse: z.number().int(),
  /** Hebrew with vowel points. */
  hebrew: z.string(),
  /** The same words with cantillation marks (te'amim), when the source has them. */
  hebrewCantillation: z.string().nullable(),
  english: z.string(),
  hebrewSource: z.string(),
  englishSource: z.string(),
});
export type ParshaVerse = z.infer<typeof ParshaVerse>;

export const ParshaAliyah = z.object({
  n: z.number().int().min(1).max(7),
  range: z.string(),
  /** First and last verse as `chapter:verse`. */
  begin: z.string(),
  end: z.string(),
});
export type ParshaAliyah = z.infer<typeof ParshaAliyah>;

export const ParshaReading = z.object({
  name: z.string(),
  hebrewName: z.string(),
  book: TorahBook,
  range: z.string(),
  /** The Shabbat this parsha is read on (only when asked by date). */
  shabbatDate: z.string().optional(),
  israel: z.boolean().optional(),
  /** When a holiday reading replaces the weekly parsha on the asked Shabbat: that reading. The parsha is then the next one read. */
  holiday: z.object({ shabbatDate: z.string(), name: z.string(), hebrewName: z.string(), reading: z.string() }).optional(),
  totalVerses: z.number().int(),
  aliyot: z.array(ParshaAliyah),
  verses: z.array(ParshaVerse),
  sources: z.array(TextSource),
  /** Set when the text could not be found or fetched: verses is then empty. */
  textMissing: z.object({ reason: z.enum(['offline', 'unreachable']), message: z.string() }).optional(),
});
export type ParshaReading = z.infer<typeof ParshaReading>;

export const ParshaProgressBody = z.object({
  parshaName: z.string().trim().min(1, 'Which parsha?').max(60),
  verseProgress: z.number({ message: 'verseProgress is the number of the verse reached.' }).int('verseProgress is a whole number.').min(1, 'verseProgress starts at 1.'),
  completed: z.boolean().default(false),
});
export type ParshaProgressBody = z.input<typeof ParshaProgressBody>;

export const ParshaProgressEntry = z.object({
  parshaName: z.string(),
  /** The verse the child reached last (1 is the parsha's first verse): where the reader resumes. */
  verseProgress: z.number().int(),
  totalVerses: z.number().int(),
  /** Distinct verses of this parsha the child has read this year. */
  versesRead: z.number().int(),
  completed: z.boolean(),
  updatedAt: z.string(),
});
export type ParshaProgressEntry = z.infer<typeof ParshaProgressEntry>;

export const ParshaProgressAnswer = ParshaProgressEntry.extend({
  xpAwarded: z.number().int(),
  /** Part of xpAwarded: the bonus for finishing the whole parsha. */
  completionBonus: z.number().int(),
  /** True when the day's parsha cap took this reading's XP (the step is still kept). */
  dailyCapReached: z.boolean(),
  /** What the child reads when the cap was reached; null otherwise. */
  message: z.string().nullable(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type ParshaProgressAnswer = z.infer<typeof ParshaProgressAnswer>;

export const ParshaProgressList = z.object({ progress: z.array(ParshaProgressEntry) });
export type ParshaProgressList = z.infer<typeof ParshaProgressList>;

export const ParshaInsightQuery = z.object({
  ref: z.string().trim().min(1, 'Which verse? Send ref, for example Genesis 1:1.').max(40),
});
export const ParshaInsightAnswer = z.object({ ref: z.string(), insight: z.string(), cached: z.boolean() });
export type ParshaInsightAnswer = z.infer<typeof ParshaInsightAnswer>;

export const ReadingSchedule = z.enum(['diaspora', 'israel']);
export type ReadingSchedule = z.infer<typeof ReadingSchedule>;
export const ReadingScheduleBody = z.object({ schedule: ReadingSchedule });

/** The 54 parshiyot in order, for the reader's picker. */
export const ParshaList = z.object({
  parshiyot: z.array(z.object({ name: z.string(), hebrewName: z.string(), book: TorahBook, range: z.string() })),
});
export type ParshaList = z.infer<typeof ParshaList>;
