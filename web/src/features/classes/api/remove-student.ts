import type { RemovedFromClassResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './get-classes';

/** Take a student out of one of the teacher's classes; the child keeps every piece of their data. */
export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, studentId }: { classId: number; studentId: number }) => api.delete<RemovedFromClassResponse>(`/api/classes/${classId}/students/${studentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
