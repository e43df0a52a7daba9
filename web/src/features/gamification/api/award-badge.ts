import type { AwardBadgeBody, AwardBadgeResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { ApiError, api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { celebrateBadge } from '../stores/celebration-store';
import { refreshCurrentUser, refreshStudentProgress } from './refresh-progress';

export function awardBadge(body: AwardBadgeBody): Promise<AwardBadgeResponse> {
  return api.post<AwardBadgeResponse>('/api/gamification/award-badge', body);
}

const NOT_YET = 'Not yet!';

/** The server's message may open with the toast's own title ('Not yet! Read 3 parshiyot...'): say it once. */
export function withoutLeadingTitle(message: string, title = NOT_YET): string {
  return message.startsWith(title) ? message.slice(title.length).trimStart() || message : message;
}

/** What the badges page tells the server the child was doing when they asked. */
export const BADGE_CHECK_ACTIVITY = 'badge_check';

/**
 * POST /api/gamification/award-badge. A returned badge is celebrated with the popup; a 409 means
 * "not earned yet" and its (child-friendly) message is shown gently, not as an error.
 */
export function useAwardBadge(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (badgeId: number) => awardBadge({ badgeId, activityType: BADGE_CHECK_ACTIVITY }),
    onSuccess: ({ badge, xpGained, newLevel }) => {
      celebrateBadge({ badge, xpGained, newLevel });
      refreshStudentProgress(queryClient, userId);
      refreshCurrentUser(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        notify({ title: NOT_YET, description: withoutLeadingTitle(error.serverMessage ?? 'Keep learning and try again soon.') });
        return;
      }
      notify({ title: 'Something went wrong', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
