import type { User, UserResponse } from '@morah/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { LOGOUT_URL } from '@/config/navigation';
import { goTo } from './browser-location';
import { getQueryFn } from './query-client';

export const currentUserQueryKey = ['/api/auth/user'] as const;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The current user (spec core 4, 'Sign-in state'): loading while the call is pending,
 * signed in when it returns data, otherwise signed out. A 401 means signed out; never retried.
 */
export function useUser(): { user: User | null; status: AuthStatus } {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<UserResponse>({ on401: 'returnNull' }),
    retry: false,
  });
  if (query.isPending) return { user: null, status: 'loading' };
  const user = query.data?.user ?? null;
  return { user, status: user ? 'signed-in' : 'signed-out' };
}

/** Patch the cached current user (e.g. new XP from a socket event) without refetching. */
export function updateCurrentUser(queryClient: QueryClient, patch: Partial<User>): void {
  queryClient.setQueryData<UserResponse | null>(currentUserQueryKey, (old) =>
    old?.user ? { user: { ...old.user, ...patch } } : old,
  );
}

export function setCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<UserResponse>(currentUserQueryKey, { user });
}

/** Logging out is a page navigation: the server ends the session and redirects. */
export function logout(): void {
  goTo(LOGOUT_URL);
}

/**
 * Apply new XP figures (from a REST answer or a socket event) to the cached user.
 * XP only grows, so a late, older figure never pulls the display back.
 */
export function applyXp(queryClient: QueryClient, figures: { xp: number; level: number }): void {
  queryClient.setQueryData<UserResponse | null>(currentUserQueryKey, (old) => {
    if (!old?.user || figures.xp < old.user.xp) return old;
    return { user: { ...old.user, xp: figures.xp, level: figures.level } };
  });
}
