import type { RecordActivityBody, RecordActivityResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyXp } from '@/lib/auth';

/** An activity as the client reports it, with the key that makes a repeat of it harmless. */
export type ActivityReport = RecordActivityBody & { idempotencyKey: string };

/**
 * One key per real activity: a request sent again (a retry, a double tap) is answered once. 128 random
 * bits from getRandomValues, which (unlike randomUUID) also works on plain http away from localhost.
 */
export function newActivityKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function recordActivity(body: ActivityReport): Promise<RecordActivityResponse> {
  return api.post<RecordActivityResponse>('/api/learning/record-activity', body);
}

/** POST /api/learning/record-activity; the answer's XP goes straight into the current user. */
export function useRecordActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordActivity,
    onSuccess: (award) => applyXp(queryClient, award),
  });
}
