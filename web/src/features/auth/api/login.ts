import type { LoginBody, UserResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, setCurrentUser } from '@/lib/auth';

export function login(body: LoginBody): Promise<UserResponse | undefined> {
  return api.post<UserResponse | undefined>('/api/auth/login', body);
}

/** POST /api/auth/login; on success the current user is set (or refetched). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      if (data?.user) setCurrentUser(queryClient, data.user);
      else await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
