import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/auth';

/** Read the current user again after an answer that changed their XP. */
export function refreshCurrentUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
}
