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

const parentRefreshes = new WeakMap<QueryClient, { again: boolean }>();

/**
 * Read every parent view again: their queries are keyed by URLs under the parent prefix. A burst of
 * notices (a grant, then the badge and the challenge it completed) reads them once: a notice heard
 * while a read is under way asks for one more read after it, so the figures end on the newest totals.
 */
export function refreshParentViews(queryClient: QueryClient): void {
  const running = parentRefreshes.get(queryClient);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  parentRefreshes.set(queryClient, state);
  void (async () => {
    try {
      do {
        state.again = false;
        await queryClient.invalidateQueries({
          predicate: (query) => {
            const head = query.queryKey[0];
            return typeof head === 'string' && head.startsWith(PARENT_DATA_PREFIX);
          },
        });
      } while (state.again);
    } finally {
      parentRefreshes.delete(queryClient);
    }
  })();
}
