import type { UpdateAvatarBody, UserResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, setCurrentUser } from '@/lib/auth';

export function updateAvatar(body: UpdateAvatarBody): Promise<UserResponse> {
  return api.patch<UserResponse>('/api/auth/avatar', body);
}

/**
 * PATCH /api/auth/avatar (spec core 4 and 8): on success the current user is replaced by the answer
 * and read again, and 'Avatar Updated!' shows; on failure the destructive 'Update Failed' toast.
 */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: ({ user }) => {
      setCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      notify({ title: 'Avatar Updated!', description: 'Your new look is saved.' });
    },
    onError: () => {
      notify({ title: 'Update Failed', description: 'Could not save your avatar changes. Please try again.', variant: 'destructive' });
    },
  });
}
