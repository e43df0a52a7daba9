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
  // Whether the page showed an answer while the connection was down: only then can a push have
  // been missed. (A first answer arriving together with the connection was not read while down.)
  const answeredWhileDown = useRef(false);
  const { refetch, isSuccess } = query;
  useEffect(() => {
    if (!connected) {
      if (isSuccess) answeredWhileDown.current = true;
      return;
    }
    if (answeredWhileDown.current) {
      answeredWhileDown.current = false;
      void refetch();
    }
  }, [connected, isSuccess, refetch]);
  return query;
}
