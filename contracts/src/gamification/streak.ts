/**
 * The daily check-in streak, decided on the child's own calendar: "today" is the date where the child
 * lives, not where the server is, so a Los Angeles evening and an Auckland morning are each counted right.
 * A day of rest (Shabbat, Yom Tov; the caller passes the rule, e.g. isShabbatOrYomTov) never breaks a
 * streak: a check-in after only rest days continues it.
 */
import { addDays, dayNumber, daysBetween, localDay } from './calendar-day';

export interface StreakState {
  current: number;
  longest: number;
  /** The child's local date of the last check-in, 'YYYY-MM-DD'; null before the first one. */
  lastDay: string | null;
}

export type StreakOutcome = 'first' | 'same-day' | 'continued' | 'reset';

export interface StreakUpdate {
  state: StreakState;
  outcome: StreakOutcome;
  bonusXP: number;
}

export const STREAK_BONUS_XP_PER_DAY = 5;
export const STREAK_BONUS_MAX_DAYS = 7;

/**
 * 5 XP per streak day, growing for a week and then staying at 35: it rewards coming back without letting
 * a long streak outweigh actual learning (a parsha reading is 15 XP).
 */
export function streakBonusXP(current: number): number {
  return STREAK_BONUS_XP_PER_DAY * Math.min(Math.max(current, 0), STREAK_BONUS_MAX_DAYS);
}

/** True when every day strictly between the two dates is a rest day (vacuously true for neighbours). */
function onlyRestDaysBetween(lastDay: string, today: string, isRestDay: (day: string) => boolean): boolean {
  for (let day = addDays(lastDay, 1); day < today; day = addDays(day, 1)) {
    if (!isRestDay(day)) return false;
  }
  return true;
}

/**
 * Decide a check-in at instant `now`. Only the first check-in of a local day changes anything or pays a
 * bonus. A check-in dated before the last one (the child flew west, or the zone setting changed) is
 * treated as the same day, so travel neither breaks a streak nor pays twice. A lastDay that is not a real
 * date (damaged state) is treated as no previous check-in; the longest streak is kept.
 */
export function updateStreak(
  state: StreakState,
  now: Date,
  timeZone: string,
  isRestDay: (day: string) => boolean,
): StreakUpdate {
  const today = localDay(now, timeZone);
  const last = state.lastDay !== null && dayNumber(state.lastDay) !== null ? state.lastDay : null;

  if (last === null) return started(state, today, 'first');
  if (daysBetween(last, today) <= 0) return { state, outcome: 'same-day', bonusXP: 0 };
  if (!onlyRestDaysBetween(last, today, isRestDay)) return started(state, today, 'reset');

  const current = Math.max(state.current, 0) + 1;
  return {
    state: { current, longest: Math.max(state.longest, current), lastDay: today },
    outcome: 'continued',
    bonusXP: streakBonusXP(current),
  };
}

function started(state: StreakState, today: string, outcome: 'first' | 'reset'): StreakUpdate {
  return { state: { current: 1, longest: Math.max(state.longest, 1), lastDay: today }, outcome, bonusXP: streakBonusXP(1) };
}
