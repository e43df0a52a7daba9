import type { UserResponse } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/toaster/notify';
import { currentUserQueryKey } from '@/lib/auth';
import { useSocket } from '@/lib/socket-context';

/**
 * Signed out everywhere at once: when the server closes this page's connection (the account was
 * deleted, or signed out elsewhere), the page asks who is signed in and, when no one is, goes to the
 * Log In page at once and says why, instead of waiting for the next request to fail.
 */
export function LiveSignOut() {
  const { socket } = useSocket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!socket) return;
    return socket.onServerClosed(() => {
      void queryClient.refetchQueries({ queryKey: currentUserQueryKey, exact: true }).then(() => {
        if (!queryClient.getQueryData<UserResponse | null>(currentUserQueryKey)?.user) {
          navigate('/login', { replace: true });
          notify({ title: 'You have been signed out', description: 'Please log in again.' });
        }
      });
    });
  }, [socket, queryClient, navigate]);
  return null;
}
