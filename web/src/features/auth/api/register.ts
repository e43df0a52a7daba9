import { RegisterBody, type UserResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, setCurrentUser } from '@/lib/auth';

export function register(body: RegisterBody): Promise<UserResponse | undefined> {
  return api.post<UserResponse | undefined>('/api/auth/register', body);
}

/** POST /api/auth/register; the new account is signed in straight away. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (data) => {
      if (data?.user) setCurrentUser(queryClient, data.user);
      else await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/** The contract's schema plus the form's own rule: a student needs a class code. */
export const registerFormSchema = RegisterBody.superRefine((value, ctx) => {
  if (value.role === 'student' && !value.classCode) {
    ctx.addIssue({ code: 'custom', path: ['classCode'], message: 'Please type your class code.' });
  }
});
