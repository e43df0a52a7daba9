import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, type On401 } from './api-client';

/** The default data fetch: a GET of the query key's first part (a URL) that returns parsed JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    return on401 === 'returnNull'
      ? apiRequest<T>('GET', url, { on401: 'returnNull', signal })
      : apiRequest<T>('GET', url, { signal });
  };
}

/** Spec core 9: no timed refetch, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
