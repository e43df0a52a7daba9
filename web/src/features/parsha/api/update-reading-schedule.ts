import type { ReadingSchedule, UserResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { parshaKeys } from './parsha-keys';

/** PATCH /api/auth/reading-schedule: Israel's weekly reading or the diaspora's, kept on the profile. */
export function useUpdateReadingSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ReadingSchedule) => api.patch<UserResponse>('/api/auth/reading-schedule', { schedule }),
    onSuccess: ({ user }) => {
      setCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: parshaKeys.current(undefined) });
    },
    onError: () => notify({ title: 'Not saved', description: 'We could not change your reading schedule. Please try again.', variant: 'destructive' }),
  });
}
