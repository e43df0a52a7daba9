import { levelForXp, type User, type UserResponse } from '@morah/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { LOGOUT_URL } from '@/config/navigation';
import { goTo } from './browser-location';
import { getQueryFn } from './query-client';

export const currentUserQueryKey = ['/api/auth/user'] as const;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The current user (spec core 4, 'Sign-in state'): loading while the call is pending,
 * signed in when it returns data, otherwise signed out. The server answers a visitor with an empty
 * 204 (no data: signed out, and nothing for the browser to log); a 401 means signed out too.
 * Never retried.
 */
export function useUser(): { user: User | null; status: AuthStatus } {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  if (query.isPending) return { user: null, status: 'loading' };
  const user = query.data?.user ?? null;
  return { user, status: user ? 'signed-in' : 'signed-out' };
}

const readCurrentUser = getQueryFn<UserResponse>({ on401: 'returnNull' });

/** The sign-in check: the user, or null when there is no data (an empty answer is no data). */
const fetchCurrentUser: typeof readCurrentUser = async (context) => (await readCurrentUser(context)) ?? null;

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

/** Count XP the server said it pays before its figures arrive (the level by the one rule from contracts). */
export function addXp(queryClient: QueryClient, amount: number): void {
  const user = queryClient.getQueryData<UserResponse | null>(currentUserQueryKey)?.user;
  if (!user || amount <= 0) return;
  applyXp(queryClient, { xp: user.xp + amount, level: levelForXp(user.xp + amount) });
}
