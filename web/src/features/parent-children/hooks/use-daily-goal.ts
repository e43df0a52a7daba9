import { DAILY_MINUTES_GOAL } from '@morah/contracts';
import { useCallback, useState } from 'react';

export const MIN_DAILY_GOAL = 5;
export const MAX_DAILY_GOAL = 180;

/** Where a parent's daily minutes goal for one child is kept: in this browser only. */
export const dailyGoalStorageKey = (childId: number) => `morah:parent:daily-goal:${childId}`;

function readGoal(childId: number): number | null {
  try {
    const raw = window.localStorage.getItem(dailyGoalStorageKey(childId));
    const value = raw === null ? NaN : Number(raw);
    return Number.isInteger(value) && value >= MIN_DAILY_GOAL && value <= MAX_DAILY_GOAL ? value : null;
  } catch {
    return null;
  }
}

/**
 * The daily minutes goal a parent set for a child on this device (the spec's 60 minutes until they set
 * one). Saving fails quietly where storage is blocked; the goal then lasts until the page is left.
 */
export function useDailyGoal(childId: number) {
  const [saved, setSaved] = useState<{ childId: number; goal: number | null }>(() => ({ childId, goal: readGoal(childId) }));
  const goal = saved.childId === childId ? saved.goal : readGoal(childId);

  const save = useCallback(
    (minutes: number) => {
      try {
        window.localStorage.setItem(dailyGoalStorageKey(childId), String(minutes));
      } catch {
        /* storage blocked: keep it for this visit */
      }
      setSaved({ childId, goal: minutes });
    },
    [childId],
  );

  return { goal: goal ?? DAILY_MINUTES_GOAL, isCustom: goal !== null, save };
}
