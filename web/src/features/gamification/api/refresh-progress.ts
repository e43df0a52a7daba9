import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/auth';
import { gamificationKeys, PARENT_DATA_PREFIX } from './gamification-keys';

/** Read a student's progress again after a badge, a streak bonus or a finished challenge. */
export function refreshStudentProgress(queryClient: QueryClient, userId: number): void {
  void queryClient.invalidateQueries({ queryKey: gamificationKeys.dashboard, exact: true });
  void queryClient.invalidateQueries({ queryKey: gamificationKeys.userBadges(userId), exact: true });
}

/** After an answer that changed the student's XP (a badge reward, a streak bonus), read the current user again. */
export function refreshCurrentUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
}

/** Read every parent view again: their queries are keyed by URLs under the parent prefix. */
export function refreshParentViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && head.startsWith(PARENT_DATA_PREFIX);
    },
  });
}
