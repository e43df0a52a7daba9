import type { UpdateStreakBody, UpdateStreakResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifyStreakBonus } from '../utils/progress-notices';
import { refreshCurrentUser, refreshStudentProgress } from './refresh-progress';

/** The child's own time zone, so "today" is the day where they live. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function updateStreak(body: UpdateStreakBody): Promise<UpdateStreakResponse> {
  return api.post<UpdateStreakResponse>('/api/gamification/update-streak', body);
}

/**
 * The Daily Check-in: POST /api/gamification/update-streak. A bonus above 0 gets the 'Streak Bonus!'
 * toast; the progress is read again either way.
 */
export function useDailyCheckIn(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateStreak({ streakType: 'daily_login', timeZone: browserTimeZone() }),
    onSuccess: ({ bonusXP, currentStreak }) => {
      if (bonusXP > 0) {
        notifyStreakBonus(bonusXP, currentStreak);
        refreshCurrentUser(queryClient);
      }
      refreshStudentProgress(queryClient, userId);
    },
  });
}
