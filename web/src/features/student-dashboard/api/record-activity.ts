import type { RecordActivityBody, XpAward } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyXp } from '@/lib/auth';

export function recordActivity(body: RecordActivityBody): Promise<XpAward> {
  return api.post<XpAward>('/api/learning/record-activity', body);
}

/** POST /api/learning/record-activity; the answer's XP goes straight into the current user. */
export function useRecordActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordActivity,
    onSuccess: (award) => applyXp(queryClient, award),
  });
}
