/**
 * How much of a reader's claimed reading time the server counts. The reader's clock is a claim:
 * the server counts no more than the time that really passed since the learner's last counted
 * save (so two books open at once cannot double it), no more than a few minutes for one page (so
 * a book left open does not read itself), and turns at most a capped number of minutes a day into
 * study time (and its XP).
 */

/** One save (one page turn) counts at most this many seconds. */
export const MAX_READING_SECONDS_PER_SAVE = 10 * 60;
/** Clocks and networks jitter: this much more than the wall clock is still believed. */
export const READING_CLOCK_SLACK_SECONDS = 5;
/** Reading counts as study time for at most this many minutes a day. */
export const READING_DAILY_MINUTES_CAP = 60;

export interface ReadingClaim {
  /** The reader's total seconds on this book, as sent. */
  claimedTotal: number;
  /** The seconds the server has counted on this book so far. */
  storedTotal: number;
  /** When the learner's reading was last counted today, or null for the first save of the day. */
  lastCountedAt: Date | null;
  now: Date;
  /** Seconds of reading already counted today, across all books. */
  daySeconds: number;
  /** Whole minutes of today's reading already turned into study time. */
  dayMinutesCounted: number;
}

export interface ReadingJudgement {
  /** Seconds this save adds to the book and to the day. */
  creditSeconds: number;
  bookTotal: number;
  daySeconds: number;
  /** New whole minutes of study time (within the daily cap) this save earns. */
  newMinutes: number;
}

export function judgeReadingTime(claim: ReadingClaim): ReadingJudgement {
  const claimed = Math.max(0, Math.floor(claim.claimedTotal) - Math.max(0, claim.storedTotal));
  const elapsed =
    claim.lastCountedAt === null
      ? MAX_READING_SECONDS_PER_SAVE
      : Math.max(0, (claim.now.getTime() - claim.lastCountedAt.getTime()) / 1000) + READING_CLOCK_SLACK_SECONDS;
  const creditSeconds = Math.max(0, Math.floor(Math.min(claimed, elapsed, MAX_READING_SECONDS_PER_SAVE)));
  const daySeconds = Math.max(0, claim.daySeconds) + creditSeconds;
  const countable = Math.min(Math.floor(daySeconds / 60), READING_DAILY_MINUTES_CAP);
  return {
    creditSeconds,
    bookTotal: Math.max(0, claim.storedTotal) + creditSeconds,
    daySeconds,
    newMinutes: Math.max(0, countable - Math.max(0, claim.dayMinutesCounted)),
  };
}
