import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketConnected } from './socket-context';

/**
 * A query the socket keeps current: it polls (every `pollMs`) only while the live connection is
 * down, and reads once more when the connection comes back, so nothing pushed meanwhile is missed.
 */
export function useLiveQuery<T>(options: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<T> }, pollMs: number) {
  const connected = useSocketConnected();
  const query = useQuery({ ...options, refetchInterval: connected ? false : pollMs });
  const wasConnected = useRef(connected);
  const { refetch, isSuccess } = query;
  useEffect(() => {
    if (connected && !wasConnected.current && isSuccess) void refetch();
    wasConnected.current = connected;
  }, [connected, isSuccess, refetch]);
  return query;
}
