import { type AccountDeletionView, DeletionDoneNotice } from '@morah/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSocketConnected, useSocketEvent } from '@/lib/socket-context';
import { getDeletion } from '../api/delete-child';
import { privacyKeys } from '../api/privacy-keys';
import { EXPORT_POLL_MS } from './use-data-export';

/** Every parent query (the children, their dashboards, their Premium) starts with one of these. */
const PARENT_QUERY_PREFIXES = ['/api/parent', '/api/premium/family', '/api/chat/threads'];

/**
 * Follows a child's account deletion once asked: done when `privacy:deletion-done` arrives, or when
 * a read (every 2 s while the socket is down, every 6 s beside it) says so. Then, once its dialog is
 * closed (the confirmation stays until the parent has read it), the parent's pages read their
 * children again, so the child leaves the dashboard.
 */
export function useChildDeletion({ dialogOpen }: { dialogOpen: boolean }) {
  const queryClient = useQueryClient();
  const connected = useSocketConnected();
  const [deletion, setDeletion] = useState<AccountDeletionView | null>(null);
  const id = deletion?.id ?? '';
  const read = useQuery({
    queryKey: privacyKeys.deletion(id),
    queryFn: ({ signal }) => getDeletion(id, signal),
    enabled: deletion?.status === 'pending',
    refetchInterval: connected ? EXPORT_POLL_MS * 3 : EXPORT_POLL_MS,
  });
  const readStatus = read.data?.deletion.status;

  useSocketEvent('privacy:deletion-done', (payload) => {
    if (DeletionDoneNotice.safeParse(payload).data?.deletionId === id) setDeletion({ id, status: 'done' });
  });
  useEffect(() => {
    if (readStatus === 'done') setDeletion((old) => (old ? { ...old, status: 'done' } : old));
  }, [readStatus]);

  const done = deletion?.status === 'done';
  useEffect(() => {
    if (!done || dialogOpen) return;
    void queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && PARENT_QUERY_PREFIXES.some((prefix) => (query.queryKey[0] as string).startsWith(prefix)),
    });
  }, [done, dialogOpen, queryClient]);

  return { deletion, started: setDeletion };
}
