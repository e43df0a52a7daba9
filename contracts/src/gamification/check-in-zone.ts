/**
 * The child's time zone at check-in. A zone changes rarely and never to gain a day: a change is
 * accepted at most once every TIME_ZONE_CHANGE_DAYS days, and for that long after it a check-in counts
 * as a new day only as far as both the old and the new zone agree (the earlier day wins), so
 * hopping from the day's last zone to its first one never adds a streak day.
 */
import { daysBetween, localDay } from './calendar-day';
import { type StreakState, type StreakUpdate, updateStreak } from './streak';

export const TIME_ZONE_CHANGE_DAYS = 7;
const CHANGE_WINDOW_MS = TIME_ZONE_CHANGE_DAYS * 86_400_000;

export interface StoredZone {
  timeZone: string;
  /** The zone before the last accepted change, or null. */
  previousTimeZone: string | null;
  /** When the last change was accepted, or null (never changed). */
  changedAt: Date | null;
  /** Whether the child has checked in before (before that, a zone is simply taken). */
  hasCheckedIn: boolean;
}

export interface ZoneDecision {
  timeZone: string;
  previousTimeZone: string | null;
  changedAt: Date | null;
  /** 'asked-too-soon': a change asked within TIME_ZONE_CHANGE_DAYS of the last one; the zone is kept. */
  outcome: 'same' | 'first' | 'changed' | 'asked-too-soon';
  /** The zones a check-in at this instant is judged in: the zone first, then the one it replaced. */
  judgeIn: string[];
}

/** Decide which zone a check-in at `now` is counted in; `requested` null means the client sent none. */
export function decideCheckInZone(stored: StoredZone, requested: string | null, now: Date): ZoneDecision {
  const inWindow = stored.changedAt !== null && now.getTime() - stored.changedAt.getTime() < CHANGE_WINDOW_MS;
  const keep = (outcome: 'same' | 'asked-too-soon'): ZoneDecision => ({
    timeZone: stored.timeZone,
    previousTimeZone: stored.previousTimeZone,
    changedAt: stored.changedAt,
    outcome,
    judgeIn: inWindow && stored.previousTimeZone && stored.previousTimeZone !== stored.timeZone ? [stored.timeZone, stored.previousTimeZone] : [stored.timeZone],
  });
  if (requested === null || requested === stored.timeZone) return keep('same');
  if (!stored.hasCheckedIn) return { timeZone: requested, previousTimeZone: null, changedAt: null, outcome: 'first', judgeIn: [requested] };
  if (inWindow) return keep('asked-too-soon');
  return { timeZone: requested, previousTimeZone: stored.timeZone, changedAt: now, outcome: 'changed', judgeIn: [requested, stored.timeZone] };
}

/**
 * A check-in judged in each zone from the instant of the last counted check-in; the zone where the
 * least time has passed in days decides (ties go to the first zone). Without that instant (a streak
 * kept before instants were), `state.lastDay` is read as a day of the first zone.
 */
export function checkInAcrossZones(
  state: StreakState & { lastCheckInAt: Date | null },
  now: Date,
  zones: readonly string[],
  isRestDay: (day: string) => boolean,
): StreakUpdate & { timeZone: string } {
  let best: (StreakUpdate & { timeZone: string; gap: number }) | null = null;
  for (const zone of zones) {
    const lastDay = state.lastCheckInAt ? localDay(state.lastCheckInAt, zone) : state.lastDay;
    const update = updateStreak({ current: state.current, longest: state.longest, lastDay }, now, zone, isRestDay);
    const gap = lastDay === null || update.outcome === 'first' ? Number.POSITIVE_INFINITY : daysBetween(lastDay, localDay(now, zone));
    if (!best || gap < best.gap) best = { ...update, timeZone: zone, gap };
  }
  if (!best) throw new RangeError('A check-in needs at least one time zone.');
  const { gap: _gap, ...decision } = best;
  return decision;
}
